/// Every built-in scenario, by app.
public enum ScenarioCatalog {
  public static let all: [Scenario] = Scenario.notes

  /// The scenario named `name`.
  public static func scenario(named name: String) -> Scenario? {
    all.first { $0.name == name }
  }
}
