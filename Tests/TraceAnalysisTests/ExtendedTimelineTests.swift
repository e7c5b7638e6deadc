import DemoApps
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewRuntime
import ViewTraceKit

/// A timeline gone on from an earlier trace of the same recording (`Timeline.extend(to:)`, as
/// `explore` does for a screen kept open) equals the timeline built from the start, and so do
/// its findings: on the catalog's screens played action by action, and on the recorded traces
/// cut after every update.
@MainActor @Suite struct ExtendedTimelineTests {
  /// Each scenario's screen, started and then given its first offered action three times, with
  /// the timeline extended after each step and after time passes and the screen stops.
  @Test(arguments: ScenarioCatalog.all.map(\.name))
  func aScreenPlayedOnGivesTheSameTimeline(_ name: String) async throws {
    let scenario = try #require(ScenarioCatalog.scenario(named: name))
    let driver = scenario.makeDriver(traceName: name)
    try await driver.start()
    var timeline = Timeline(trace: driver.trace)
    expectSame(timeline, Timeline(trace: driver.trace), "\(name) at start")
    for step in 1...3 {
      guard let action = driver.possibleActions().first else { break }
      guard (try? await driver.perform(action)) != nil else { break }
      timeline.extend(to: driver.trace)
      expectSame(timeline, Timeline(trace: driver.trace), "\(name) after action \(step)")
    }
    try await driver.advance(by: .seconds(60))
    let trace = try driver.finish()
    timeline.extend(to: trace)
    expectSame(timeline, Timeline(trace: trace), "\(name) at the end")
  }

  /// Each recorded trace in traces/, cut after updates spread over it (every update, up to 24
  /// of them) and gone on from there to its end.
  @Test(arguments: Repository.traceNames)
  func aRecordedTraceCutAfterAnyUpdateGivesTheSameTimeline(_ name: String) throws {
    let (trace, _) = try Repository.trace(named: name)
    let whole = Timeline(trace: trace)
    let ends = trace.events.indices.filter { trace.events[$0].kind == .updateEnd }
    for end in stride(from: 0, to: ends.count, by: max(1, ends.count / 24)).map({ ends[$0] }) {
      var cut = trace
      cut.events = EventStore(trace.events[...end])
      var timeline = Timeline(trace: cut)
      timeline.extend(to: trace)
      expectSame(timeline, whole, "\(name) cut after \(end)")
    }
  }

  /// A trace that does not begin as the timeline's ends is read from the start.
  @Test func anotherTraceIsReadFromTheStart() throws {
    let (first, _) = try Repository.trace(named: "counter-observable.vtrace")
    let (second, _) = try Repository.trace(named: "cart-bindings.vtrace")
    var timeline = Timeline(trace: first)
    timeline.extend(to: second)
    expectSame(timeline, Timeline(trace: second), "other")
  }

  private func expectSame(_ a: Timeline, _ b: Timeline, _ what: String) {
    #expect(a.trace == b.trace, "\(what): trace")
    #expect(a.identities == b.identities, "\(what): identities")
    #expect(a.appearances == b.appearances, "\(what): appearances")
    #expect(a.slots == b.slots, "\(what): slots")
    #expect(a.tasks == b.tasks, "\(what): tasks")
    #expect(a.effects == b.effects, "\(what): effects")
    #expect(a.bodies == b.bodies, "\(what): bodies")
    #expect(a.updates == b.updates, "\(what): updates")
    #expect(a.inputs == b.inputs, "\(what): inputs")
    #expect(a.warnings == b.warnings, "\(what): warnings")
    #expect(a.publishedReads == b.publishedReads, "\(what): published reads")
    #expect(a.resets == b.resets, "\(what): resets")
    #expect(
      Analysis(timeline: a).findings == Analysis(timeline: b).findings, "\(what): findings")
  }
}
