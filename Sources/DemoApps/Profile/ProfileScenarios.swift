import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let profile: [Scenario] = [
    Scenario(
      name: "profile-branch-flip", app: "Profile",
      summary:
        "The name field sits in both branches of `if isEditing`: tapping Done resets what was typed",
      expect: [.stateResetBranchFlip],
      root: { BranchingProfileEditor() },
      script: editName),
    Scenario(
      name: "profile-disabled-fixed", app: "Profile",
      summary: "One name field turned off with `.disabled(!isEditing)`: the name survives Done",
      root: { ProfileEditor() },
      script: editName),
  ]

  /// Edit, type a name, Done.
  private static func editName(_ driver: Driver) async throws {
    try await driver.tap("Edit")
    try await driver.type("Ada Lovelace", into: "Name")
    try await driver.tap("Done")
  }
}
