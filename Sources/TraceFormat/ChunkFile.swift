import Foundation

/// Writes framed chunks to a file descriptor on a background thread, so that the recording thread
/// never waits for the disk. Holds at most `capacity` bytes; refuses chunks beyond that, and all
/// chunks once a write has failed.
final class ChunkFile: @unchecked Sendable {
  private let condition = NSCondition()
  private var queue: [(ChunkType?, [UInt8])] = []
  private var queuedBytes = 0
  private var closing = false
  private var done = false
  private var failure: String?
  private let capacity: Int
  private let fd: Int32

  /// Opens (creating or truncating) `path` and starts the writing thread.
  init(path: String, capacity: Int) throws(TraceFormatError) {
    fd = try PosixFile.create(path)
    self.capacity = capacity
    let thread = Thread { [self] in run() }
    thread.name = "viewtrace-writer"
    thread.start()
  }

  /// Queues raw bytes (`type` nil) or a chunk to be framed. When the queue is full, waits for room
  /// if `wait`, otherwise refuses. Returns false if the bytes will not be written.
  func submit(_ type: ChunkType?, _ bytes: [UInt8], wait: Bool) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while failure == nil && !closing && queuedBytes > 0 && queuedBytes + bytes.count > capacity {
      guard wait else { return false }
      condition.wait()
    }
    guard failure == nil, !closing else { return false }
    queue.append((type, bytes))
    queuedBytes += bytes.count
    condition.broadcast()
    return true
  }

  /// Writes what is queued, closes the file and returns the first write error, if any.
  func drainAndClose() -> String? {
    condition.lock()
    defer { condition.unlock() }
    closing = true
    condition.broadcast()
    while !done { condition.wait() }
    return failure
  }

  private func run() {
    while true {
      condition.lock()
      while queue.isEmpty && !closing { condition.wait() }
      if queue.isEmpty {
        condition.unlock()
        break
      }
      let (type, bytes) = queue.removeFirst()
      let failed = failure != nil
      condition.unlock()

      let error = failed ? nil : writeItem(type, bytes)
      condition.lock()
      queuedBytes -= bytes.count
      if let error, failure == nil { failure = error }
      condition.broadcast()
      condition.unlock()
    }
    let closeError = PosixFile.close(fd)
    condition.lock()
    if failure == nil { failure = closeError }
    done = true
    condition.broadcast()
    condition.unlock()
  }

  private func writeItem(_ type: ChunkType?, _ bytes: [UInt8]) -> String? {
    if let type, let error = PosixFile.write(fd, BinaryLayout.frame(type: type, payload: bytes)) { return error }
    return PosixFile.write(fd, bytes)
  }

}
