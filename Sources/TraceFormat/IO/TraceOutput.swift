import Foundation

/// A destination for a stream of trace items, in either encoding: what conversion writes to.
protocol TraceOutput: AnyObject {
  /// Starts the trace; `strings` returns the (growing) table that the items' symbols refer to.
  func begin(header: TraceHeader, strings: @escaping () -> [String])
  func write(_ item: TraceItem)
  /// Ends the trace, with its end record if `complete`, and closes the file.
  func finish(complete: Bool) throws(TraceFormatError)
}

extension TraceFileWriter: TraceOutput {
  func write(_ item: TraceItem) {
    switch item {
    case .event(let e): record(e)
    case .dropped(let n): recordDropped(n)
    }
  }
}

/// Writes JSON Lines to a file, a megabyte at a time.
final class JSONLinesFileWriter: TraceOutput {
  private let name: String
  private let fd: Int32
  private let encoder = JSONLinesEncoder()
  private var table: () -> [String] = { [""] }
  private var strings: [String] = [""]
  private var events: UInt64 = 0
  private var dropped: UInt64 = 0
  private var failure: String?
  private var closed = false

  init(url: URL) throws(TraceFormatError) {
    name = url.lastPathComponent
    fd = try PosixFile.create(url.path)
  }

  deinit {
    if !closed { _ = PosixFile.close(fd) }
  }

  func begin(header: TraceHeader, strings: @escaping () -> [String]) {
    table = strings
    encoder.header(header)
  }

  func write(_ item: TraceItem) {
    switch item {
    case .event(let e):
      let top = Int(max(e.identity, e.name, e.type, e.site, e.before, e.after).rawValue)
      if top >= strings.count { strings = table() }
      encoder.event(e, strings: strings)
      events += 1
    case .dropped(let n):
      encoder.dropped(n)
      dropped += n
    }
    if encoder.out.count >= 1 << 20 { flush() }
  }

  private func flush() {
    if failure == nil {
      failure = PosixFile.write(
        fd, UnsafeRawBufferPointer(start: encoder.out.base, count: encoder.out.count))
    }
    encoder.out.removeAll()
  }

  func finish(complete: Bool) throws(TraceFormatError) {
    if complete { encoder.end(EndChunk(events: events, dropped: dropped)) }
    flush()
    closed = true
    if let error = PosixFile.close(fd), failure == nil { failure = error }
    if let failure { throw TraceFormatError(file: name, problem: .writeFailed(failure)) }
  }
}
