import Testing
import TraceFormat
import ViewRuntime
import ViewTraceKit

@testable import DemoApps

/// `explore` goes on from a screen left at rest instead of playing its actions again: what that
/// screen records from then on, and the report, must be what fresh screens give.
@MainActor
@Suite(.serialized) struct ExploreAtRestTests {
  /// On every catalog screen, after its start and after each first action: a screen at rest
  /// records nothing more when a minute passes and it stops, so its trace so far is the one
  /// `explore` would have analysed; and a screen with a task asleep is not at rest.
  @Test func aScreenAtRestRecordsNothingMoreWhenTimePassesAndItStops() async throws {
    var atRest = 0
    var busy = 0
    for scenario in ScenarioCatalog.all {
      let first = scenario.makeDriver()
      try await first.start()
      let actions = [nil] + first.possibleActions().prefix(4).map { Optional($0) }
      _ = try first.finish()
      for action in actions {
        let driver = scenario.makeDriver()
        try await driver.start()
        do {
          if let action { try await driver.perform(action) }
        } catch {
          _ = try? driver.finish()
          continue
        }
        guard let rest = driver.traceAtRest else {
          busy +=
            driver.possibleActions().contains { if case .advance = $0 { true } else { false } }
            ? 1 : 0
          try await driver.advance(by: .seconds(60))
          _ = try driver.finish()
          continue
        }
        atRest += 1
        try await driver.advance(by: .seconds(60))
        let finished = try driver.finish()
        #expect(
          finished.events.elementsEqual(rest.events),
          "\(scenario.name) after \(String(describing: action))")
        #expect(finished.strings == rest.strings, "\(scenario.name)")
      }
    }
    #expect(atRest >= 40)
    #expect(busy >= 10)
  }

  /// Explored to the end at depth 3, scenarios whose screens come to rest (and one whose
  /// loading task keeps it busy) give the states, sequences and discoveries that playing every
  /// sequence on a fresh screen gave before `explore` went on from screens at rest.
  @Test(arguments: [
    ("counter-observable", 10, 13, []),
    (
      "counter-legacy-unread", 10, 13,
      [#"invalidation/unread,DemoApps/CounterScreens.swift:55 [try await driver.tap("Count")] 65"#]
    ),
    (
      "profile-branch-flip", 3, 6,
      [
        "state-reset/branch-flip,DemoApps/ProfileScreens.swift:13,DemoApps/ProfileScreens.swift:39"
          + #" [try await driver.tap("Edit"); try await driver.type("a", into: "Name"); "#
          + #"try await driver.tap("Done")] 118"#
      ]
    ),
    (
      "article-toggle-carried", 17, 28,
      [
        "state/wrong-row,DemoApps/ArticlesScreens.swift:35"
          + #" [try await driver.toggle("Show comments"); try await driver.tap("Next article")] 102"#
      ]
    ),
    (
      "cart-seeded-state", 12, 33,
      [
        "state/seeded-from-parent,DemoApps/CartScreens.swift:64"
          + #" [try await driver.tap("Same as last order")] 73"#
      ]
    ),
    (
      "notes-refresh-flicker", 9, 18,
      [
        "task/cancelled-by-own-write,DemoApps/NotesScreens.swift:37,DemoApps/NotesScreens.swift:30"
          + " [try await driver.refresh()] 118",
        "effect/duplicate,DemoApps/NotesScreens.swift:36,DemoApps/NotesModel.swift:24"
          + " [try await driver.advance(by: .milliseconds(300)); "
          + #"try await driver.tap("Groceries"); try await driver.pop()] 139"#,
      ]
    ),
  ])
  func exploringReportsWhatFreshScreensGive(
    _ name: String, _ states: Int, _ sequences: Int, _ discoveries: [String]
  ) async throws {
    let report = try await Explorer(
      scenario: ScenarioCatalog.scenario(named: name)!, limits: .init(depth: 3, seconds: 600)
    ).run()
    #expect(report.complete)
    #expect(report.states == states)
    #expect(report.sequences == sequences)
    #expect(
      report.discoveries.map {
        ([$0.finding.kind.rawValue] + $0.finding.sites).joined(separator: ",") + " ["
          + $0.actions.map(\.description).joined(separator: "; ") + "] \($0.trace.events.count)"
      } == discoveries)
  }
}
