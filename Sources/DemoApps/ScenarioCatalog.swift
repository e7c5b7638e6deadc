import ViewTraceKit

/// Every built-in scenario, by app.
public enum ScenarioCatalog {
  public static let all: [Scenario] =
    Scenario.notes + Scenario.showtimes + Scenario.profile + Scenario.orders + Scenario.articles
    + Scenario.shop + Scenario.counter + Scenario.feed + Scenario.recipes

  /// The built-in scenarios as a registry, for the commands that play scenarios by name.
  public static let registry = ScenarioRegistry(all)

  /// The scenario named `name`.
  public static func scenario(named name: String) -> Scenario? {
    registry.scenario(named: name)
  }
}
