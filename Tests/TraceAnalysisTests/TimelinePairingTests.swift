import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

/// The one place that pairs beginnings with ends: what the exporters' layout and `diff` read.
@Suite struct TimelinePairingTests {
  @Test func appearAndDisappearPairPerIdentity() {
    let b = TraceBuilder()
    let first = b.add(.appear, "List/Row[1]", name: "Row")
    let second = b.add(.appear, "List/Row[2]", name: "Row")
    let gone = b.add(.disappear, "List/Row[1]", name: "Row")
    let back = b.add(.appear, "List/Row[1]", name: "Row")
    let lost = b.add(.disappear, "List/Row[3]", name: "Row")
    let timeline = Timeline(trace: b.trace)
    #expect(
      timeline.appearances.map { [$0.appeared, $0.disappeared] } == [
        [first, gone], [second, 0], [back, 0], [0, lost],
      ])
    #expect(timeline.appearances.map { timeline[$0.identity] }.last == "List/Row[3]")
  }

  @Test func bodiesPairPerIdentityEvenWhenOneRunsInsideAnother() {
    let b = TraceBuilder()
    let outer = b.add(.bodyBegin, "A", name: "A")
    let inner = b.add(.bodyBegin, "A/B", name: "B")
    let innerEnd = b.add(.bodyEnd, "A/B", name: "B")
    let outerEnd = b.add(.bodyEnd, "A", name: "A")
    let timeline = Timeline(trace: b.trace)
    #expect(
      timeline.bodies.map { [$0.begin, $0.end] } == [[outer, outerEnd], [inner, innerEnd]])
  }

  @Test func inputsAndTaskLabelsAreKept() {
    let b = TraceBuilder()
    let tap = b.add(.input, "A/Button", code: InputAction.tap.rawValue, name: "\"Go\"")
    b.add(.taskStart, "A", code: TaskKind.task.rawValue, name: "refresh", value: 4)
    let timeline = Timeline(trace: b.trace)
    #expect(timeline.inputs == [tap])
    #expect(timeline.tasks.map { timeline[$0.name] } == ["refresh"])
  }

  /// A salvaged trace that lost an identity's insertion still shows its removal.
  @Test func aRemovalWithoutItsInsertionClosesAStay() {
    let b = TraceBuilder()
    let removed = b.add(
      .identity, "A/B", code: IdentityDecision.removed.rawValue,
      reason: DecisionReason.branchFlipped.rawValue, name: "B")
    let timeline = Timeline(trace: b.trace)
    #expect(timeline.identities.map { [$0.inserted, $0.removed] } == [[0, removed]])
  }
}
