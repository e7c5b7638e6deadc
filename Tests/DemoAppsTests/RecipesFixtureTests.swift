import Foundation
import Testing
import TraceFormat
import ViewTraceKit

@testable import DemoApps

/// The recipes app answers from traces/recipes.har, whose text it carries.
@MainActor @Suite struct RecipesFixtureTests {
  @Test func theCarriedArchiveIsTheCheckedInFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let file = try String(
      contentsOf: root.appendingPathComponent("traces/recipes.har"), encoding: .utf8)
    #expect(RecipesAPI.archive == file.trimmingCharacters(in: .newlines))
  }

  @Test func everyRequestIsAnsweredFromTheArchiveAtItsRecordedTime() async throws {
    let trace = try await #require(ScenarioCatalog.scenario(named: "recipes-single-load"))
      .record()
    let begins = trace.events.filter { $0.kind == .effectBegin }
    let ends = trace.events.filter { $0.kind == .effectEnd }
    #expect(
      begins.map { trace[$0.name] } == [
        "GET https://api.example.com/recipes?sort=popular", "GET https://api.example.com/recipes/1",
      ])
    #expect(ends.allSatisfy { $0.code == EffectOutcome.succeeded.rawValue })
    #expect(zip(begins, ends).map { $1.time - $0.time } == [180_000_000, 120_000_000])
    #expect(!trace.events.contains { $0.kind == .warning })
  }
}
