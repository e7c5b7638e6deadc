/// The string table of a binary trace as its events chunks define it, in file order
/// (docs/trace-format.md §4.1): `strings[i]` is file symbol `i`. What it holds is counted
/// against a ``MemoryBudget``.
struct FileStrings {
  private(set) var strings: [String] = [""]
  /// Strings lost with chunks that were skipped, each read as ``lostSentinel``.
  private(set) var lost = 0
  /// Whether the last ``accept(_:allowGap:skippedBytes:)`` failed for want of memory.
  private(set) var overBudget = false
  private let budget: Int
  private var spent = MemoryBudget.cost(of: "")

  /// The text of every lost string: one value shared by all, so that a lost string costs a
  /// table slot and nothing more.
  static let lostSentinel = "<lost string>"

  init(budget: MemoryBudget) { self.budget = budget.bytes }

  /// Adds the strings of the next decoded chunk, or says why they do not follow the table. With
  /// `allowGap`, strings numbered past the table are accepted, the ones between read as lost
  /// (skipped chunks defined them), up to what `skippedBytes` of skipped chunks can define.
  mutating func accept(_ chunk: ChunkStrings, allowGap: Bool, skippedBytes: Int) -> DecodeFailure? {
    let count = UInt64(strings.count)
    // Each string takes at least one byte, and deflate shrinks bytes at most 1032-fold.
    let maxGap = UInt64(max(skippedBytes, 0)) * 1032
    guard chunk.first == count || (allowGap && chunk.first > count && chunk.first - count <= maxGap)
    else {
      return "strings numbered from \(chunk.first), expected \(count)"
    }
    let gap = Int(chunk.first - count)
    let cost = chunk.cost.saturatingAdd(gap * MemoryBudget.lostCost)
    guard cost <= budget - spent else {
      overBudget = true
      return "its strings pass the memory budget"
    }
    spent += cost
    if gap > 0 {
      lost += gap
      strings += repeatElement(Self.lostSentinel, count: gap)
    }
    strings += chunk.added
    return nil
  }
}
