import Foundation

/// The runtime's file sink: streams a trace to a binary `.vtrace` file as it is recorded.
///
/// `record` encodes into memory; full chunks (about 32 KiB) go to a background thread that
/// writes them. If that thread falls more than `bufferLimit` bytes behind or a write fails, whole
/// chunks are dropped, counted, and noted in the file; `finish()` then throws. Nothing here traps.
/// A recorder killed mid-trace leaves every chunk written so far readable.
public final class TraceFileWriter: TraceSink {
  /// The file being written.
  public let url: URL
  /// Events recorded and handed to the file so far.
  public private(set) var writtenEvents: UInt64 = 0
  /// Events lost because the file could not keep up or could not be written.
  public private(set) var droppedEvents: UInt64 = 0

  private let file: ChunkFile
  private let waitWhenBehind: Bool
  private var encoder: ChunkEncoder?
  private var finished = false
  /// The chunk size threshold; only tests change it from the format's.
  var chunkBytes = BinaryLayout.targetChunkBytes

  /// Creates (or truncates) the file at `url`. With `waitWhenBehind`, `record` waits for the disk
  /// instead of dropping (for converters, not for live recording).
  public init(url: URL, bufferLimit: Int = 16 << 20, waitWhenBehind: Bool = false) throws(TraceFormatError) {
    self.url = url
    self.waitWhenBehind = waitWhenBehind
    file = try ChunkFile(path: url.path, capacity: bufferLimit)
  }

  deinit {
    if !finished { _ = file.drainAndClose() }
  }

  public func begin(header: TraceHeader, strings: StringTable) {
    begin(header: header) { $0 < strings.count ? strings[Sym(rawValue: UInt32($0))] : nil }
  }

  /// Starts a trace whose symbols' text `text` gives (nil for a symbol that does not exist).
  func begin(header: TraceHeader, text: @escaping (Int) -> String?) {
    guard encoder == nil, !finished else { return }
    encoder = ChunkEncoder(chunkBytes: chunkBytes, text: text)
    _ = file.submit(nil, BinaryLayout.fileHeader, wait: true)
    _ = file.submit(.header, HeaderChunk.encode(header), wait: true)
  }

  public func record(_ event: TraceEvent) {
    guard let encoder, !finished else {
      droppedEvents += 1
      return
    }
    if encoder.encode(event) { flush(encoder) }
  }

  /// Notes that `count` events were lost before the next one (a gap the recorder knows of).
  func recordDropped(_ count: UInt64) {
    guard let encoder, !finished else { return }
    flush(encoder)
    encoder.pendingDropped += count
    droppedEvents += count
  }

  private func flush(_ encoder: ChunkEncoder) {
    guard let chunk = encoder.takeChunk() else { return }
    if file.submit(.events, chunk.payload, wait: waitWhenBehind) {
      writtenEvents += UInt64(chunk.eventCount)
    } else {
      encoder.discard(chunk)
      droppedEvents += UInt64(chunk.eventCount)
    }
  }

  public func finish() throws {
    try finish(complete: true)
  }

  /// Flushes, writes the end chunk if `complete` (a copy of a truncated trace stays truncated),
  /// and closes the file.
  func finish(complete: Bool) throws(TraceFormatError) {
    guard !finished else { return }
    if let encoder { flush(encoder) }
    if complete && encoder != nil {
      _ = file.submit(.end, EndChunk(events: writtenEvents, dropped: droppedEvents).encode(), wait: true)
    }
    finished = true
    let name = url.lastPathComponent
    if let failure = file.drainAndClose() {
      let lost = droppedEvents > 0 ? "; \(droppedEvents) events lost" : ""
      throw TraceFormatError(file: name, problem: .writeFailed(failure + lost))
    }
    if droppedEvents > 0 && waitWhenBehind == false {
      throw TraceFormatError(file: name, problem: .eventsDropped(droppedEvents))
    }
  }
}
