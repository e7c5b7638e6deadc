import Foundation

/// Decodes the events chunks of one binary trace, which the reader submits and takes back in file
/// order. With a helper thread, chunks are decoded ahead while the reader's caller works on the
/// events of earlier ones, and the reader decodes a chunk itself when the helper has not started
/// on it, so that on two cores both decode.
final class DecodeAhead: @unchecked Sendable {
  /// One events chunk: its payload, copied out of the file, then its events and strings.
  final class Job: @unchecked Sendable {
    fileprivate(set) var type: UInt8 = 0
    /// Where the chunk's frame starts and ends in the file.
    fileprivate(set) var offset = 0
    fileprivate(set) var end = 0
    fileprivate let payload = ByteBuffer(capacity: BinaryLayout.targetChunkBytes + 4096)
    /// The decoded events, once ``DecodeAhead/take(_:)`` has returned the job.
    let events = EventBuffer()
    fileprivate(set) var result: Result<ChunkStrings, DecodeFailure> = .failure("not decoded")
    fileprivate var state = State.queued
  }

  fileprivate enum State { case queued, decoding, decoded }

  /// Events chunks worth submitting before the reader takes the first: enough to keep the helper
  /// busy, few enough to bound memory (each job holds a chunk and its events, ~0.4 MB).
  let depth: Int
  private let version: UInt16
  private let condition = NSCondition()
  /// Submitted jobs not yet taken, in file order.
  private var submitted: [Job] = []
  private var free: [Job] = []
  private var stopping = false
  private let decoder: ChunkDecoder
  /// The memory the strings of one chunk may take: a share of the file's budget for each chunk
  /// that may be decoded at once, so that together they stay within it.
  private let chunkBudget: Int

  /// Decodes chunks of a file of format `version` within `budget`; `helper` starts a thread to
  /// decode ahead.
  init(version: UInt16, budget: MemoryBudget, helper: Bool) {
    self.version = version
    depth = helper ? 4 : 1
    chunkBudget = budget.bytes / (depth + 1)
    decoder = ChunkDecoder(stringBudget: chunkBudget)
    guard helper else { return }
    let thread = Thread { [self] in run() }
    thread.name = "viewtrace-decoder"
    thread.start()
  }

  /// Whether fewer than ``depth`` jobs wait to be taken.
  var wantsMore: Bool {
    condition.lock()
    defer { condition.unlock() }
    return submitted.count < depth
  }

  /// Queues the events chunk of `type` whose frame is at `offset` with `payload` (copied).
  func submit(type: UInt8, offset: Int, payload: UnsafeRawBufferPointer) -> Job {
    condition.lock()
    let job = free.popLast() ?? Job()
    condition.unlock()
    job.type = type
    job.offset = offset
    job.end = offset + BinaryLayout.frameSize + payload.count
    job.payload.removeAll()
    job.payload.append(payload)
    job.state = .queued
    condition.lock()
    submitted.append(job)
    condition.broadcast()
    condition.unlock()
    return job
  }

  /// Returns `job`, the oldest submitted one, decoded. If the helper has not started on it, it is
  /// decoded on this thread; if the helper is decoding it, this thread decodes a later job
  /// meanwhile, or waits. Hand it back with ``recycle(_:)``.
  func take(_ job: Job) -> Job {
    condition.lock()
    defer { condition.unlock() }
    precondition(submitted.first === job, "jobs are taken in the order they were submitted")
    submitted.removeFirst()
    while job.state != .decoded {
      guard let next = job.state == .queued ? job : submitted.first(where: { $0.state == .queued })
      else {
        condition.wait()
        continue
      }
      decodeLocked(next, with: decoder)
    }
    return job
  }

  /// Makes a taken job available for another chunk.
  func recycle(_ job: Job) {
    condition.lock()
    free.append(job)
    condition.unlock()
  }

  /// Ends the helper thread once it finishes the chunk it is on.
  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
  }

  /// Decodes the queued `job`, called and returning with the lock held, which it releases
  /// meanwhile.
  private func decodeLocked(_ job: Job, with decoder: ChunkDecoder) {
    job.state = .decoding
    condition.unlock()
    job.result = decoder.decode(
      type: job.type, UnsafeRawBufferPointer(start: job.payload.base, count: job.payload.count),
      version: version, into: job.events)
    condition.lock()
    job.state = .decoded
    condition.broadcast()
  }

  private func run() {
    let decoder = ChunkDecoder(stringBudget: chunkBudget)
    condition.lock()
    while true {
      if stopping {
        condition.unlock()
        return
      }
      guard let job = submitted.first(where: { $0.state == .queued }) else {
        condition.wait()
        continue
      }
      decodeLocked(job, with: decoder)
    }
  }
}
