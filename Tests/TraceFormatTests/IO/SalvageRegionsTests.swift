import Foundation
import Testing

@testable import TraceFormat

/// Salvage through many damaged regions (issue 15, defect 5): each region is a fake frame whose
/// header check is valid and whose length reaches to the end of the file, so that checking it
/// reads the rest of the file. Such files cost regions × size when each check was a fresh CRC;
/// what must be true, whatever the cost, is what salvage recovers.
@Suite struct SalvageRegionsTests {
  /// `data` with a damaged region (a fake frame and `garbage` zero bytes) before each chunk
  /// after the header chunk, and the offsets of the regions in the result.
  static func damaged(_ data: Data, garbage: Int) -> (Data, [Int]) {
    let chunks = RandomTraces.chunks(in: data).dropFirst()
    let region = BinaryLayout.frameSize + garbage
    let total = data.count + chunks.count * region
    var out = Data(data.prefix(chunks.first!.offset))
    var regions: [Int] = []
    for chunk in chunks {
      regions.append(out.count)
      let length = UInt32(total - out.count - BinaryLayout.frameSize)
      let check = BinaryLayout.headerCheck(type: ChunkType.events.rawValue, length: length)
      out += [BinaryLayout.sync, ChunkType.events.rawValue, UInt8(check & 0xFF), UInt8(check >> 8)]
      out += withUnsafeBytes(of: length.littleEndian, Array.init) + [0, 0, 0, 0]
      out += [UInt8](repeating: 0, count: garbage)
      out += data[chunk.offset..<(chunk.offset + BinaryLayout.frameSize + chunk.length)]
    }
    #expect(out.count == total)
    return (out, regions)
  }

  @Test func salvageSkipsEachRegionAndKeepsEveryChunk() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("whole.vtrace")
    try RandomTraces.record(RandomTraces.make(events: 3000, seed: 15), to: url, chunkBytes: 120)
    let whole = try Data(contentsOf: url)
    let (full, _) = try Trace.read(from: url)
    for garbage in [0, 7, 100] {
      let (data, regions) = Self.damaged(whole, garbage: garbage)
      #expect(regions.count > 100)
      let damagedURL = dir.appendingPathComponent("damaged.vtrace")
      try data.write(to: damagedURL)
      let (trace, report) = try Trace.read(from: damagedURL, salvage: true)
      #expect(trace.events == full.events)
      #expect(trace.strings == full.strings)
      #expect(report.complete)
      let size = BinaryLayout.frameSize + garbage
      #expect(
        report.skipped == regions.map { "bytes \($0)-\($0 + size) (checksum failed)" })
      #expect(
        throws: TraceFormatError(
          file: "damaged.vtrace", problem: .checksumFailed(offset: regions[0]))
      ) {
        try Trace.read(from: damagedURL)
      }
    }
  }
}
