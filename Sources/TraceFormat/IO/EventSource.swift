/// A decoder of one trace encoding, delivering events a run (a chunk, or a batch of lines) at a time.
protocol EventSource: AnyObject {
  var header: TraceHeader { get }
  /// The string table so far.
  var strings: [String] { get }
  var report: ReadReport { get }
  /// Fills `events` with the next run and returns how many events were dropped before it, or
  /// returns nil at the end of the trace.
  func nextRun(into events: EventBuffer) throws(TraceFormatError) -> UInt64?
}

/// The header given to a trace whose own header was lost to corruption (with `salvage`).
let lostHeader = TraceHeader(scenario: "<lost>", runtimeVersion: "<lost>", clock: .live)
