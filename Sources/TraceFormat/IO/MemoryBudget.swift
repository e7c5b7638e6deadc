/// How much memory a reader may give the strings a trace file defines (docs/security-and-limits.md).
///
/// A binary file can define strings far cheaper than they are to hold: an empty string is one
/// byte before deflate and a thousandth of one after, and salvage fills the strings that skipped
/// bytes may have defined with placeholders. The binary reader counts each string it keeps
/// (16 bytes, plus its text beyond 15 bytes) against the budget and refuses the file in one line when it would pass it.
/// The budget is derived from the file's size unless a caller sets ``current``:
///
///     try MemoryBudget.$current.withValue(MemoryBudget(megabytes: 512)) { … read … }
public struct MemoryBudget: Sendable, Equatable {
  /// The bytes the strings of one file may take.
  public let bytes: Int

  /// A budget of `bytes`.
  public init(bytes: Int) { self.bytes = bytes }

  /// A budget of `megabytes` MiB (saturating).
  public init(megabytes: Int) {
    let (bytes, overflow) = megabytes.multipliedReportingOverflow(by: 1 << 20)
    self.bytes = overflow ? .max : bytes
  }

  /// The budget set for the reads in this task, if any; otherwise each file gets ``derived(fileSize:)``.
  @TaskLocal public static var current: MemoryBudget?

  /// The budget a file of `size` bytes gets by default: 32 MiB, plus 64 bytes per byte of file.
  /// A trace the writers made takes a few bytes of strings per byte of file.
  public static func derived(fileSize size: Int) -> MemoryBudget {
    let (scaled, overflow) = max(size, 0).multipliedReportingOverflow(by: 64)
    return MemoryBudget(bytes: overflow ? .max : scaled.saturatingAdd(32 << 20))
  }

  /// The budget for reading a file of `size` bytes: ``current``, or ``derived(fileSize:)``.
  static func forFile(size: Int) -> MemoryBudget { current ?? derived(fileSize: size) }

  /// What holding `string` in a table costs: its slot, and its text when it is too long to be
  /// stored in the slot (with the allocation's header).
  @inline(__always)
  static func cost(of string: String) -> Int {
    let count = string.utf8.count
    return count > 15 ? 48 + count : 16
  }

  /// The cost of a string that every lost string shares (``FileStrings/lostSentinel``).
  static let lostCost = 16

  /// The one-line reason a file of `size` bytes is refused.
  func exceeded(fileSize size: Int) -> String {
    "its strings need more than the memory budget of \(Self.megabytes(bytes)) "
      + "(by default 32 MiB plus 64 bytes per byte of a \(size)-byte file); "
      + "--memory-budget MB raises it"
  }

  private static func megabytes(_ bytes: Int) -> String {
    bytes == .max ? "unlimited" : "\((bytes + (1 << 20) - 1) >> 20) MiB"
  }
}
