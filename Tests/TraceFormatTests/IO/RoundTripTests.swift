import Foundation
import Testing

@testable import TraceFormat

@Suite struct RoundTripTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func binaryAndJSONLinesRoundTripByteForByte(seed: UInt64) throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // Seeds 3 and 6 start with chunks of mostly new strings, which are written deflated.
    let stringHeavy = seed % 3 == 0
    let original = RandomTraces.make(
      events: seed == 1 ? 0 : Int(seed) * 3000, seed: seed, stringHeavy: stringHeavy)
    let a = dir.appendingPathComponent("a.vtrace")
    try RandomTraces.record(
      original, to: a, chunkBytes: seed % 2 == 0 ? 512 : BinaryLayout.targetChunkBytes)
    if stringHeavy {
      let types = Set(RandomTraces.chunks(in: try Data(contentsOf: a)).map(\.type))
      #expect(types == [1, 2, 3, 4])
    }

    // binary → events: the same events and strings, renumbered in first-use order.
    let (read, report) = try Trace.read(from: a)
    #expect(report.complete && report.notes.isEmpty)
    #expect(report.events == UInt64(original.events.count))
    #expect(read.header == original.header)
    #expect(RandomTraces.resolved(read) == RandomTraces.resolved(original))

    // events → binary: byte-identical (when recorded with the format's chunk size).
    let b = dir.appendingPathComponent("b.vtrace")
    try read.write(to: b)
    if stringHeavy {
      let types = Set(RandomTraces.chunks(in: try Data(contentsOf: b)).map(\.type))
      #expect(types == [1, 2, 3, 4])
    }
    if seed % 2 == 1 { #expect(try Data(contentsOf: a) == Data(contentsOf: b)) }
    #expect(try Trace.read(from: b).0 == read)

    // binary → JSON Lines → binary: byte-identical, and the JSON Lines reads as the same trace.
    // (`b` has the format's chunk size; `a`, for even seeds, smaller chunks.)
    let j = dir.appendingPathComponent("a.jsonl")
    let c = dir.appendingPathComponent("c.vtrace")
    try TraceFiles.convert(from: b, to: j)
    try TraceFiles.convert(from: j, to: c)
    #expect(try Data(contentsOf: b) == Data(contentsOf: c))
    #expect(try Trace.read(from: j).0 == read)

    // JSON Lines → binary → JSON Lines, and the in-memory codec agree.
    let j2 = dir.appendingPathComponent("b.jsonl")
    try TraceFiles.convert(from: c, to: j2)
    let text = try String(contentsOf: j, encoding: .utf8)
    #expect(try String(contentsOf: j2, encoding: .utf8) == text)
    #expect(JSONLines.encode(read) == text)
    #expect(try JSONLines.decode(text) == read)
  }

  @Test func aTruncatedTraceConvertsToATruncatedTrace() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = dir.appendingPathComponent("a.vtrace")
    try RandomTraces.record(RandomTraces.make(events: 2000, seed: 9), to: a, chunkBytes: 1024)
    let data = try Data(contentsOf: a)
    let cut = dir.appendingPathComponent("cut.vtrace")
    try data.prefix(data.count * 2 / 3).write(to: cut)
    let j = dir.appendingPathComponent("cut.jsonl")
    let back = dir.appendingPathComponent("back.vtrace")
    let report = try TraceFiles.convert(from: cut, to: j)
    #expect(!report.complete)
    let again = try TraceFiles.convert(from: j, to: back)
    #expect(!again.complete && again.events == report.events)
    #expect(try Trace.read(from: back).0 == Trace.read(from: cut).0)
  }

  @Test func droppedEventsSurviveConversion() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = RandomTraces.make(events: 500, seed: 11)
    let j = dir.appendingPathComponent("a.jsonl")
    var lines = JSONLines.encode(trace).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines.insert("{\"dropped\":7}", at: 200)
    lines[lines.count - 2] = "{\"end\":{\"events\":500,\"dropped\":7}}"
    try lines.joined(separator: "\n").write(to: j, atomically: true, encoding: .utf8)
    let v = dir.appendingPathComponent("a.vtrace")
    let j2 = dir.appendingPathComponent("b.jsonl")
    try TraceFiles.convert(from: j, to: v)
    let report = try TraceFiles.convert(from: v, to: j2)
    #expect(report.droppedByRecorder == 7 && report.complete)
    #expect(try String(contentsOf: j2, encoding: .utf8) == lines.joined(separator: "\n"))
  }

  @Test func recorderSymbolsAreRenumberedInFirstUseOrder() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let table = StringTable()
    let unused = table.intern("never used")
    let late = table.intern("Late")
    let early = table.intern("Early")
    let url = dir.appendingPathComponent("t.vtrace")
    let writer = try TraceFileWriter(url: url)
    writer.begin(
      header: TraceHeader(scenario: "s", runtimeVersion: "1", clock: .deterministic), strings: table
    )
    writer.record(TraceEvent(seq: 1, kind: .bodyBegin, identity: early, name: late))
    writer.record(TraceEvent(seq: 2, kind: .bodyEnd, identity: early, name: late, value: 5))
    try writer.finish()
    #expect(writer.writtenEvents == 2 && writer.droppedEvents == 0)
    let (trace, _) = try Trace.read(from: url)
    #expect(trace.strings == ["", "Early", "Late"])
    #expect(
      trace.events[1]
        == TraceEvent(
          seq: 2, kind: .bodyEnd, identity: Sym(rawValue: 1), name: Sym(rawValue: 2), value: 5))
    _ = unused
  }

  @Test func theBytesDoNotDependOnTheRecordersNumbering() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = RandomTraces.make(events: 3000, seed: 21)
    // The same events against a larger table in another order.
    let n = trace.strings.count
    let strings = [""] + (0..<3000).map { "unused \($0)" } + trace.strings.dropFirst().reversed()
    func map(_ s: Sym) -> Sym { s.isNone ? s : Sym(rawValue: UInt32(3000 + n - Int(s.rawValue))) }
    let events = trace.events.map { e in
      var e = e
      for path in [\TraceEvent.identity, \.name, \.type, \.site, \.before, \.after] {
        e[keyPath: path] = map(e[keyPath: path])
      }
      return e
    }
    let a = dir.appendingPathComponent("a.vtrace")
    let b = dir.appendingPathComponent("b.vtrace")
    try trace.write(to: a)
    try Trace(header: trace.header, strings: strings, events: EventStore(events)).write(to: b)
    #expect(try Data(contentsOf: a) == Data(contentsOf: b))
  }

  @Test func fieldsOutsideTheKindAreNotStored() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = Trace(
      header: TraceHeader(scenario: "s", runtimeVersion: "1", clock: .live), strings: ["", "a"],
      events: [TraceEvent(seq: 1, kind: .updateEnd, code: 3, name: Sym(rawValue: 1), value: 9)])
    let url = dir.appendingPathComponent("t.vtrace")
    try trace.write(to: url)
    #expect(try Trace.read(from: url).0.events == [TraceEvent(seq: 1, kind: .updateEnd, value: 9)])
  }
}
