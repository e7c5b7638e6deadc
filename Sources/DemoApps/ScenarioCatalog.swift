/// Every built-in scenario, by app.
public enum ScenarioCatalog {
  public static let all: [Scenario] =
    Scenario.notes + Scenario.showtimes + Scenario.profile + Scenario.orders + Scenario.articles
    + Scenario.shop + Scenario.counter + Scenario.feed

  /// The scenario named `name`.
  public static func scenario(named name: String) -> Scenario? {
    all.first { $0.name == name }
  }
}
