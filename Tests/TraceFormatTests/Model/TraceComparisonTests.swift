import Testing

@testable import TraceFormat

@Suite struct TraceComparisonTests {
  /// A small trace: an input, the write it made and a removal, with strings in `order`.
  private func trace(
    order: [String] = ["Screen", "_name", "\"\"", "\"Ada\"", "Screen/Field"],
    name: String = "\"Ada\""
  )
    -> Trace
  {
    let strings = [""] + order
    func sym(_ s: String) -> Sym { Sym(rawValue: UInt32(strings.firstIndex(of: s)!)) }
    var events = [
      TraceEvent(
        seq: 1, time: 0, kind: .input, identity: sym("Screen/Field"),
        code: InputAction.typeText.rawValue),
      TraceEvent(
        seq: 2, time: 0, cause: 1, kind: .slotWrite, identity: sym("Screen"),
        code: Writer.action.rawValue,
        name: sym("_name"), before: sym("\"\""), after: sym(name)),
      TraceEvent(
        seq: 3, time: 1_500, update: 1, cause: 2, kind: .identity, identity: sym("Screen/Field"),
        code: IdentityDecision.removed.rawValue, reason: DecisionReason.branchFlipped.rawValue,
        name: sym("Screen")),
    ]
    if !strings.contains(name) { events.removeAll() }
    return Trace(
      header: TraceHeader(scenario: "s", runtimeVersion: "1", clock: .deterministic),
      strings: strings,
      events: EventStore(events))
  }

  @Test func theSameEventsWithTheirStringsNumberedDifferentlyAreTheSame() {
    let a = trace()
    let b = trace(order: ["Screen/Field", "\"Ada\"", "\"\"", "_name", "Screen"])
    #expect(a.strings != b.strings)
    #expect(TraceComparison.firstDivergence(expected: a, actual: b) == nil)
  }

  @Test func aChangedValueIsFoundWithTheFieldThatDiffers() throws {
    let a = trace()
    let b = trace(
      order: ["Screen", "_name", "\"\"", "\"Grace\"", "Screen/Field"], name: "\"Grace\"")
    let divergence = try #require(TraceComparison.firstDivergence(expected: a, actual: b))
    #expect(divergence.index == 1)
    #expect(divergence.fields == ["after"])
    let report = TraceComparison.report(divergence, expected: a, actual: b)
    #expect(report.contains("after: \"\"Ada\"\" (recorded) ≠ \"\"Grace\"\" (new)"))
    #expect(report.contains("    #1 u0 0 µs input Screen/Field type-text ← #0"))
    #expect(
      report.contains(
        "  - #2 u0 0 µs slot-write Screen action name=\"_name\" before=\"\\\"\\\"\" after=\"\\\"Ada\\\"\" value=0 ← #1"
      ))
    #expect(report.contains("  + #2 u0 0 µs slot-write Screen action"))
    #expect(report.contains("  - #3 u1 2 µs identity Screen/Field removed (branch-flipped)"))
  }

  @Test func aChangedCodeOrReasonIsNamed() throws {
    let a = trace()
    var b = trace()
    b.events[2].reason = DecisionReason.idChanged.rawValue
    b.events[2].cause = 1
    let divergence = try #require(TraceComparison.firstDivergence(expected: a, actual: b))
    #expect(divergence.fields == ["cause", "reason"])
    let report = TraceComparison.report(divergence, expected: a, actual: b, context: 1)
    #expect(report.contains("reason: branch-flipped (recorded) ≠ id-changed (new)"))
    #expect(report.contains("cause: #2 (recorded) ≠ #1 (new)"))
    #expect(!report.contains("#1 u0"), "one event of context only")
  }

  @Test func aTraceThatEndsEarlyDivergesWhereItEnds() throws {
    let a = trace()
    var b = trace()
    b.events.removeLast()
    let divergence = try #require(TraceComparison.firstDivergence(expected: a, actual: b))
    #expect(divergence.index == 2 && divergence.actual == nil && divergence.expected != nil)
    let report = TraceComparison.report(divergence, expected: a, actual: b)
    #expect(report.contains("the new trace ends here; the recorded one goes on"))
    #expect(report.contains("  - #3 u1"))
  }

  @Test func aMissingEventIsNamedWhenTheRestLinesUpAgain() throws {
    let a = trace()
    var b = trace()
    b.events.remove(at: 1)
    b.events[1].seq = 2
    let divergence = try #require(TraceComparison.firstDivergence(expected: a, actual: b))
    #expect(divergence.index == 1)
    let report = TraceComparison.report(divergence, expected: a, actual: b)
    #expect(
      report.contains(
        "the new trace lacks this recorded event; the events after it line up again:\n    #2 u0 0 µs slot-write Screen"
      ))
    let reverse = try #require(TraceComparison.firstDivergence(expected: b, actual: a))
    #expect(
      TraceComparison.report(reverse, expected: b, actual: a).contains(
        "the new trace has an extra event here; the events after it line up again:\n    #2 u0 0 µs slot-write"
      ))
  }

  @Test func aDifferentKindIsReportedAsSuch() throws {
    let a = trace()
    var b = trace()
    b.events[0].kind = .warning
    let divergence = try #require(TraceComparison.firstDivergence(expected: a, actual: b))
    #expect(divergence.index == 0 && divergence.fields == ["kind"])
  }
}
