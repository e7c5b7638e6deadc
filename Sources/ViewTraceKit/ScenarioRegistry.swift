/// The scenarios a package offers, by name: the built-in catalog is one, a user's package
/// makes its own and hands it to `ScenarioTool`.
public struct ScenarioRegistry: Sendable {
  /// The scenarios in the order they were added.
  public private(set) var all: [Scenario]

  /// A registry holding `scenarios`.
  public init(_ scenarios: [Scenario] = []) { all = scenarios }

  /// Adds `scenarios` after those already registered.
  public mutating func add(_ scenarios: [Scenario]) { all += scenarios }

  /// Adds one scenario.
  public mutating func add(_ scenario: Scenario) { all.append(scenario) }

  /// The scenario named `name`.
  public func scenario(named name: String) -> Scenario? { all.first { $0.name == name } }

  /// Names given to more than one scenario: each must be unique to be found.
  public var duplicateNames: [String] {
    var seen: Set<String> = []
    var duplicates: [String] = []
    for scenario in all where !seen.insert(scenario.name).inserted {
      if !duplicates.contains(scenario.name) { duplicates.append(scenario.name) }
    }
    return duplicates
  }
}
