import Testing
import TraceAnalysis
import TraceFormat
import ViewTraceKit

@testable import DemoApps

@Suite struct ScenarioCatalogTests {
  /// The finding kinds of the analyzer's catalog that accuse: all but the infos.
  static let kinds = Set(FindingKind.allCases.filter { $0.severity != .info })

  @Test func namesAreUniqueStableKebabCase() {
    let names = ScenarioCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(name)")
    }
  }

  @Test func atLeastTwentyScenariosExpectEveryFindingKind() {
    #expect(ScenarioCatalog.all.count >= 20)
    let expected = Set(ScenarioCatalog.all.flatMap(\.expect))
    #expect(expected == Self.kinds, "missing: \(Self.kinds.subtracting(expected))")
  }

  @Test func expectationsAccuseInfosDoNotAndSummariesFitOnALine() {
    for scenario in ScenarioCatalog.all {
      #expect(Set(scenario.expect).isSubset(of: Self.kinds), "\(scenario.name)")
      #expect(
        scenario.info.allSatisfy { $0.severity == .info || $0.milder?.severity == .info },
        "\(scenario.name)")
      #expect(!scenario.summary.isEmpty && !scenario.summary.contains("\n"), "\(scenario.name)")
    }
  }

  @Test func everyBuggyScenarioHasAFixedTwinInItsApp() {
    for scenario in ScenarioCatalog.all where !scenario.expect.isEmpty {
      #expect(
        ScenarioCatalog.all.contains { $0.app == scenario.app && $0.expect.isEmpty },
        "\(scenario.name) has no fixed twin")
    }
  }

  @MainActor @Test(arguments: ScenarioCatalog.all.filter(\.expect.isEmpty).map(\.name))
  func aFixedTwinMakesTheRuntimeWarnOfNothing(name: String) async throws {
    let trace = try await #require(ScenarioCatalog.scenario(named: name)).record()
    let warnings = trace.events.filter { $0.kind == .warning }.map { trace[$0.name] }
    #expect(warnings.isEmpty)
  }

  @MainActor @Test(arguments: ScenarioCatalog.all.map(\.name))
  func recordsTheSameTraceEveryTime(name: String) async throws {
    let scenario = try #require(ScenarioCatalog.scenario(named: name))
    let first = try await scenario.record()
    let second = try await scenario.record()
    #expect(first.header.scenario == name)
    #expect(first.header.clock == .deterministic)
    #expect(first.events.contains { $0.kind == .input })
    #expect(first == second)
  }
}
