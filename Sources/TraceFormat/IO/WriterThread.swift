import Foundation

/// Raw events recorded on the recording thread, on their way to the writer thread.
final class EventBatch: @unchecked Sendable {
  static let capacity = 4096
  /// Cache-line aligned, so that each 64-byte event fills exactly one line.
  let events = UnsafeMutableRawPointer.allocate(
    byteCount: capacity * MemoryLayout<TraceEvent>.stride, alignment: 64
  ).bindMemory(to: TraceEvent.self, capacity: capacity)
  var count = 0
  /// Recorder strings new since the previous batch, in the recorder's order.
  var newStrings: [String] = []
  /// Events dropped just before this batch's events.
  var droppedBefore: UInt64 = 0

  deinit { events.deallocate() }

  func clear() {
    count = 0
    newStrings.removeAll(keepingCapacity: true)
    droppedBefore = 0
  }
}

/// The thread behind ``TraceFileWriter``: encodes batches of events into chunks, checksums and
/// writes them. It holds at most `capacity` batches in its queue; the recording thread never waits
/// for it unless asked to. After a write fails, it counts what it is given as dropped. A live
/// trace's chunks also end at each ``LiveFlush`` point.
final class WriterThread: @unchecked Sendable {
  private enum Message {
    case batch(EventBatch)
    case finish(complete: Bool, droppedAfter: UInt64)
  }

  private let condition = NSCondition()
  private var queue: [Message] = []
  private var queuedBatches = 0
  private var free: [EventBatch] = []
  private var done = false
  private let capacity: Int
  private let fd: Int32
  // Owned by the thread until `done`:
  private let encoder: ChunkEncoder
  private var texts: [String] = [""]
  private var failure: String?
  /// Whether chunks end at ``LiveFlush`` points (set by `begin`, before the thread runs).
  private var live = false
  private(set) var writtenEvents: UInt64 = 0
  private(set) var droppedEvents: UInt64 = 0

  /// Starts the thread, writing to `fd`, which it closes when finished.
  init(fd: Int32, capacity: Int, chunkBytes: Int) {
    self.fd = fd
    self.capacity = max(capacity, 2)
    encoder = ChunkEncoder(chunkBytes: chunkBytes)
    encoder.text = { [unowned self] i in i < texts.count ? texts[i] : nil }
    let thread = Thread { [self] in run() }
    thread.name = "viewtrace-writer"
    thread.start()
  }

  /// An empty batch to fill, recycled when possible.
  func emptyBatch() -> EventBatch {
    condition.lock()
    defer { condition.unlock() }
    return free.popLast() ?? EventBatch()
  }

  /// Writes the file header and the header chunk at once, on the caller's thread, before any
  /// event is queued: a recorder killed from now on leaves a file that reads as a truncated trace.
  /// The thread is idle until the first message, so this is the only writer of `fd` meanwhile.
  func begin(header: TraceHeader) {
    live = LiveFlush.applies(to: header)
    write(BinaryLayout.fileHeader)
    write(.header, HeaderChunk.encode(header))
  }

  /// Queues `batch`. When the queue is full, waits for room if `wait`, else refuses (false).
  func submit(_ batch: EventBatch, wait: Bool) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while queuedBatches >= capacity && !done {
      guard wait else { return false }
      condition.wait()
    }
    queuedBatches += 1
    queue.append(.batch(batch))
    condition.broadcast()
    return true
  }

  /// Writes everything queued and the end chunk if `complete`, closes the file, and returns the
  /// first write error, if any. `droppedAfter` counts events dropped after the last batch.
  func finish(complete: Bool, droppedAfter: UInt64) -> String? {
    enqueue(.finish(complete: complete, droppedAfter: droppedAfter))
    condition.lock()
    defer { condition.unlock() }
    while !done { condition.wait() }
    return failure
  }

  private func enqueue(_ message: Message) {
    condition.lock()
    queue.append(message)
    condition.broadcast()
    condition.unlock()
  }

  private func run() {
    while true {
      condition.lock()
      while queue.isEmpty { condition.wait() }
      let message = queue.removeFirst()
      condition.unlock()
      switch message {
      case .batch(let batch):
        encode(batch)
        batch.clear()
        condition.lock()
        queuedBatches -= 1
        free.append(batch)
        condition.broadcast()
        condition.unlock()
      case .finish(let complete, let droppedAfter):
        flush()
        droppedEvents = droppedEvents.saturatingAdd(droppedAfter)
        if complete {
          write(.end, EndChunk(events: writtenEvents, dropped: droppedEvents).encode())
        }
        let closeError = PosixFile.close(fd)
        condition.lock()
        if failure == nil { failure = closeError }
        done = true
        condition.broadcast()
        condition.unlock()
        return
      }
    }
  }

  private func encode(_ batch: EventBatch) {
    texts.append(contentsOf: batch.newStrings)
    if batch.droppedBefore > 0 {
      flush()
      encoder.pendingDropped = encoder.pendingDropped.saturatingAdd(batch.droppedBefore)
      droppedEvents = droppedEvents.saturatingAdd(batch.droppedBefore)
    }
    guard failure == nil else {
      droppedEvents += UInt64(batch.count)
      return
    }
    for i in 0..<batch.count {
      let full = encoder.encode(batch.events[i])
      if full || (live && LiveFlush.isPoint(batch.events[i])) { flush() }
    }
  }

  private func flush() {
    guard let chunk = encoder.takeChunk() else { return }
    if failure == nil { write(chunk.type, chunk.payload) }
    if failure == nil {
      writtenEvents += UInt64(chunk.eventCount)
    } else {
      droppedEvents += UInt64(chunk.eventCount)
    }
  }

  private func write(_ type: ChunkType, _ payload: [UInt8]) {
    write(BinaryLayout.frame(type: type, payload: payload))
    write(payload)
  }

  private func write(_ bytes: [UInt8]) {
    guard failure == nil else { return }
    if let error = PosixFile.write(fd, bytes) {
      condition.lock()
      failure = error
      condition.unlock()
    }
  }
}
