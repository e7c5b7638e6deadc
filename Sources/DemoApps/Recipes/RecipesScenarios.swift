import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let recipes: [Scenario] = [
    Scenario(
      name: "recipes-double-load", app: "Recipes",
      summary:
        "`.task` and `onAppear { Task { } }` both load the list: URLSession asks for the popular recipes twice",
      expect: [.effectDuplicate], fixtures: RecipesAPI.fixtures,
      root: { DoubleLoadRecipesScreen(api: RecipesAPI()) },
      script: openFirstRecipe),
    Scenario(
      name: "recipes-single-load", app: "Recipes",
      summary: "The list loads from its `.task` alone: one request, answered from the HAR capture",
      fixtures: RecipesAPI.fixtures,
      root: { RecipesScreen(api: RecipesAPI()) },
      script: openFirstRecipe),
  ]

  /// Wait for the list, open Shakshuka, wait for its steps, go back.
  @MainActor private static func openFirstRecipe(_ driver: Driver) async throws {
    try await driver.waitUntilIdle()
    try await driver.tap("Shakshuka · 30 min")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Crack in the eggs")
    try await driver.pop()
  }
}
