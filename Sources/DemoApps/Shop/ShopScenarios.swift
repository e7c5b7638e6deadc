import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let shop: [Scenario] = [
    Scenario(
      name: "cart-bindings", app: "Shop",
      summary:
        "`@Binding` quantity and `@Bindable` gift note: the stepper follows the parent's new quantity",
      root: { CartScreen() },
      script: editCart),
    Scenario(
      name: "cart-seeded-state", app: "Shop",
      summary:
        "A stepper's `@State` seeded from the parent's quantity ignores the parent's later value",
      expect: [.stateSeededFromParent],
      root: { SeededCartScreen() },
      script: editCart),
    Scenario(
      name: "search-task-id", app: "Shop",
      summary:
        "Search in `.task(id: query)` with a derived count: one search per keystroke, the old ones cancelled",
      root: { SearchScreen() },
      script: typeQuery),
    Scenario(
      name: "search-write-during-body", app: "Shop",
      summary: "The result count is written to `@State` by a computed property the body calls",
      expect: [.stateWriteDuringBody],
      root: { CountingSearchScreen() },
      script: typeQuery),
    Scenario(
      name: "search-fetch-in-init", app: "Shop",
      summary: "The results view starts GET /search from its init, on every body of its parent",
      expect: [.effectInBody],
      root: { EagerSearchScreen() },
      script: typeQuery),
  ]

  /// Two more bags, a gift note, then the parent sets the quantity to 4.
  private static func editCart(_ driver: Driver) async throws {
    try await driver.step("Bags", by: 2)
    try await driver.type("Happy birthday", into: "Gift note")
    try await driver.tap("Same as last order")
  }

  /// Types "b", "be", "bea" without pause, then waits for the results.
  private static func typeQuery(_ driver: Driver) async throws {
    try await driver.waitUntilIdle()
    for query in ["b", "be", "bea"] {
      try await driver.type(query, into: "Search")
    }
    try await driver.waitUntilIdle()
  }
}
