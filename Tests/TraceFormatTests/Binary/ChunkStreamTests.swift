import Foundation
import Testing

@testable import TraceFormat

/// Chunks of more than `ChunkDecoder.batchEvents` events are checked whole, then decoded again a
/// batch at a time as they are read (issue 15): the same events, and a damaged one is still
/// refused or skipped whole, never half delivered.
@Suite struct ChunkStreamTests {
  /// A file whose events chunks hold `counts[i]` two-byte records each (update-end, identity,
  /// cause and payload as before), the chunk at `badChunk` with a bad op byte as its last record.
  static func file(counts: [Int], badChunk: Int? = nil) -> [UInt8] {
    let header = HeaderChunk.encode(
      TraceHeader(scenario: "stream", runtimeVersion: "1", clock: .deterministic))
    var file = BinaryLayout.fileHeader + BinaryLayout.frame(type: .header, payload: header) + header
    var seq: UInt64 = 1
    for (i, count) in counts.enumerated() {
      var raw: [UInt8] = [1, 0, 0]  // first string 1, no new strings, none dropped
      for var v in [UInt64(count), seq] {
        while v >= 0x80 {
          raw.append(UInt8(v & 0x7F) | 0x80)
          v >>= 7
        }
        raw.append(UInt8(v))
      }
      raw += [0, 0]  // time0, update0
      let op = RecordOp.op(kind: EventKind.updateEnd.rawValue, identity: 1, cause: 1, payload: 1)
      for _ in 0..<count { raw += [op, 0] }
      if i == badChunk { raw[raw.count - 2] = 0 }
      file += BinaryLayout.frame(type: .events, payload: raw) + raw
      seq += UInt64(count)
    }
    return file
  }

  static func read(_ bytes: [UInt8], salvage: Bool) throws -> (Trace, ReadReport) {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("stream.vtrace")
    try Data(bytes).write(to: url)
    return try Trace.read(from: url, salvage: salvage)
  }

  @Test func largeChunksReadAsTheirEventsInOrder() throws {
    let big = 2 * ChunkDecoder.batchEvents + 5
    let (trace, report) = try Self.read(Self.file(counts: [10, big, 3, big]), salvage: false)
    #expect(trace.events.count == 10 + big + 3 + big)
    #expect(trace.events.map(\.seq.rawValue) == Array(1...UInt64(trace.events.count)))
    #expect(trace.events.allSatisfy { $0.kind == .updateEnd })
    #expect(report.events == UInt64(trace.events.count))
  }

  @Test func aDamagedLargeChunkIsRefusedOrSkippedWhole() throws {
    let big = ChunkDecoder.batchEvents + 1
    let bytes = Self.file(counts: [10, big, 3], badChunk: 1)
    let offset = Self.file(counts: [10]).count
    #expect(throws: TraceFormatError.self) { try Self.read(bytes, salvage: false) }
    do {
      _ = try Self.read(bytes, salvage: false)
    } catch {
      #expect("\(error)".contains("chunk at byte \(offset)"), "\(error)")
    }
    let (trace, report) = try Self.read(bytes, salvage: true)
    // Its first 16,384 events decoded fine, but none of them is delivered.
    #expect(
      trace.events.map(\.seq.rawValue) == Array(1...10) + [
        UInt64(11 + big), UInt64(12 + big), UInt64(13 + big),
      ])
    #expect(report.skipped.count == 1 && report.skipped[0].hasPrefix("chunk at byte \(offset)"))
  }

  @Test func aLargeChunkThatDoesNotFollowTheOneBeforeIsRefused() throws {
    // The second chunk starts at seq 1 again: each chunk is in order on its own.
    var bytes = Self.file(counts: [10])
    bytes += Self.file(counts: [ChunkDecoder.batchEvents + 1]).dropFirst(
      Self.file(counts: []).count)
    let (trace, report) = try Self.read(bytes, salvage: true)
    #expect(trace.events.count == 10)
    #expect(report.skipped.count == 1)
    #expect(report.skipped[0].contains("event seq 1 does not follow seq 10"), "\(report.skipped)")
  }
}
