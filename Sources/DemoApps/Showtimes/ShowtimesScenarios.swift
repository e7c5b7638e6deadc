import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let showtimes: [Scenario] = [
    Scenario(
      name: "showtimes-unstructured-task", app: "Showtimes",
      summary:
        "`onAppear { Task { } }` loads the showtimes; going back early leaves the task to write to a screen that is gone",
      expect: [.taskNotCancelled],
      root: { ShowtimesBoard { UnstructuredShowtimesScreen(movie: $0, api: $1) } },
      script: openAndGoBack),
    Scenario(
      name: "showtimes-cancelled-handle", app: "Showtimes",
      summary:
        "The screen keeps the task's handle and cancels it in onDisappear: going back early writes nothing",
      root: { ShowtimesBoard { CancellingShowtimesScreen(movie: $0, api: $1) } },
      script: openAndGoBack),
    Scenario(
      name: "showtimes-stale-day", app: "Showtimes",
      summary:
        "The day's load runs in an inner `Task { }` that ignores cancellation: Friday's late answer overwrites Saturday's",
      expect: [.taskCancellationIgnored, .taskWriteAfterCancel],
      root: { ShowtimesBoard { StaleDayShowtimesScreen(movie: $0, api: $1) } },
      script: switchDayThenGoBack),
    Scenario(
      name: "showtimes-task-id", app: "Showtimes",
      summary:
        "`.task(id: day)` with a three-state enum: switching days and going back cancel the load in flight",
      root: { ShowtimesBoard { DayShowtimesScreen(movie: $0, api: $1) } },
      script: switchDayThenGoBack),
  ]

  /// Open a film and go back before its showtimes arrive.
  private static func openAndGoBack(_ driver: Driver) async throws {
    try await driver.tap("Metropolis")
    try await driver.advance(by: .milliseconds(100))
    try await driver.pop()
  }

  /// Open a film, pick Saturday while Friday loads, wait, then open the other film and go back
  /// before its showtimes arrive.
  private static func switchDayThenGoBack(_ driver: Driver) async throws {
    try await driver.tap("Metropolis")
    try await driver.advance(by: .milliseconds(100))
    try await driver.tap("Sat")
    try await driver.waitUntilIdle()
    try await driver.pop()
    try await driver.tap("Playtime")
    try await driver.advance(by: .milliseconds(100))
    try await driver.pop()
  }
}
