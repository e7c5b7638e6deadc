/// Hands a recorder's events to its sinks in runs, so that recording an event calls no sink.
///
/// ``record(_:)`` stores the event in a run of the relay's own, small enough to stay in the
/// recording core's cache; the run goes to every sink, in order, when it is full and on
/// ``flush()``. A sink sees an event only after the next flush: the runtime flushes at the end
/// of every update and after every event it records between updates, so that sinks read between
/// updates hold everything recorded so far.
public final class SinkRelay {
  /// The events of a full run: 16 KiB, half a first-level data cache.
  public static let runLength = 256

  /// Emptied by ``finish()``: what is recorded after it goes nowhere.
  private var sinks: [any TraceSink]
  /// The run, and where its next event goes, in raw memory so that `record` does no reference
  /// counting or exclusivity checking.
  @usableFromInline let run: UnsafeMutablePointer<TraceEvent>
  @usableFromInline let next: UnsafeMutablePointer<UnsafeMutablePointer<TraceEvent>>

  /// Relays to `sinks`, in this order.
  public init(sinks: [any TraceSink]) {
    self.sinks = sinks
    run = .allocate(capacity: Self.runLength)
    next = .allocate(capacity: 1)
    next.initialize(to: run)
  }

  deinit {
    // Not finished: the sinks keep what was recorded, as a truncated trace.
    flush()
    run.deallocate()
    next.deallocate()
  }

  /// Starts the trace in every sink.
  public func begin(header: TraceHeader, strings: StringTable) {
    for sink in sinks { sink.begin(header: header, strings: strings) }
  }

  /// Adds `event` to the run, handing the run over when it is full.
  @inlinable
  public func record(_ event: TraceEvent) {
    let slot = next.pointee
    slot.initialize(to: event)
    next.pointee = slot + 1
    if slot + 1 == run + Self.runLength { flush() }
  }

  /// Hands the events recorded since the last flush to every sink.
  public func flush() {
    let count = next.pointee - run
    guard count > 0 else { return }
    let events = UnsafeBufferPointer(start: run, count: count)
    for sink in sinks { sink.record(events) }
    next.pointee = run
  }

  /// Flushes, then ends the trace in every sink. The first failure is thrown after all sinks
  /// were finished.
  public func finish() throws {
    flush()
    var firstError: (any Error)?
    for sink in sinks {
      do { try sink.finish() } catch { firstError = firstError ?? error }
    }
    sinks.removeAll()
    if let firstError { throw firstError }
  }
}
