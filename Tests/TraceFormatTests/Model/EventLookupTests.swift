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

  /// The same in packed chunks: a number is found where consecutive numbers put it, or by a
  /// search when a gap moved it, and a missing one is not found.
  @Test func findsPackedEventsAfterAGap() {
    let count = 3 * EventStore.chunkSize
    let seqs = (0..<UInt64(count)).map { Seq(rawValue: $0 < 5_000 ? $0 + 1 : $0 + 11) }
    let trace = Trace(
      header: TraceHeader(scenario: "gap", runtimeVersion: "test", clock: .deterministic),
      strings: [""],
      events: EventStore(seqs.map { TraceEvent(seq: $0, time: $0.rawValue * 2, kind: .appear) }))
    #expect(trace.event(seq: 4_000) == TraceEvent(seq: 4_000, time: 8_000, kind: .appear))
    #expect(trace.index(ofSeq: 4_000) == 3_999)
    #expect(trace.event(seq: 9_011) == TraceEvent(seq: 9_011, time: 18_022, kind: .appear))
    #expect(trace.index(ofSeq: 9_011) == 9_000)
    #expect(trace.event(seq: 5_005) == nil && trace.index(ofSeq: 5_005) == nil)
    #expect(trace.event(seq: Seq(rawValue: UInt64(count) + 11)) == nil)
  }
}
