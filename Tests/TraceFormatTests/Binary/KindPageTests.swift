import Foundation
import Testing

@testable import TraceFormat

/// The kinds from 20 on (`model-write`, `display`), which format version 3 codes behind the page
/// escape (docs/trace-format.md §1, §5.2), in files and in JSON Lines.
@Suite struct KindPageTests {
  /// A task writes `Store.starred`, which a row displays.
  static func modelWriteTrace() -> Trace {
    let strings = [
      "", "Store#1", "starred", "Store", "false", "true", "App/Row/Text", "Text", "\"☆\"", "\"★\"",
    ]
    func s(_ i: UInt32) -> Sym { Sym(rawValue: i) }
    let events = [
      TraceEvent(seq: 1, time: 0, kind: .taskStart, value: 4),
      TraceEvent(
        seq: 2, time: 300, cause: 1, kind: .modelWrite, identity: s(1),
        code: Writer.task.rawValue, name: s(2), type: s(3), before: s(4), after: s(5), value: 4),
      TraceEvent(
        seq: 3, time: 300, update: 1, cause: 2, kind: .display, identity: s(6), name: s(7),
        before: s(8), after: s(9)),
    ]
    return Trace(
      header: TraceHeader(scenario: "page", runtimeVersion: "1", clock: .deterministic),
      strings: strings, events: EventStore(events))
  }

  @Test func modelWritesAndDisplaysRoundTripThroughBothEncodings() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = Self.modelWriteTrace()
    let a = dir.appendingPathComponent("a.vtrace")
    try trace.write(to: a)
    let data = try Data(contentsOf: a)
    #expect(data[8] == 5 && data[9] == 0)
    let (read, report) = try Trace.read(from: a)
    #expect(report.formatVersion == 5 && report.complete)
    #expect(RandomTraces.resolved(read) == RandomTraces.resolved(trace))

    let j = dir.appendingPathComponent("a.jsonl")
    try TraceFiles.convert(from: a, to: j)
    let lines = try String(contentsOf: j, encoding: .utf8).split(separator: "\n")
    #expect(
      lines[2]
        == #"{"seq":2,"time":300,"update":0,"cause":1,"kind":"model-write","identity":"Store#1","code":"task","name":"starred","type":"Store","before":"false","after":"true","value":4}"#
    )
    #expect(
      lines[3]
        == #"{"seq":3,"time":300,"update":1,"cause":2,"kind":"display","identity":"App/Row/Text","name":"Text","before":"\"☆\"","after":"\"★\""}"#
    )
    let b = dir.appendingPathComponent("b.vtrace")
    try TraceFiles.convert(from: j, to: b)
    #expect(try Data(contentsOf: b) == data)
  }

  @Test func aKindFrom20OnInAVersion2FileIsDamage() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("v2.vtrace")
    try Self.modelWriteTrace().write(to: url)
    var data = try Data(contentsOf: url)
    data[8] = 2
    try data.write(to: url)
    let chunk = try #require(RandomTraces.chunks(in: data).first { $0.type == 2 || $0.type == 4 })
    let detail = "the record of event 1 has an unknown escape"
    let expected = TraceFormatError(
      file: "v2.vtrace", problem: .corruptChunk(offset: chunk.offset, detail: detail))
    #expect(throws: expected) { try Trace.read(from: url) }
    #expect(
      expected.description
        == "v2.vtrace: chunk at byte \(chunk.offset) is corrupt (\(detail))"
    )
  }

  @Test func theNewKindsHaveNamesCodesAndProse() {
    #expect(EventKind(name: "model-write") == .modelWrite && EventKind.modelWrite.rawValue == 20)
    #expect(EventKind(name: "display") == .display && EventKind.display.rawValue == 21)
    #expect(EventKind.modelWrite.codes?.knownName(Writer.task.rawValue) == "task")
    #expect(EventKind.display.codes == nil)
    let trace = Self.modelWriteTrace()
    #expect(trace.describe(trace.events[1], as: .prose) == "Store.starred false → true (by task)")
    #expect(trace.describe(trace.events[2], as: .prose) == #"Text shows "★" (was "☆")"#)
  }
}
