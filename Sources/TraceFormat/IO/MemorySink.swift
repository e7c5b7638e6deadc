/// A sink that keeps the whole trace in memory, for tests and for analysis right after recording.
///
/// `record` appends to blocks of raw memory that never move, so recording copies each event once
/// and never again; `events` gathers them into an ``EventStore`` when read, packing only what is
/// new since the last read.
public final class MemorySink: TraceSink {
  public private(set) var header: TraceHeader?
  public private(set) var strings = StringTable()

  /// Where the next event goes, and the end of its block.
  private var next: UnsafeMutablePointer<TraceEvent>
  private var end: UnsafeMutablePointer<TraceEvent>
  /// The blocks in recording order, each twice as large as the one before, up to a limit.
  private var blocks: [UnsafeMutableBufferPointer<TraceEvent>] = []
  /// Events in the blocks before the last.
  private var sealed = 0
  /// The events recorded so far, as of the last read.
  private var gathered = EventStore()

  private static let firstBlock = 256
  private static let largestBlock = 16 * 1024

  public init() {
    let block = UnsafeMutableBufferPointer<TraceEvent>.allocate(capacity: Self.firstBlock)
    blocks = [block]
    next = block.baseAddress!
    end = block.baseAddress! + block.count
  }

  deinit {
    for block in blocks { block.deallocate() }
  }

  public func begin(header: TraceHeader, strings: StringTable) {
    self.header = header
    self.strings = strings
    for block in blocks.dropFirst() { block.deallocate() }
    blocks.removeSubrange(1...)
    sealed = 0
    gathered.removeAll()
    next = blocks[0].baseAddress!
    end = blocks[0].baseAddress! + blocks[0].count
  }

  public func record(_ events: UnsafeBufferPointer<TraceEvent>) {
    guard var from = events.baseAddress else { return }
    var left = events.count
    while left > 0 {
      if next == end { addBlock() }
      let count = min(end - next, left)
      next.initialize(from: from, count: count)
      next += count
      from += count
      left -= count
    }
  }

  private func addBlock() {
    sealed += blocks[blocks.count - 1].count
    let block = UnsafeMutableBufferPointer<TraceEvent>.allocate(
      capacity: min(blocks[blocks.count - 1].count * 2, Self.largestBlock))
    blocks.append(block)
    next = block.baseAddress!
    end = block.baseAddress! + block.count
  }

  public func finish() throws {}

  /// The events recorded so far, in order.
  public var events: EventStore {
    let count = sealed + (next - blocks[blocks.count - 1].baseAddress!)
    var start = 0
    for block in blocks where gathered.count < count {
      let end = start + block.count
      if gathered.count < end {
        let from = gathered.count - start
        gathered.append(
          contentsOf: UnsafeBufferPointer(rebasing: block[from..<min(block.count, count - start)]))
      }
      start = end
    }
    return gathered
  }

  /// The trace recorded so far.
  public var trace: Trace {
    Trace(
      header: header ?? TraceHeader(scenario: "", runtimeVersion: "", clock: .live),
      strings: strings.strings, events: events)
  }
}
