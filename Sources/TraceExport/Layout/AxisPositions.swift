/// The axis position of each event, packed: per block of 256 events the first position, and for
/// each event its distance from it in 4 bytes, instead of 8 bytes an event (at 10^7 events,
/// 40 MB instead of 80 MB). A block whose events lie 2^32 or more apart (idle stretches of
/// seconds) keeps its positions whole.
struct AxisPositions: RandomAccessCollection {
  private static let blockBits = 8
  /// The offset of every event of a block kept whole.
  private static let whole = UInt32.max

  private var bases: [UInt64] = []
  private var offsets: [UInt32] = []
  /// The positions of the blocks kept whole, by block.
  private var wholeBlocks: [Int: [UInt64]] = [:]

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { offsets.count }

  subscript(index: Int) -> UInt64 {
    let offset = offsets[index]
    let block = index >> Self.blockBits
    guard offset != Self.whole else {
      return wholeBlocks[block]![index & (1 << Self.blockBits - 1)]
    }
    return bases[block] + UInt64(offset)
  }

  mutating func reserveCapacity(_ count: Int) {
    offsets.reserveCapacity(count)
    bases.reserveCapacity(count >> Self.blockBits + 1)
  }

  /// Adds the next event's position, at least the previous one.
  mutating func append(_ position: UInt64) {
    let index = offsets.count
    let block = index >> Self.blockBits
    if index & (1 << Self.blockBits - 1) == 0 { bases.append(position) }
    if wholeBlocks[block] != nil {
      wholeBlocks[block]!.append(position)
      offsets.append(Self.whole)
    } else if position - bases[block] < UInt64(Self.whole) {
      offsets.append(UInt32(position - bases[block]))
    } else {
      // Kept whole from here: the block's earlier positions are written out again.
      let first = block << Self.blockBits
      wholeBlocks[block] = (first..<index).map { self[$0] } + [position]
      for i in first..<index { offsets[i] = Self.whole }
      offsets.append(Self.whole)
    }
  }
}
