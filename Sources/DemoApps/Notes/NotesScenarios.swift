import ViewRuntime

extension Scenario {
  static let notes: [Scenario] = [
    Scenario(
      name: "notes-refresh-flicker", app: "Notes",
      summary: "Pull to refresh swaps the List for a ProgressView; the List's .task runs again and GET /notes runs twice",
      expect: ["effect/duplicate"],
      root: { NotesApp() },
      script: { driver in
        try await driver.waitUntilIdle()
        try await driver.refresh()
        try await driver.waitUntilIdle()
      }),
    Scenario(
      name: "notes-refresh-fixed", app: "Notes",
      summary: "The List stays in place while refreshing: one GET /notes per pull",
      root: { FixedNotesApp() },
      script: { driver in
        try await driver.waitUntilIdle()
        try await driver.refresh()
        try await driver.waitUntilIdle()
      }),
    Scenario(
      name: "notes-navigation", app: "Notes",
      summary: "Opening a note and going back makes the list's .task run again: GET /notes after every back",
      expect: ["effect/duplicate"],
      root: { NotesApp() },
      script: { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Trip")
        try await driver.waitUntilIdle()
        try await driver.pop()
        try await driver.waitUntilIdle()
        try await driver.tap("Ideas")
        try await driver.waitUntilIdle()
        try await driver.pop()
        try await driver.waitUntilIdle()
      }),
    Scenario(
      name: "notes-navigation-fixed", app: "Notes",
      summary: "The list loads from a .task on the NavigationStack, which never disappears: one GET /notes",
      root: { FixedNotesApp() },
      script: { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Trip")
        try await driver.waitUntilIdle()
        try await driver.pop()
        try await driver.waitUntilIdle()
        try await driver.tap("Ideas")
        try await driver.waitUntilIdle()
        try await driver.pop()
        try await driver.waitUntilIdle()
      }),
  ]
}
