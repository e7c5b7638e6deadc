import Testing

@testable import TraceExport

/// Packed axis positions read back exactly what was appended, across blocks, and in blocks whose
/// events lie too far apart for 4-byte offsets.
@Suite struct AxisPositionsTests {
  @Test func readsBackWhatWasAppended() {
    // Two blocks of close positions, then a jump of 2^40 in the middle of the third block, then
    // a block that starts past it and a position near the top.
    var expected: [UInt64] = []
    var position: UInt64 = 0
    for i in 0..<1_000 {
      position += i == 600 ? 1 << 40 : UInt64(i % 7) * 1_000
      expected.append(position)
    }
    expected.append(.max - 1)
    expected.append(.max)
    var positions = AxisPositions()
    for value in expected { positions.append(value) }
    #expect(positions.count == expected.count)
    #expect(Array(positions) == expected)
  }

  @Test func anEmptyAxisHasNoPositions() {
    #expect(AxisPositions().isEmpty)
  }
}
