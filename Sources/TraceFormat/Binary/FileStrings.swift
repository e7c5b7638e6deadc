/// The string table of a binary trace as its events chunks define it, in file order
/// (docs/trace-format.md §4.1): `strings[i]` is file symbol `i`.
struct FileStrings {
  private(set) var strings: [String] = [""]
  /// Strings lost with chunks that were skipped, replaced by placeholders.
  private(set) var lost = 0

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
    if gap > 0 {
      lost += gap
      strings += (0..<gap).map { "<lost string #\(strings.count + $0)>" }
    }
    strings += chunk.added
    return nil
  }
}
