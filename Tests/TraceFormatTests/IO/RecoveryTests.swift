import Foundation
import Testing

@testable import TraceFormat

@Suite struct RecoveryTests {
  /// A small trace in several chunks, some deflated and some not, and its events as read back.
  private static func smallTrace(in dir: URL) throws -> (Data, Trace) {
    let url = dir.appendingPathComponent("small.vtrace")
    try RandomTraces.record(
      RandomTraces.make(events: 160, seed: 48, stringHeavy: true), to: url, chunkBytes: 200)
    let data = try Data(contentsOf: url)
    #expect(Set(RandomTraces.chunks(in: data).map(\.type)) == [1, 2, 3, 4])
    return (data, try Trace.read(from: url).0)
  }

  /// The end offsets of the file header and of each chunk.
  private static func boundaries(_ data: Data) -> [Int] {
    [BinaryLayout.fileHeaderSize]
      + RandomTraces.chunks(in: data).map { $0.offset + BinaryLayout.frameSize + $0.length }
  }

  @Test func aFileCutAtAnyByteReadsBackEveryCompleteChunk() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (data, full) = try Self.smallTrace(in: dir)
    let ends = Self.boundaries(data)
    #expect(ends.last == data.count && ends.count > 6)
    let headerEnd = ends[1]
    var countAtBoundary: [Int: Int] = [:]
    let url = dir.appendingPathComponent("cut.vtrace")
    for cut in 0...data.count {
      try data.prefix(cut).write(to: url)
      guard cut >= headerEnd else {
        #expect(throws: TraceFormatError(file: "cut.vtrace", problem: .truncatedHeader)) {
          try Trace.read(from: url)
        }
        continue
      }
      let (trace, report) = try Trace.read(from: url)
      #expect(report.complete == (cut == data.count))
      #expect(
        report.notes == (cut == data.count ? [] : ["truncated after \(trace.events.count) events"]))
      #expect(EventStore(full.events.prefix(trace.events.count)) == trace.events)
      let boundary = ends.last { $0 <= cut }!
      if let expected = countAtBoundary[boundary] {
        #expect(trace.events.count == expected, "cut at \(cut)")
      } else {
        #expect(cut == boundary)
        countAtBoundary[boundary] = trace.events.count
      }
    }
    // Every chunk but the header and end chunks added events.
    let counts = ends.dropFirst().compactMap { countAtBoundary[$0] }
    #expect(counts == counts.sorted() && Set(counts).count == counts.count - 1)
    #expect(counts.last == full.events.count)
  }

  @Test func aJSONLinesFileCutAtAnyByteReadsBackEveryCompleteLine() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let full = try JSONLines.decode(JSONLines.encode(RandomTraces.make(events: 12, seed: 8)))
    let data = Data(JSONLines.encode(full).utf8)
    let headerEnd = data.firstIndex(of: 0x0A)!
    let url = dir.appendingPathComponent("cut.jsonl")
    for cut in 0...data.count {
      try data.prefix(cut).write(to: url)
      guard cut >= headerEnd else {
        #expect(throws: TraceFormatError(file: "cut.jsonl", problem: .truncatedHeader)) {
          try Trace.read(from: url)
        }
        continue
      }
      let (trace, report) = try Trace.read(from: url)
      let completeLines = data.prefix(cut).filter { $0 == 0x0A }.count
      #expect(trace.events.count >= min(completeLines - 1, full.events.count))
      #expect(trace.events.count <= completeLines)
      #expect(EventStore(full.events.prefix(trace.events.count)) == trace.events)
      #expect(report.complete == (cut >= data.count - 1))
    }
  }

  @Test func flippedBytesGiveAClearErrorOrAnHonestSalvage() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (data, full) = try Self.smallTrace(in: dir)
    let originals = Dictionary(
      uniqueKeysWithValues: full.events.map { ($0.seq, RandomTraces.Resolved($0, full.strings)) })
    let ends = Self.boundaries(data)
    let url = dir.appendingPathComponent("flip.vtrace")
    var rng = SeededRandom(seed: 7)
    for offset in 0..<data.count {
      var bad = data
      bad[offset] ^= UInt8.random(in: 1...255, using: &rng)
      try bad.write(to: url)
      do {
        _ = try Trace.read(from: url)
        Issue.record("a flip at byte \(offset) went unnoticed")
      } catch {
        #expect(error.description.hasPrefix("flip.vtrace: "))
        #expect(!error.description.contains("\n"))
        // A damaged chunk is named by its offset.
        if let chunk = ends.last(where: { $0 <= offset }), offset >= BinaryLayout.fileHeaderSize {
          #expect(error.description.contains("chunk at byte \(chunk) "), "\(error)")
        }
      }
      do {
        let (trace, report) = try Trace.read(from: url, salvage: true)
        #expect(!report.skipped.isEmpty, "flip at \(offset)")
        for e in trace.events {
          let resolved = RandomTraces.Resolved(e, trace.strings)
          guard let original = originals[e.seq] else {
            Issue.record("salvage invented event \(e.seq)")
            continue
          }
          #expect(resolved.event == original.event)
          for (got, want) in zip(resolved.texts, original.texts)
          where !got.hasPrefix("<lost string") {
            #expect(got == want)
          }
        }
      } catch {
        // Only the file header cannot be salvaged.
        #expect(offset < BinaryLayout.fileHeaderSize, "\(error)")
      }
    }
  }

  @Test func theChecksumErrorNamesTheChunksOffset() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (data, _) = try Self.smallTrace(in: dir)
    let ends = Self.boundaries(data)
    var bad = data
    bad[ends[3] + BinaryLayout.frameSize + 1] ^= 0x40
    let url = dir.appendingPathComponent("notes.vtrace")
    try bad.write(to: url)
    #expect(
      throws: TraceFormatError(file: "notes.vtrace", problem: .checksumFailed(offset: ends[3]))
    ) {
      try Trace.read(from: url)
    }
    let message = TraceFormatError(file: "notes.vtrace", problem: .checksumFailed(offset: ends[3]))
      .description
    #expect(
      message
        == "notes.vtrace: chunk at byte \(ends[3]) failed its checksum")
    let (_, report) = try Trace.read(from: url, salvage: true)
    #expect(report.complete)
    #expect(report.skipped == ["bytes \(ends[3])-\(ends[4]) (checksum failed)"])
  }

  @Test func otherFilesAreRefusedInOneLine() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    func problem(_ bytes: [UInt8], name: String = "x.vtrace") -> TraceFormatError.Problem? {
      let url = dir.appendingPathComponent(name)
      try? Data(bytes).write(to: url)
      do {
        _ = try TraceReader(url: url)
        return nil
      } catch { return error.problem }
    }
    #expect(problem(Array("hello, world".utf8)) == .badMagic)
    #expect(problem(BinaryLayout.magic + [6, 0]) == .unsupportedVersion(6))
    #expect(problem(Array(BinaryLayout.magic.prefix(5))) == .truncatedHeader)
    #expect(problem([]) == .truncatedHeader)
    let jsonl = Array(
      "{\"viewtrace\":1,\"scenario\":\"s\",\"runtimeVersion\":\"r\",\"clock\":\"live\",\"startTime\":0,\"metadata\":[]}\n"
        .utf8)
    #expect(problem(jsonl) == nil)  // read by its content, not its name
    #expect(problem(Array("{\"viewtrace\":9}\n".utf8)) == .unsupportedVersion(9))
    #expect(problem(Array("{\"a\":1}\n".utf8)) == .badHeaderLine("unknown key 'a'"))
    #expect(problem([], name: "missing/none.vtrace") == .unreadable("no such file"))
    let notADirectory = dir.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: notADirectory, withIntermediateDirectories: true)
    #expect(throws: TraceFormatError.self) { try TraceReader(url: notADirectory) }
  }

  @Test func badJSONLinesAreReportedByLineOrSkipped() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var lines = JSONLines.encode(RandomTraces.make(events: 50, seed: 3)).split(separator: "\n").map(
      String.init)
    lines[10] = "{\"seq\":oops}"
    let url = dir.appendingPathComponent("t.jsonl")
    try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    #expect(
      throws: TraceFormatError(
        file: "t.jsonl", problem: .badLine(line: 11, detail: "expected a whole number"))
    ) {
      try Trace.read(from: url)
    }
    let (trace, report) = try Trace.read(from: url, salvage: true)
    #expect(trace.events.count == 49 && report.complete)
    #expect(report.skipped == ["line 11 (expected a whole number)"])
  }

  @Test func aWriterReleasedWithoutFinishLeavesATruncatedTrace() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("t.vtrace")
    let trace = RandomTraces.make(events: 100, seed: 4)
    do {
      let writer = try TraceFileWriter(url: url)
      writer.begin(header: trace.header, strings: StringTable(strings: trace.strings))
      for e in trace.events { writer.record(e) }
    }
    let (read, report) = try Trace.read(from: url)
    #expect(RandomTraces.resolved(read) == RandomTraces.resolved(trace))
    #expect(report.notes == ["truncated after 100 events"])
  }

  @Test func aWriterThatCannotWriteSaysSoAndNeverTraps() throws {
    #expect(throws: TraceFormatError.self) {
      try TraceFileWriter(url: URL(fileURLWithPath: "/nonexistent/dir/t.vtrace"))
    }
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let writer = try TraceFileWriter(url: URL(fileURLWithPath: "/dev/full"))
    let trace = RandomTraces.make(events: 20_000, seed: 5)
    writer.begin(header: trace.header, strings: StringTable(strings: trace.strings))
    for e in trace.events { writer.record(e) }
    do {
      try writer.finish()
      Issue.record("writing to /dev/full succeeded")
    } catch let error as TraceFormatError {
      guard case .writeFailed(let detail) = error.problem else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(detail.contains("no space left on device"))
    }
  }
}
