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

/// A sink that keeps the whole trace in memory, for tests and for analysis right after recording.
public final class MemorySink: TraceSink {
  public private(set) var header: TraceHeader?
  public private(set) var strings = StringTable()
  public private(set) var events: [TraceEvent] = []

  public init() {}

  public func begin(header: TraceHeader, strings: StringTable) {
    self.header = header
    self.strings = strings
    events.removeAll()
  }

  public func record(_ event: TraceEvent) { events.append(event) }

  public func finish() throws {}

  /// The trace recorded so far.
  public var trace: Trace {
    Trace(
      header: header ?? TraceHeader(scenario: "", runtimeVersion: "", clock: .live),
      strings: strings.strings, events: events)
  }
}
