/// Where a recorder sends events. Sinks are used from one thread at a time, in order:
/// `begin`, any number of `record`, then `finish`.
public protocol TraceSink: AnyObject {
  /// Starts a trace. `strings` is the recorder's table; every `Sym` in later events refers to it,
  /// and it only ever grows.
  func begin(header: TraceHeader, strings: StringTable)
  /// Records a run of events, in order. Must be fast: it runs inside every update. The runtime
  /// hands its events in runs of up to ``SinkRelay/runLength`` (see ``SinkRelay``).
  func record(_ events: UnsafeBufferPointer<TraceEvent>)
  /// Ends the trace and flushes it. Throws if what was recorded could not be kept.
  func finish() throws
}

extension TraceSink {
  /// Records one event: for writers that have one at a time (converters, tests).
  public func record(_ event: TraceEvent) {
    withUnsafePointer(to: event) { record(UnsafeBufferPointer(start: $0, count: 1)) }
  }
}
