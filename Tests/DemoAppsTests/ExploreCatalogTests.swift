import Testing
import TraceFormat
import ViewTraceKit

@testable import DemoApps

/// `explore` finds each planted bug without the scenario's script, in no more actions than the
/// script takes, and nothing in the fixed twins.
@MainActor
@Suite(.serialized) struct ExploreCatalogTests {
  nonisolated static let buggy = [
    "notes-refresh-flicker", "notes-navigation", "showtimes-unstructured-task",
    "showtimes-stale-day", "profile-branch-flip", "orders-index-identity", "orders-duplicate-ids",
    "article-toggle-carried", "article-id-whole-value", "cart-seeded-state",
    "search-write-during-body", "search-fetch-in-init", "counter-observed-object-recreated",
    "counter-legacy-unread",
  ]
  nonisolated static let fixed = [
    "notes-refresh-fixed", "notes-navigation-fixed", "showtimes-cancelled-handle",
    "profile-disabled-fixed", "orders-stable-ids", "article-id-reset", "cart-bindings",
    "search-task-id", "counter-state-object", "counter-observable", "showtimes-task-id",
  ]

  func explore(_ name: String) async throws -> ExplorationReport {
    try await Explorer(
      scenario: ScenarioCatalog.scenario(named: name)!, limits: .init(depth: 3, seconds: 600)
    ).run()
  }

  @Test(arguments: buggy) func findsThePlantedBug(_ name: String) async throws {
    let report = try await explore(name)
    let expected = Set(ScenarioCatalog.scenario(named: name)!.expect)
    let found = report.discoveries.filter { expected.contains($0.finding.kind) }
    #expect(Set(found.map(\.finding.kind)) == expected, "\(report.discoveries.map(\.finding.kind))")
    #expect(found.allSatisfy { $0.actions.count <= 3 })
    #expect(report.complete)
  }

  @Test(arguments: fixed) func findsNothingInTheFixedTwin(_ name: String) async throws {
    let report = try await explore(name)
    #expect(report.discoveries.map(\.finding.kind) == [])
  }

  @Test func aDiscoveryTraceShowsItsFinding() async throws {
    let report = try await explore("profile-branch-flip")
    let discovery = try #require(report.discoveries.first)
    #expect(
      discovery.actions.map(\.description) == [
        "try await driver.tap(\"Edit\")", "try await driver.type(\"a\", into: \"Name\")",
        "try await driver.tap(\"Done\")",
      ])
    #expect(discovery.trace.events.contains { $0.kind == .slotDestroy })
  }
}
