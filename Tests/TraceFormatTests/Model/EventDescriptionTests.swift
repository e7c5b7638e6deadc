import Testing
import TraceFormat

/// One function says what an event is: every field for comparing events, or a phrase for
/// reading them.
@Suite struct EventDescriptionTests {
  @Test func describesAnEventFieldByFieldOrAsAPhrase() {
    let strings = StringTable()
    let write = TraceEvent(
      seq: 7, time: 1_500_000, update: 2, cause: 5, kind: .slotWrite,
      identity: strings.intern("App/Counter"), code: Writer.task.rawValue,
      name: strings.intern("_count"), before: strings.intern("0"), after: strings.intern("1"),
      value: 3)
    let trace = Trace(
      header: TraceHeader(scenario: "t", runtimeVersion: "t", clock: .deterministic),
      strings: strings.strings, events: [write])
    let fields =
      #"#7 u2 1.500 ms slot-write App/Counter task name="_count" before="0" after="1" value=3 ← #5"#
    #expect(trace.describe(write) == fields)
    #expect(trace.describe(write, as: .fields) == fields)
    #expect(trace.describe(write, as: .prose) == "_count 0 → 1 (by task)")
  }
}
