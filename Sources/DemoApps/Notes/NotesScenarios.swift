import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let notes: [Scenario] = [
    Scenario(
      name: "notes-refresh-flicker", app: "Notes",
      summary:
        "Pull to refresh swaps the List for a ProgressView, which cancels the refresh itself; the List's .task runs GET /notes again",
      expect: [.taskCancelledByOwnWrite], root: { NotesApp() }, script: pullToRefresh),
    Scenario(
      name: "notes-refresh-fixed", app: "Notes",
      summary: "The List stays in place while refreshing: one GET /notes per pull",
      root: { FixedNotesApp() }, script: pullToRefresh),
    Scenario(
      name: "notes-navigation", app: "Notes",
      summary:
        "Opening a note and going back makes the list's .task run again: GET /notes after every back",
      expect: [.effectDuplicate], root: { NotesApp() }, script: openTwoNotes),
    Scenario(
      name: "notes-navigation-fixed", app: "Notes",
      summary:
        "The list loads from a .task on the NavigationStack, which never disappears: one GET /notes",
      root: { FixedNotesApp() }, script: openTwoNotes),
  ]

  /// Waits for the list, pulls to refresh, and waits for the refresh and what follows it.
  @MainActor
  private static func pullToRefresh(_ driver: Driver) async throws {
    try await driver.waitUntilIdle()
    try await driver.refresh()
    try await driver.waitUntilIdle()
  }

  /// Opens two notes in turn, going back to the list after each.
  @MainActor
  private static func openTwoNotes(_ driver: Driver) async throws {
    try await driver.waitUntilIdle()
    for title in ["Trip", "Ideas"] {
      try await driver.tap(title)
      try await driver.waitUntilIdle()
      try await driver.pop()
      try await driver.waitUntilIdle()
    }
  }
}
