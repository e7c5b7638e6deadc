import TraceFormat

/// A sink that only counts what is recorded: the events, and the bodies begun. Section 1 reads
/// its counts instead of `driver.trace`, which gathers every event recorded so far into an
/// array on each read: work of the benchmark's, not of the runtime's, that showed in profiles.
final class EventCounter: TraceSink {
  private(set) var events = 0
  private(set) var bodies = 0

  func begin(header: TraceHeader, strings: StringTable) {}

  func record(_ events: UnsafeBufferPointer<TraceEvent>) {
    self.events += events.count
    for event in events where event.kind == .bodyBegin { bodies += 1 }
  }

  func finish() throws {}
}
