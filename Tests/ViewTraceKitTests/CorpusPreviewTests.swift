import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// The corpus (Tests/Corpus): screen files written as Apple's samples, the well-known courses
/// and open-source apps write them, compiled as a user's module with `import ViewRuntime` only,
/// each driven by its `#Preview`s.
@MainActor @Suite struct CorpusPreviewTests {
  /// The corpus's previews as scenarios, by file and line.
  nonisolated static let registry = ScenarioRegistry(
    previews: Preview.all.filter { $0.module == "ScreenCorpus" })
  nonisolated static let names = registry.all.map(\.name)

  @Test func everyFileOfTheCorpusHasItsPreviews() {
    #expect(
      Self.names == [
        "BookSearch", "No books", "ExpenseTracker", "Add expense", "HabitDashboard", "Card",
        "LandmarkList", "Landmark row", "MailboxToolbar", "OnboardingPager", "ProfileHost",
        "RecipeSteps", "Checklist", "ScrumEditor", "Editing a new scrum", "SettingsForm",
      ])
  }

  @Test(arguments: names)
  func eachPreviewRecordsAndExploresWithoutAWarning(_ name: String) async throws {
    let scenario = try #require(Self.registry.scenario(named: name))
    let trace = try await scenario.record()
    #expect(trace.events.filter { $0.kind == .warning }.map { trace[$0.name] } == [])
    let report = try await Explorer(scenario: scenario, limits: .init(depth: 2, seconds: 60))
      .run()
    // Every screen but the two rows offers actions that lead somewhere.
    #expect(report.states > 1 || ["Card", "Landmark row"].contains(name))
    let warnings = report.discoveries.filter { $0.finding.severity <= .warning }
    #expect(warnings.map(\.finding.summary) == [])
  }

}
