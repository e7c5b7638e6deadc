import Foundation
import Testing

@testable import TraceFormat

/// Salvage's range checksums (issue 15, defect 5): the same as a fresh CRC-32C of each range.
@Suite struct RangeChecksumsTests {
  @Test func everyRangeHasTheChecksumOfItsBytes() {
    var rng = SystemRandomNumberGenerator()
    let bytes = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &rng) }
    var sums = RangeChecksums()
    bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      for _ in 0..<2000 {
        let start = Int.random(in: 0...bytes.count, using: &rng)
        let end = Int.random(in: start...bytes.count, using: &rng)
        let expected = CRC32C.checksum(Array(bytes[start..<end]))
        #expect(sums.checksum(base, at: 0, from: start, to: end) == expected, "\(start)..<\(end)")
      }
    }
  }

  /// As salvage uses them: ranges met in file order, each long, through a buffer that holds only
  /// the 64 bytes before each range's start and what follows (the rest is overwritten).
  @Test func rangesInFileOrderNeedOnlyTheBytesFromTheirStart() {
    var rng = SystemRandomNumberGenerator()
    let bytes = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
    var sums = RangeChecksums()
    var start = 0
    while start < bytes.count {
      let end = Int.random(in: start...bytes.count, using: &rng)
      let from = max(0, start - 64)
      let window = [UInt8](repeating: 0xEE, count: from) + bytes[from...]
      let expected = CRC32C.checksum(Array(bytes[start..<end]))
      window.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress! + from
        #expect(
          sums.checksum(base, at: from, from: start, to: end) == expected, "\(start)..<\(end)")
      }
      start += Int.random(in: 1...300, using: &rng)
    }
  }

  @Test func zeroBytesRunLikeTheRegister() {
    for n in [0, 1, 2, 7, 64, 1000, 65_536] {
      let zeros = [UInt8](repeating: 0, count: n)
      let register: UInt32 = 0xDEAD_BEEF
      let direct = zeros.withUnsafeBytes { ~CRC32C.checksum($0, continuing: ~register) }
      #expect(ZeroBytes.run(n, from: register) == direct, "\(n) zero bytes")
    }
  }
}
