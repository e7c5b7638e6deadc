import Testing
import TraceFormat

@Suite struct EventLookupTests {
  /// A salvaged trace lost events 4 to 6: the events after the gap are still found.
  @Test func findsEventsAfterAGap() {
    let seqs: [Seq] = [1, 2, 3, 7, 8, 9]
    let trace = Trace(
      header: TraceHeader(scenario: "gap", runtimeVersion: "test", clock: .deterministic),
      strings: [""], events: EventStore(seqs.map { TraceEvent(seq: $0, kind: .appear) }))
    #expect(trace.event(seq: 8)?.seq == 8)
    #expect(trace.index(ofSeq: 7) == 3)
    #expect(trace.event(seq: 3)?.seq == 3)
    #expect(trace.event(seq: 5) == nil)
    #expect(trace.event(seq: 10) == nil)
    #expect(trace.event(seq: 0) == nil)
  }
}
