/// A sink that keeps the whole trace in memory, for tests and for analysis right after recording.
///
/// `record` appends to blocks of raw memory that never move, so recording copies each event once
/// and never again; `events` gathers them into an ``EventStore`` when read, packing only what is
/// new since the last read. A block whose events were all gathered is filled again, so that
/// a trace read between updates records into memory already in use, not fresh pages.
public final class MemorySink: TraceSink {
  public private(set) var header: TraceHeader?
  public private(set) var strings = StringTable()

  /// Where the next event goes, and the end of its block.
  private var next: UnsafeMutablePointer<TraceEvent>
  private var end: UnsafeMutablePointer<TraceEvent>
  /// The blocks holding events not gathered yet, in recording order; the last is being filled.
  /// Each new block is twice as large as the one before, up to a limit.
  private var blocks: [UnsafeMutableBufferPointer<TraceEvent>] = []
  /// How many events of the first block were gathered already.
  private var firstGathered = 0
  /// Blocks whose events were all gathered, to fill again.
  private var spare: [UnsafeMutableBufferPointer<TraceEvent>] = []
  /// The size of the next block allocated.
  private var nextSize = firstBlock * 2
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
    for block in blocks + spare { block.deallocate() }
  }

  public func begin(header: TraceHeader, strings: StringTable) {
    self.header = header
    self.strings = strings
    spare += blocks
    blocks = [spare.removeFirst()]
    for block in spare { block.deallocate() }
    spare.removeAll()
    firstGathered = 0
    nextSize = blocks[0].count * 2
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
    let block: UnsafeMutableBufferPointer<TraceEvent>
    if let reused = spare.popLast() {
      block = reused
    } else {
      block = .allocate(capacity: nextSize)
      nextSize = min(nextSize * 2, Self.largestBlock)
    }
    blocks.append(block)
    next = block.baseAddress!
    end = block.baseAddress! + block.count
  }

  public func finish() throws {}

  /// The events recorded so far, in order. The blocks gathered before the one being filled are
  /// kept to be filled again.
  public var events: EventStore {
    let last = blocks.count - 1
    for (index, block) in blocks.enumerated() {
      let filled = index == last ? next - block.baseAddress! : block.count
      let from = index == 0 ? firstGathered : 0
      if from < filled {
        gathered.append(contentsOf: UnsafeBufferPointer(rebasing: block[from..<filled]))
      }
    }
    spare += blocks[..<last]
    blocks.removeSubrange(..<last)
    firstGathered = next - blocks[0].baseAddress!
    return gathered
  }

  /// The trace recorded so far.
  public var trace: Trace {
    Trace(
      header: header ?? TraceHeader(scenario: "", runtimeVersion: "", clock: .live),
      strings: strings.strings, events: events)
  }
}
