import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A view that loads from two places at once gets one finding that names both and says to load
/// from one place.
@MainActor @Suite struct DoubleLoadTests {
  @Test func aTaskAndAnAppearTaskLoadingOneURLAreOneFinding() async throws {
    let analysis = try await analyze(TaskAndAppearRecipes(), fixtures: RecipesAPI.fixtures)
    let finding = try analysis.finding(.effectDuplicate)
    let site = "TraceAnalysisTests/DoubleLoadScreens.swift"
    #expect(
      finding.summary
        == "GET https://api.example.com/recipes?page=1 was requested twice at once, by "
        + "Task { } at \(site):37 and .task at \(site):36, both started as "
        + "TaskAndAppearRecipes appeared")
    #expect(finding.fix.hasPrefix("Load from one place: "))
    #expect(finding.sites == ["\(site):37", "\(site):36"])
    let chain = finding.chain.compactMap { analysis.timeline.trace.event(seq: $0) }
    #expect(chain.filter { $0.kind == .effectBegin }.count == 2)
    #expect(chain.filter { $0.kind == .taskStart }.count == 2)
    #expect(chain.filter { $0.kind == .appear }.count == 2)
  }

  @Test func aScreenAndItsListLoadingOneURLNameTheScreen() async throws {
    let analysis = try await analyze(ParentAndChildRecipes(), fixtures: RecipesAPI.fixtures)
    let finding = try analysis.finding(.effectDuplicate)
    #expect(finding.summary.hasSuffix("both started as ParentAndChildRecipes appeared"))
  }
}

/// A request no fixture answers is one clear line in `explain`, and the screen still settles.
@MainActor @Suite struct UnansweredRequestTests {
  @Test func eachUnansweredRequestIsOneInfoThatNamesIt() async throws {
    let analysis = try await analyze(PrefetchingRecipes())
    let unanswered = analysis.findings.filter { $0.kind == .effectUnanswered }
    #expect(
      unanswered.map(\.summary).sorted() == [
        "unanswered request: no fixture answers GET https://api.example.com/recipes?page=1, so it failed at once",
        "unanswered request: no fixture answers GET https://api.example.com/recipes?page=2, so it failed at once",
      ])
    #expect(unanswered.allSatisfy { $0.severity == .info })
    #expect(analysis.findings.count == 2)
    let text = analysis.explanation()
    #expect(text.contains("no fixture answers GET https://api.example.com/recipes?page=2"))
  }
}
