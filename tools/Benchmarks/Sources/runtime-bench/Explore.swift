import DemoApps
import Foundation
import ViewRuntime
import ViewTraceKit

/// What exploring one or more screens within a budget reached.
struct ExploreCost {
  var scenarios = 0
  var complete = 0
  var states = 0
  var sequences = 0
  var deepest = 0
  var findings = 0
  var cpu: UInt64 = 0
  var wall: UInt64 = 0

  /// States found per second of CPU time.
  var statesPerSecond: Double { Double(states) / max(Double(cpu) / 1e9, 1e-9) }
  /// Sequences played per second of CPU time.
  var sequencesPerSecond: Double { Double(sequences) / max(Double(cpu) / 1e9, 1e-9) }

  var row: String {
    "\(scenarios) | \(complete) | \(states) | \(sequences) | \(deepest) | \(findings) | "
      + "\(ms(cpu)) | \(ms(wall)) | \(fixed(statesPerSecond, 1)) | \(fixed(sequencesPerSecond, 1))"
  }

  /// Explores each of `scenarios` within `seconds` (real time each) and `depth` actions, and
  /// adds up what they reached.
  @MainActor
  static func measure(_ scenarios: [Scenario], depth: Int, seconds: Double) async -> ExploreCost {
    var cost = ExploreCost()
    let watch = Stopwatch()
    for scenario in scenarios {
      let explorer = Explorer(
        scenario: scenario, limits: Explorer.Limits(depth: depth, seconds: seconds))
      guard let report = try? await explorer.run() else { continue }
      cost.scenarios += 1
      cost.complete += report.complete ? 1 : 0
      cost.states += report.states
      cost.sequences += report.sequences
      cost.deepest = max(cost.deepest, report.depth)
      cost.findings += report.discoveries.count
    }
    cost.cpu = watch.cpuElapsed
    cost.wall = watch.wallElapsed
    return cost
  }
}

/// A screen of `rows` rows reading one store, whose one button stars the next row: every tap
/// is a new state, so the depth reached is the number of taps a budget affords.
@MainActor
func rowsScenario(rows: Int) -> Scenario {
  Scenario(
    name: "rows-\(rows)", summary: "\(rows) rows reading one store",
    root: { SharedStoreScreen<StarRow>(store: Store(), rows: rows) }, script: { _ in })
}

/// Section 7: `explore` on the catalog and on a screen of 10^3 rows, within fixed budgets.
@MainActor
func exploreSection(depth: Int, catalogSeconds: Double, rowsSeconds: Double) async {
  print(
    "\n7. explore: every catalog scenario (\(fixed(catalogSeconds, 1)) s each, depth \(depth)), "
      + "and \(fixed(rowsSeconds, 1)) s on 1,000 rows (depth 1,000)")
  print(
    "   screens  | scenarios | complete | states | sequences | deepest | findings | CPU ms"
      + " | wall ms | states per CPU s | sequences per CPU s")
  let catalog = await ExploreCost.measure(
    ScenarioCatalog.all, depth: depth, seconds: catalogSeconds)
  print("   catalog  | \(catalog.row)")
  let rows = await ExploreCost.measure(
    [rowsScenario(rows: 1_000)], depth: 1_000, seconds: rowsSeconds)
  print("   1k rows  | \(rows.row)")
}
