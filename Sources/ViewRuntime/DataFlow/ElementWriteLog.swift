/// The writes of a state slot that holds an array, kept so that a reader can ask which elements
/// changed since it read the value (``Slot/elementsWritten(since:)``) instead of keeping the
/// array to compare, which would make the slot's next write copy it.
///
/// Each write is numbered. A write of one element (``Slot/write(_:at:of:)``) lists its offset; a
/// write of the whole value lists the offsets it changed when they can be told
/// (``Slot/comparesElements(of:)``), and otherwise starts the log afresh: what was read before it
/// is unknown. So is what was read before the log's oldest entry, as the log is short.
struct ElementWriteLog {
  /// How many writes the value had.
  private(set) var count = 0
  /// The count from which every write is listed.
  private var start = 0
  /// The offsets written, each with the number of its write, oldest first.
  private var written: [(write: Int, offset: Int)] = []
  private static let limit = 64

  /// Notes a write that changed the elements at `offsets`. When the log is full, its older half
  /// is forgotten (a reader reads after each write, and needs the latest only); a write of more
  /// elements than the log keeps is one of which nothing is known.
  mutating func wrote(_ offsets: some Collection<Int>) {
    count += 1
    guard offsets.count <= Self.limit / 2 else { return restart() }
    if written.count + offsets.count > Self.limit {
      // Every write after `start` stays listed whole.
      start = written[written.count / 2].write - 1
      written.removeAll { $0.write <= start }
    }
    for offset in offsets { written.append((count, offset)) }
  }

  /// Notes a write of which nothing is known.
  mutating func wroteWhole() {
    count += 1
    restart()
  }

  private mutating func restart() {
    start = count
    written.removeAll(keepingCapacity: true)
  }

  /// The offsets of the elements written after the value's `mark`-th write, in ascending order
  /// without repeats; nil when the log no longer tells them.
  func offsets(since mark: Int) -> [Int]? {
    guard mark >= start, mark <= count else { return nil }
    var offsets: [Int] = []
    for entry in written.reversed() {
      guard entry.write > mark else { break }
      offsets.append(entry.offset)
    }
    return Set(offsets).sorted()
  }
}
