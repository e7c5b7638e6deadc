import Foundation

/// The runtime's file sink: streams a trace to a binary `.vtrace` file as it is recorded.
///
/// `record` only copies the events into a batch; a background thread encodes full batches into
/// chunks (about 32 KiB each) and writes them. If that thread falls `bufferLimit` bytes behind,
/// `record` waits for it when asked to, else whole batches are dropped, counted and noted in the
/// file; if a write fails, the rest is counted as dropped. `finish()` then throws. Nothing here
/// traps. A recorder killed mid-trace leaves every chunk written so far readable; in a live trace
/// that is everything but the update in progress, handed over at once.
public final class TraceFileWriter: TraceSink {
  /// The name of the file being written, for messages.
  private let name: String

  private let thread: WriterThread
  private let waitWhenBehind: Bool
  private var batch: EventBatch
  /// The recorder's string table as it is now.
  private var strings: () -> [String] = { [""] }
  /// Recorder strings below this number have been handed to the writer thread. A batch takes
  /// the strings added since the previous one when it is handed over, after its last event:
  /// every string its events refer to was added before them.
  private var sentStrings = 1
  private var droppedHere: UInt64 = 0
  private var recording = false
  private var finished = false
  /// Whether a run holding a ``LiveFlush`` point goes to the writer thread at once.
  private var live = false

  /// Creates (or truncates) the file at `url`. With `waitWhenBehind`, `record` waits for the disk
  /// instead of dropping (for converters, not for live recording). `bufferLimit` is by default
  /// 1 MiB for a writer that waits, 32 MiB for one that drops.
  public convenience init(
    url: URL, bufferLimit: Int? = nil, waitWhenBehind: Bool = false
  ) throws(TraceFormatError) {
    try self.init(
      url: url, bufferLimit: bufferLimit ?? Self.queueBytes(waitingWhenBehind: waitWhenBehind),
      waitWhenBehind: waitWhenBehind, chunkBytes: BinaryLayout.targetChunkBytes)
  }

  /// How far the writer thread may fall behind by default. A writer that drops rather than waits
  /// holds 32 MiB to ride out bursts. One that waits needs no deep queue: 1 MiB (four batches)
  /// keeps the batches it refills in the caches, where a deep queue, always full when the
  /// recorder outpaces the disk, makes it write memory gone from them (3–6× the cost per event).
  static func queueBytes(waitingWhenBehind: Bool) -> Int {
    waitingWhenBehind ? 1 << 20 : 32 << 20
  }

  /// Writes to `output`'s descriptor, which it closes when finished; the caller then commits or
  /// abandons `output`.
  public convenience init(output: OutputFile, waitWhenBehind: Bool = false) {
    self.init(
      fd: output.fd, name: output.name,
      bufferLimit: Self.queueBytes(waitingWhenBehind: waitWhenBehind),
      waitWhenBehind: waitWhenBehind, chunkBytes: BinaryLayout.targetChunkBytes)
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
  }

  deinit {
    // Not finished: keep what was recorded, as a truncated trace.
    if !finished {
      if recording && batch.count > 0 { submit() }
      _ = thread.finish(complete: false, droppedAfter: 0)
    }
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
    live = LiveFlush.applies(to: header)
    self.strings = strings
    thread.begin(header: header)
  }

  /// Copies `events` into the batch, handing each full batch to the writer thread; counts them
  /// as dropped when not recording.
  public func record(_ events: UnsafeBufferPointer<TraceEvent>) {
    guard var from = events.baseAddress else { return }
    var left = events.count
    guard recording else {
      droppedHere += UInt64(left)
      return
    }
    while left > 0 {
      if batch.count == EventBatch.capacity { submit() }
      let count = min(EventBatch.capacity - batch.count, left)
      (batch.events + batch.count).initialize(from: from, count: count)
      batch.count += count
      from += count
      left -= count
    }
    if live && events.contains(where: LiveFlush.isPoint) { submit() }
  }

  /// Hands the recorder's strings added since the last call to the writer thread, with the batch.
  private func sendStrings() {
    let table = strings()
    guard table.count > sentStrings else { return }
    batch.newStrings += table[sentStrings...]
    sentStrings = table.count
  }

  private func submit() {
    sendStrings()
    if thread.submit(batch, wait: waitWhenBehind) {
      batch = thread.emptyBatch()
    } else {
      // The writer is behind: drop the events, keep the strings for the next batch.
      batch.droppedBefore += UInt64(batch.count)
      batch.count = 0
    }
  }

  /// Notes that `count` events were lost before the next one (a gap the recorder knows of).
  func recordDropped(_ count: UInt64) {
    guard recording else { return }
    if batch.count > 0 { submit() }
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
      if batch.count > 0 || !batch.newStrings.isEmpty { submit() }
      droppedAfter = batch.droppedBefore
    }
    recording = false
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
