import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewTraceKit

/// One trace where two invalidations precede one body: the timeline decides the cause once,
/// and `why` and `explain` say the same.
@Suite struct BodyCauseTests {
  let trace = SampleTrace.twoInvalidationsBeforeOneBody()

  @Test func theTimelineNamesTheInvalidationTheBodyRanFor() throws {
    let timeline = Timeline(trace: trace)
    let body = try #require(timeline.bodies.first { $0.begin == 20 })
    #expect(body.cause == .parentInputs)
    #expect(body.causeEvent == 18)
    #expect(body.invalidations == 2)
    #expect(body.causeReason == InvalidationReason.parentInputs.rawValue)
  }

  @Test func aNewIdentityAndTheRootsFirstBodyRanForTheirIdentity() {
    let timeline = Timeline(trace: trace)
    let first = timeline.bodies.filter { $0.update == 1 }
    #expect(first.map(\.cause) == [.newIdentity, .newIdentity])
    #expect(first.map(\.causeEvent) == [0, 5])
    #expect(timeline.bodies.first { $0.begin == 15 }?.cause == .slot)
  }

  @Test func whyListsTheCauseFirst() throws {
    let reasons = Timeline(trace: trace).why("Greeting", update: 2)
    let reason = try #require(reasons.first)
    #expect(reasons.count == 1)
    #expect(reason.cause == .parentInputs)
    #expect(reason.tokens == ["@self(name)", "\\.locale"])
  }

  @Test func explainFollowsTheSameCause() throws {
    let analysis = Analysis(trace: trace)
    let finding = try analysis.finding(.stateSeededFromParent)
    #expect(analysis.chainLines(of: finding).last == "invalidate @self(name) (parent-inputs)")
    #expect(analysis.explanation().contains("invalidate @self(name) (parent-inputs)"))
  }
}
