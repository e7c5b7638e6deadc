import Foundation
import TraceFormat

/// The least a sink that hands events to another thread can do: blocks of `blockEvents` events
/// go to a second thread, which reads every event's line and hands the block back. The copying
/// thread reuses the block handed back last, as `TraceFileWriter` does, and waits when
/// `queueLimit` blocks are queued.
final class BlockHandoff: @unchecked Sendable {
  private let blockEvents: Int
  private let queueLimit: Int
  private let condition = NSCondition()
  private var queue: [(block: UnsafeMutablePointer<TraceEvent>, count: Int)] = []
  private var free: [UnsafeMutablePointer<TraceEvent>] = []
  private var all: [UnsafeMutablePointer<TraceEvent>] = []
  private var done = false
  private var stopped = false
  /// What the reading thread read, so that its reads are not optimized away.
  private(set) var checksum: UInt64 = 0

  init(blockEvents: Int, queueLimit: Int) {
    self.blockEvents = blockEvents
    self.queueLimit = queueLimit
    let thread = Thread { [self] in read() }
    thread.start()
  }

  deinit { for block in all { block.deallocate() } }

  /// Copies `total` events, taking `events` in turn, handing each full block over.
  func copy(_ events: UnsafeBufferPointer<TraceEvent>, _ total: Int) {
    var block = take()
    var from = 0
    var to = 0
    for _ in 0..<total {
      (block + to).initialize(to: events[from])
      from += 1
      if from == events.count { from = 0 }
      to += 1
      if to == blockEvents {
        hand(block, blockEvents)
        block = take()
        to = 0
      }
    }
    hand(block, to)
  }

  /// Waits for the reading thread to read what was handed over, and stops it.
  func stop() {
    condition.lock()
    done = true
    condition.broadcast()
    while !stopped { condition.wait() }
    condition.unlock()
  }

  private func take() -> UnsafeMutablePointer<TraceEvent> {
    condition.lock()
    defer { condition.unlock() }
    if let block = free.popLast() { return block }
    let block = UnsafeMutablePointer<TraceEvent>.allocate(capacity: blockEvents)
    all.append(block)
    return block
  }

  private func hand(_ block: UnsafeMutablePointer<TraceEvent>, _ count: Int) {
    condition.lock()
    while queue.count >= queueLimit { condition.wait() }
    queue.append((block, count))
    condition.broadcast()
    condition.unlock()
  }

  private func read() {
    var sum: UInt64 = 0
    while true {
      condition.lock()
      while queue.isEmpty && !done { condition.wait() }
      guard !queue.isEmpty else {
        checksum = sum
        stopped = true
        condition.broadcast()
        condition.unlock()
        return
      }
      let (block, count) = queue.removeFirst()
      condition.unlock()
      for i in 0..<count { sum &+= block[i].value }
      condition.lock()
      free.append(block)
      condition.broadcast()
      condition.unlock()
    }
  }
}
