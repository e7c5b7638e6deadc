import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let counter: [Scenario] = [
    Scenario(
      name: "counter-state-object", app: "Counter",
      summary:
        "`@StateObject` keeps the card's model when the screen re-evaluates: the count survives",
      root: { TallyScreen(ownsModel: true) },
      script: countThenHighlight),
    Scenario(
      name: "counter-observed-object-recreated", app: "Counter",
      summary:
        "`@ObservedObject var model = TallyModel()`: flipping Highlight makes a new model and the count restarts",
      expect: [.modelRecreated],
      root: { TallyScreen(ownsModel: false) },
      script: countThenHighlight),
    Scenario(
      name: "counter-legacy-unread", app: "Counter",
      summary:
        "An ObservableObject re-evaluates the save status on every count, though it never reads the count",
      expect: [.invalidationUnread],
      root: { LegacyTallyBoard() },
      script: countThenSave),
    Scenario(
      name: "counter-observable", app: "Counter",
      summary: "The `@Observable` model re-evaluates only the label that read the changed property",
      root: { ObservableTallyBoard() },
      script: countThenSave),
  ]

  /// Count twice, then flip Highlight.
  private static func countThenHighlight(_ driver: Driver) async throws {
    try await driver.tap("Count")
    try await driver.tap("Count")
    try await driver.toggle("Highlight")
  }

  /// Count three times, then save.
  private static func countThenSave(_ driver: Driver) async throws {
    for _ in 0..<3 { try await driver.tap("Count") }
    try await driver.tap("Save")
  }
}
