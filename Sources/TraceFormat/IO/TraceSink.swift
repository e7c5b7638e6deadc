/// Where a recorder sends events. Sinks are used from one thread at a time, in order:
/// `begin`, any number of `record`, then `finish`.
public protocol TraceSink: AnyObject {
  /// Starts a trace. `strings` is the recorder's table; every `Sym` in later events refers to it,
  /// and it only ever grows.
  func begin(header: TraceHeader, strings: StringTable)
  /// Records one event. Must be fast: it runs inside every update.
  func record(_ event: TraceEvent)
  /// Ends the trace and flushes it. Throws if what was recorded could not be kept.
  func finish() throws
}
