import DemoApps
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewRuntime
import ViewTraceKit

@MainActor @Suite struct EffectTests {
  @Test func goingBackRunsTheListsTaskAgain() async throws {
    let trace = try await ScenarioCatalog.scenario(named: "notes-navigation")!.record()
    let finding = try Analysis(trace: trace).finding(.effectDuplicate)
    #expect(finding.summary.contains("GET /notes ran again after pop"))
    #expect(
      finding.summary.contains(
        "(and 1 more time), by appear again: List appeared again (navigation back)"))
  }

  @Test func aTaskIDKeyedByTheWholeItemRestartsTheSameRequest() async throws {
    let analysis = try await analyze(ItemHost()) { driver in
      try await driver.tap("Rename")
    }
    #expect(analysis.kinds == [.effectDuplicate])
    let finding = try analysis.finding(.effectDuplicate)
    #expect(finding.summary.hasPrefix("GET /items/7 ran again after tap #"))
    #expect(finding.summary.contains("by a .task(id:) restart"))
    let lines = analysis.chainLines(of: finding)
    // The first run, at the appearance, and the restart the tap caused.
    #expect(lines.first == "appear .task(id:)")
    #expect(lines.contains("input tap \"Rename\""))
    #expect(lines.contains("invalidate @self(item) (parent-inputs)"))
    #expect(lines.contains("body ItemDetail"))
    #expect(lines.last == "GET /items/7 began (effect 2)")
  }

  @Test func aModelMadeInTheBodyLoadsOnEveryEvaluation() async throws {
    let analysis = try await analyze(ProfileHost()) { driver in
      try await driver.tap("Tap")
    }
    #expect(Set(analysis.kinds) == [.effectDuplicate, .effectInBody])
    let duplicate = try analysis.finding(.effectDuplicate)
    #expect(duplicate.summary.contains("by a model re-created"))
    #expect(duplicate.summary.contains("ProfileHost.body"))
    let inBody = try analysis.finding(.effectInBody)
    #expect(
      inBody.summary.hasPrefix("effect GET /profile was started from a body or a view's init"))
    #expect(
      inBody.sites == [
        SourceSite.of(
          "Task { await withEffect(\"GET /profile\")", in: "TraceAnalysisTests/Screens.swift",
          after: "@MainActor final class ProfileLoader")
      ])
  }
}
