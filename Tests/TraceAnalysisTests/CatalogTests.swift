import DemoApps
import Testing
import TraceAnalysis
import TraceFormat
import ViewTraceKit

/// Every scenario of the catalog produces the finding kinds it expects, its `info` kinds at info
/// severity only, and no error or warning of a kind it does not expect.
@MainActor @Suite struct CatalogTests {
  @Test(arguments: ScenarioCatalog.all.map(\.name))
  func scenarioProducesExactlyItsExpectedKinds(_ name: String) async throws {
    let scenario = try #require(ScenarioCatalog.scenario(named: name))
    let analysis = Analysis(trace: try await scenario.record())
    let serious = analysis.findings.filter { $0.severity != .info }
    for expected in scenario.expect {
      #expect(
        serious.contains { $0.kind == expected },
        "\(name) should report \(expected)\n\(analysis.explanation())")
    }
    for expected in scenario.info {
      #expect(
        analysis.findings.contains { $0.kind == expected && $0.severity == .info },
        "\(name) should mention \(expected)\n\(analysis.explanation())")
    }
    let unexpected = serious.filter { !scenario.expect.contains($0.kind) }
    #expect(
      unexpected.isEmpty, "\(name) reports \(unexpected.map(\.kind))\n\(analysis.explanation())")
  }
}
