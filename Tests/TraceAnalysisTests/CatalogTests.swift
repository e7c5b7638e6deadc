import DemoApps
import Testing
import TraceAnalysis
import TraceFormat

/// Every scenario of the catalog produces the finding kinds it expects, and no error or warning
/// of a kind it does not expect.
@MainActor @Suite struct CatalogTests {
  @Test(arguments: ScenarioCatalog.all.map(\.name))
  func scenarioProducesExactlyItsExpectedKinds(_ name: String) async throws {
    let scenario = try #require(ScenarioCatalog.scenario(named: name))
    let analysis = Analysis(trace: try await scenario.record())
    let kinds = Set(analysis.findings.map(\.kind))
    for expected in scenario.expect {
      #expect(
        kinds.contains(expected), "\(name) should report \(expected)\n\(analysis.explanation())")
    }
    let unexpected = analysis.findings.filter {
      $0.severity != .info && !scenario.expect.contains($0.kind)
    }
    #expect(
      unexpected.isEmpty, "\(name) reports \(unexpected.map(\.kind))\n\(analysis.explanation())")
  }
}
