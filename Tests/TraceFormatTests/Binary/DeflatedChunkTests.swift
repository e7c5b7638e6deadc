import Foundation
import Testing

@testable import TraceFormat

/// Deflated events chunks (docs/trace-format.md §4.4): which chunks a writer deflates, and how a
/// reader takes damaged ones and version-1 files.
@Suite struct DeflatedChunkTests {
  /// `pathEvents` body-begins, each on a new long identity path, then `recordEvents` body events
  /// on the first four paths: chunks of mostly strings first, chunks of mostly records after.
  static func mixedTrace(pathEvents: Int, recordEvents: Int) -> Trace {
    let paths = (0..<pathEvents).map {
      "NotesApp/.environment/NavigationStack/NoteDetailScreen[path0,id=\($0)]/.task(id:)/VStack"
    }
    let strings = [""] + paths + ["NoteDetailScreen"]
    let name = Sym(rawValue: UInt32(strings.count - 1))
    var events: [TraceEvent] = []
    for i in 0..<pathEvents + recordEvents {
      let seq = Seq(index: i)
      let recording = i >= pathEvents
      let path = recording ? (i - pathEvents) / 2 % 4 : i
      events.append(
        TraceEvent(
          seq: seq, time: seq.rawValue * 1000,
          kind: recording && i % 2 == 1 ? .bodyEnd : .bodyBegin,
          identity: Sym(rawValue: UInt32(path + 1)), name: name,
          value: recording && i % 2 == 1 ? UInt64(700 + i % 13) : 0))
    }
    return Trace(
      header: TraceHeader(scenario: "mixed", runtimeVersion: "1", clock: .deterministic),
      strings: strings, events: EventStore(events))
  }

  /// Writes `trace` with chunks of `chunkBytes` and returns the file's bytes.
  static func write(_ trace: Trace, to url: URL, chunkBytes: Int) throws -> Data {
    try RandomTraces.record(trace, to: url, chunkBytes: chunkBytes)
    return try Data(contentsOf: url)
  }

  /// `data` with the payload of the chunk at `chunk` replaced by `payload`, newly framed.
  static func replacing(
    _ chunk: (offset: Int, type: UInt8, length: Int), in data: Data, with payload: [UInt8]
  ) -> Data {
    let type = ChunkType(rawValue: chunk.type)!
    let end = chunk.offset + BinaryLayout.frameSize + chunk.length
    return data.prefix(chunk.offset) + BinaryLayout.frame(type: type, payload: payload) + payload
      + data.suffix(from: end)
  }

  @Test func aStringHeavyChunkIsDeflatedAndARecordHeavyOneIsNot() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let trace = Self.mixedTrace(pathEvents: 1000, recordEvents: 40_000)
    let url = dir.appendingPathComponent("mixed.vtrace")
    let data = try Self.write(trace, to: url, chunkBytes: BinaryLayout.targetChunkBytes)
    let types = RandomTraces.chunks(in: data).map(\.type)
    // Header, the chunks of new paths deflated, the chunks of records not, end.
    let deflated = types.filter { $0 == 4 }.count
    let raw = types.filter { $0 == 2 }.count
    #expect(deflated >= 2 && raw >= 2)
    #expect(
      types == [1] + Array(repeating: 4, count: deflated) + Array(repeating: 2, count: raw) + [3])
    let (read, report) = try Trace.read(from: url)
    #expect(report.complete && report.notes.isEmpty && report.formatVersion == 5)
    #expect(RandomTraces.resolved(read) == RandomTraces.resolved(trace))
  }

  @Test func aChunkOfStringsThatDeflateCannotShrinkIsWrittenAsItIs() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = "qwertyuiopasdfghjklzxcvbnm"
    let trace = Trace(
      header: TraceHeader(scenario: "s", runtimeVersion: "1", clock: .deterministic),
      strings: ["", path], events: [TraceEvent(seq: 1, kind: .appear, identity: Sym(rawValue: 1))])
    let url = dir.appendingPathComponent("t.vtrace")
    let data = try Self.write(trace, to: url, chunkBytes: BinaryLayout.targetChunkBytes)
    let chunks = RandomTraces.chunks(in: data)
    #expect(chunks.map(\.type) == [1, 2, 3])
    // Its string section (after firstString and newStrings: the string) is at least 2/5 of it.
    let events = chunks[1]
    #expect(Int(data[events.offset + BinaryLayout.frameSize + 2]) == path.utf8.count)
    #expect(5 * (1 + path.utf8.count) >= 2 * events.length)
    #expect(try Trace.read(from: url).0.events == trace.events)
  }

  /// A file whose first events chunk is deflated, that chunk, and what it inflates to.
  static func fileWithADeflatedChunk(in dir: URL) throws -> (
    data: Data, chunk: (offset: Int, type: UInt8, length: Int), raw: [UInt8], stream: [UInt8]
  ) {
    let trace = Self.mixedTrace(pathEvents: 30, recordEvents: 300)
    let data = try Self.write(trace, to: dir.appendingPathComponent("a.vtrace"), chunkBytes: 1024)
    let chunk = RandomTraces.chunks(in: data)[1]
    #expect(chunk.type == ChunkType.deflatedEvents.rawValue)
    let payload = [UInt8](data[(chunk.offset + BinaryLayout.frameSize)...].prefix(chunk.length))
    // rawLength, a varint of two bytes for a chunk of this size, then the deflate stream.
    let rawLength = Int(payload[0] & 0x7F) | Int(payload[1]) << 7
    #expect(payload[0] >= 0x80 && payload[1] < 0x80)
    let stream = Array(payload[2...])
    let inflater = Inflater()
    let raw = try stream.withUnsafeBytes {
      Array(try inflater.inflate($0, length: rawLength).get())
    }
    return (data, chunk, raw, stream)
  }

  static func varint(_ v: Int) -> [UInt8] {
    let out = ByteBuffer(capacity: 16)
    out.appendVarint(UInt64(v))
    return out.bytes
  }

  @Test func aDeflatedChunkThatDoesNotInflateToItsLengthIsACorruptChunk() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (data, chunk, raw, stream) = try Self.fileWithADeflatedChunk(in: dir)
    let n = raw.count
    let cases: [(payload: [UInt8], detail: String)] = [
      // BFINAL 1 and BTYPE 3, which RFC 1951 reserves.
      (
        Self.varint(n) + [0xFF] + stream.dropFirst(),
        "deflated data does not inflate: invalid block type"
      ),
      (Self.varint(n + 5) + stream, "deflated data inflates to \(n) bytes, not \(n + 5)"),
      (Self.varint(n - 1) + stream, "deflated data inflates to \(n) bytes, not \(n - 1)"),
      (Self.varint(n / 2) + stream, "deflated data inflates to more than \(n / 2) bytes"),
      (Self.varint(n) + stream + [0], "stray bytes after the deflated data"),
      (Self.varint(n) + stream.dropLast(4), "deflated data ends early"),
      (
        Self.varint(BinaryLayout.maxPayload + 1) + stream,
        "deflated events of \(BinaryLayout.maxPayload + 1) bytes exceed the limit of 16777216"
      ),
      ([0x80], "deflated chunk ends early"),
    ]
    let url = dir.appendingPathComponent("bad.vtrace")
    for (payload, detail) in cases {
      try Self.replacing(chunk, in: data, with: payload).write(to: url)
      let expected = TraceFormatError(
        file: "bad.vtrace", problem: .corruptChunk(offset: chunk.offset, detail: detail))
      #expect(throws: expected) { try Trace.read(from: url) }
      let message = "chunk at byte \(chunk.offset) is corrupt (\(detail))"
      #expect(expected.description == "bad.vtrace: " + message)
      // Salvage skips that chunk; the later ones read, with the strings it defined lost.
      let (trace, report) = try Trace.read(from: url, salvage: true)
      #expect(report.skipped == ["chunk at byte \(chunk.offset) (\(detail))"])
      #expect(report.complete && report.lostStrings > 0)
      let full = try Trace.read(from: dir.appendingPathComponent("a.vtrace")).0
      #expect(!trace.events.isEmpty && trace.events.count < full.events.count)
      #expect(trace.events == EventStore(full.events.suffix(trace.events.count)))
    }
  }

  @Test func aVersion1FileStillReads() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A version-1 file is a version-5 file without deflated chunks, without kinds from 20 on,
    // without identity values or invalidation values, and with version field 1.
    var trace = RandomTraces.make(
      events: 3000, seed: 5, kinds: EventKind.allCases.filter { $0.rawValue < 20 })
    for i in trace.events.indices where trace.events[i].kind == .identity {
      trace.events[i].value = 0
    }
    for i in trace.events.indices where trace.events[i].kind == .invalidate {
      trace.events[i].before = .none
      trace.events[i].after = .none
    }
    var data = try Self.write(
      trace, to: dir.appendingPathComponent("v5.vtrace"), chunkBytes: BinaryLayout.targetChunkBytes)
    #expect(!RandomTraces.chunks(in: data).contains { $0.type == 4 })
    #expect(data[8] == 5 && data[9] == 0)
    data[8] = 1
    let url = dir.appendingPathComponent("v1.vtrace")
    try data.write(to: url)
    let (read, report) = try Trace.read(from: url)
    #expect(report.formatVersion == 1 && report.complete && report.notes.isEmpty)
    #expect(RandomTraces.resolved(read) == RandomTraces.resolved(trace))
  }

  @Test func aDeflatedChunkInAVersion1FileIsDamage() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var data = try Self.fileWithADeflatedChunk(in: dir).data
    let deflated = RandomTraces.chunks(in: data).filter { $0.type == 4 }.map(\.offset)
    data[8] = 1
    let url = dir.appendingPathComponent("v1.vtrace")
    try data.write(to: url)
    let detail = "deflated events in a version-1 file"
    #expect(
      throws: TraceFormatError(
        file: "v1.vtrace", problem: .corruptChunk(offset: deflated[0], detail: detail))
    ) { try Trace.read(from: url) }
    let (_, report) = try Trace.read(from: url, salvage: true)
    #expect(report.skipped == deflated.map { "chunk at byte \($0) (\(detail))" })
  }
}
