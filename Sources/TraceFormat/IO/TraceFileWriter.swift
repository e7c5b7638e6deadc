import Foundation

/// The runtime's file sink: streams a trace to a binary `.vtrace` file as it is recorded.
///
/// `record` only copies the event into a batch; a background thread encodes full batches into
/// chunks (about 32 KiB each) and writes them. If that thread falls `bufferLimit` bytes behind,
/// whole batches are dropped, counted and noted in the file; if a write fails, the rest is
/// counted as dropped. `finish()` then throws. Nothing here traps. A recorder killed mid-trace
/// leaves every chunk written so far readable.
public final class TraceFileWriter: TraceSink {
  /// The name of the file being written, for messages.
  private let name: String

  private let thread: WriterThread
  private let waitWhenBehind: Bool
  private var batch: EventBatch
  /// The recording hot path's state, in raw memory so that `record` does no reference counting
  /// or exclusivity checking.
  private let hot: UnsafeMutablePointer<HotState>

  private struct HotState {
    /// Where the next event goes, and the end of the batch.
    var next: UnsafeMutablePointer<TraceEvent>
    var end: UnsafeMutablePointer<TraceEvent>
    /// Recorder strings below this number have been handed to the writer thread; 0 when the
    /// writer is not recording, so that every event takes the slow path.
    var sentStrings: UInt32
  }
  /// The recorder's string table as it is now.
  private var strings: () -> [String] = { [""] }
  private var droppedHere: UInt64 = 0
  private var recording = false
  private var finished = false

  /// Creates (or truncates) the file at `url`. With `waitWhenBehind`, `record` waits for the disk
  /// instead of dropping (for converters, not for live recording).
  public convenience init(
    url: URL, bufferLimit: Int = 32 << 20, waitWhenBehind: Bool = false
  ) throws(TraceFormatError) {
    try self.init(
      url: url, bufferLimit: bufferLimit, waitWhenBehind: waitWhenBehind,
      chunkBytes: BinaryLayout.targetChunkBytes)
  }

  /// Writes to `output`'s descriptor, which it closes when finished; the caller then commits or
  /// abandons `output`.
  public convenience init(output: OutputFile, waitWhenBehind: Bool = false) {
    self.init(
      fd: output.fd, name: output.name, bufferLimit: 32 << 20, waitWhenBehind: waitWhenBehind,
      chunkBytes: BinaryLayout.targetChunkBytes)
  }

  /// `chunkBytes` other than the format's is for tests only: such files are valid but are not
  /// what other writers produce for the same events.
  convenience init(url: URL, bufferLimit: Int, waitWhenBehind: Bool, chunkBytes: Int)
    throws(TraceFormatError)
  {
    self.init(
      fd: try PosixFile.create(url.path), name: url.lastPathComponent, bufferLimit: bufferLimit,
      waitWhenBehind: waitWhenBehind, chunkBytes: chunkBytes)
  }

  init(fd: Int32, name: String, bufferLimit: Int, waitWhenBehind: Bool, chunkBytes: Int) {
    self.name = name
    self.waitWhenBehind = waitWhenBehind
    let batchBytes = EventBatch.capacity * MemoryLayout<TraceEvent>.stride
    thread = WriterThread(fd: fd, capacity: bufferLimit / batchBytes, chunkBytes: chunkBytes)
    batch = thread.emptyBatch()
    hot = .allocate(capacity: 1)
    hot.initialize(
      to: HotState(next: batch.events, end: batch.events + EventBatch.capacity, sentStrings: 0))
  }

  deinit {
    // Not finished: keep what was recorded, as a truncated trace.
    if !finished {
      if recording && batchCount > 0 { submit() }
      _ = thread.finish(complete: false, droppedAfter: 0)
    }
    hot.deallocate()
  }

  /// Events written to the file; final after `finish()`.
  public var writtenEvents: UInt64 { finished ? thread.writtenEvents : 0 }

  /// Events lost because the file could not keep up or could not be written; final after `finish()`.
  public var droppedEvents: UInt64 { droppedHere + (finished ? thread.droppedEvents : 0) }

  public func begin(header: TraceHeader, strings: StringTable) {
    begin(header: header) { strings.strings }
  }

  /// Starts a trace whose symbols refer to the table that `strings` returns (which only grows).
  func begin(header: TraceHeader, strings: @escaping () -> [String]) {
    guard !recording, !finished else { return }
    recording = true
    self.strings = strings
    hot.pointee.sentStrings = 1
    thread.begin(header: header)
  }

  public func record(_ event: TraceEvent) {
    let h = hot
    let top = max(event.identity, event.name, event.type, event.site, event.before, event.after)
    if top.rawValue >= h.pointee.sentStrings {
      guard recording else {
        droppedHere += 1
        return
      }
      sendStrings()
    }
    h.pointee.next.initialize(to: event)
    h.pointee.next += 1
    if h.pointee.next == h.pointee.end { submit() }
  }

  /// Hands the recorder's strings added since the last call to the writer thread, with the batch.
  private func sendStrings() {
    let table = strings()
    let sent = Int(hot.pointee.sentStrings)
    guard table.count > sent else { return }
    batch.newStrings += table[sent...]
    hot.pointee.sentStrings = UInt32(clamping: table.count)
  }

  private var batchCount: Int { hot.pointee.next - batch.events }

  private func submit() {
    batch.count = batchCount
    if thread.submit(batch, wait: waitWhenBehind) {
      batch = thread.emptyBatch()
    } else {
      // The writer is behind: drop the events, keep the strings for the next batch.
      batch.droppedBefore += UInt64(batch.count)
      batch.count = 0
    }
    hot.pointee.next = batch.events
    hot.pointee.end = batch.events + EventBatch.capacity
  }

  /// Notes that `count` events were lost before the next one (a gap the recorder knows of).
  func recordDropped(_ count: UInt64) {
    guard recording else { return }
    if batchCount > 0 { submit() }
    batch.droppedBefore = batch.droppedBefore.saturatingAdd(count)
  }

  public func finish() throws {
    try finish(complete: true)
  }

  /// Writes what is buffered, the end chunk if `complete` (a copy of a truncated trace stays
  /// truncated), and closes the file.
  func finish(complete: Bool) throws(TraceFormatError) {
    guard !finished else { return }
    var droppedAfter: UInt64 = 0
    if recording {
      if batchCount > 0 || !batch.newStrings.isEmpty { submit() }
      droppedAfter = batch.droppedBefore
    }
    recording = false
    hot.pointee.sentStrings = 0
    finished = true
    let failure = thread.finish(complete: complete, droppedAfter: droppedAfter)
    if let failure {
      let lost = droppedEvents > 0 ? "; \(droppedEvents) events lost" : ""
      throw TraceFormatError(file: name, problem: .writeFailed(failure + lost))
    }
    if droppedEvents > 0 && !waitWhenBehind {
      throw TraceFormatError(file: name, problem: .eventsDropped(droppedEvents))
    }
  }
}
