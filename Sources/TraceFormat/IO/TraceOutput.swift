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

/// Writes JSON Lines to a file, a megabyte at a time, and a live trace also at each
/// ``LiveFlush`` point.
final class JSONLinesFileWriter: TraceOutput {
  private let file: OwnedDescriptor
  private let encoder = JSONLinesEncoder()
  private var table: () -> [String] = { [""] }
  private var strings: [String] = [""]
  private var events: UInt64 = 0
  private var dropped: UInt64 = 0
  private var failure: String?
  private var live = false

  /// Writes to `fd`, which it closes when finished; `name` is for messages.
  init(fd: Int32, name: String) {
    file = OwnedDescriptor(fd: fd, name: name)
  }

  func begin(header: TraceHeader, strings: @escaping () -> [String]) {
    table = strings
    live = LiveFlush.applies(to: header)
    encoder.header(header)
    // On disk before the first event, so that a recorder killed from now on leaves a trace.
    flush()
  }

  func write(_ item: TraceItem) {
    switch item {
    case .event(let e):
      let top = Int(max(e.identity, e.name, e.type, e.site, e.before, e.after).rawValue)
      if top >= strings.count { strings = table() }
      encoder.event(e, strings: strings)
      events += 1
      if live && LiveFlush.isPoint(e) {
        flush()
        return
      }
    case .dropped(let n):
      encoder.dropped(n)
      dropped = dropped.saturatingAdd(n)
    }
    if encoder.out.count >= 1 << 20 { flush() }
  }

  private func flush() {
    if failure == nil {
      failure = PosixFile.write(
        file.fd, UnsafeRawBufferPointer(start: encoder.out.base, count: encoder.out.count))
    }
    encoder.out.removeAll()
  }

  func finish(complete: Bool) throws(TraceFormatError) {
    if complete { encoder.end(EndChunk(events: events, dropped: dropped)) }
    flush()
    try file.close(after: failure)
  }
}

/// A recorder's sink that streams to a ``TraceOutput``: how `record` writes JSON Lines as it goes.
final class OutputSink: TraceSink {
  private let output: any TraceOutput

  init(_ output: any TraceOutput) { self.output = output }

  func begin(header: TraceHeader, strings: StringTable) {
    output.begin(header: header) { strings.strings }
  }

  func record(_ events: UnsafeBufferPointer<TraceEvent>) {
    for event in events { output.write(.event(event)) }
  }

  func finish() throws { try output.finish(complete: true) }
}

/// A sink that puts its output file in place (``OutputFile/publish()``) as soon as the header is
/// on disk, so that the file never appears under its own name without a readable header.
final class PublishingSink: TraceSink {
  private let inner: any TraceSink
  private let file: OutputFile
  private var failure: TraceFormatError?

  init(_ inner: any TraceSink, publishing file: OutputFile) {
    self.inner = inner
    self.file = file
  }

  func begin(header: TraceHeader, strings: StringTable) {
    inner.begin(header: header, strings: strings)
    do { try file.publish() } catch { failure = error }
  }

  func record(_ events: UnsafeBufferPointer<TraceEvent>) { inner.record(events) }

  func finish() throws {
    try inner.finish()
    if let failure { throw failure }
  }
}

extension TraceFiles {
  /// A recorder's sink that streams the trace to `file` in `format` as it is recorded, so that a
  /// recorder killed midway leaves a readable truncated trace (XML excepted: it is written whole
  /// when the trace finishes). The header is written before the first event; an atomic `file` is
  /// put in place right after it, so that it appears under its own name already readable. The
  /// sink closes the file when finished; the caller then commits (a no-op once published) or
  /// abandons it.
  public static func sink(writing file: OutputFile, format: TraceFileFormat) -> any TraceSink {
    let sink: any TraceSink =
      switch format {
      case .binary: TraceFileWriter(output: file, waitWhenBehind: true)
      case .jsonLines: OutputSink(JSONLinesFileWriter(fd: file.fd, name: file.name))
      case .xml: OutputSink(XMLFileWriter(fd: file.fd, name: file.name))
      }
    return PublishingSink(sink, publishing: file)
  }
}
