import TraceFormat
import ViewRuntime

/// A scripted run of a demo screen: what it shows, the findings it must produce, and the
/// driver calls that play it.
public struct Scenario: Sendable {
  /// A stable kebab-case name, used on the command line and in trace files.
  public let name: String
  /// One line on what the scenario shows.
  public let summary: String
  /// The finding kinds the analyzer must report as errors or warnings; empty for a fixed twin.
  public let expect: [String]
  /// Finding kinds the analyzer should report at info severity only: what the screen does on
  /// purpose (a reset by `.id(article.id)`), worth a mention, never a warning.
  public let info: [String]
  /// The demo app the screen belongs to.
  public let app: String
  private let root: @MainActor @Sendable () -> any View
  private let script: @MainActor @Sendable (Driver) async throws -> Void

  public init(
    name: String, app: String, summary: String, expect: [String] = [], info: [String] = [],
    root: @escaping @MainActor @Sendable () -> any View,
    script: @escaping @MainActor @Sendable (Driver) async throws -> Void
  ) {
    self.name = name
    self.app = app
    self.summary = summary
    self.expect = expect
    self.info = info
    self.root = root
    self.script = script
  }

  /// Plays the scenario, recording into `sinks`, and returns the trace.
  @MainActor
  public func record(clock: ClockMode = .deterministic, sinks: [any TraceSink] = []) async throws
    -> Trace
  {
    let driver = Driver(root(), name: name, clock: clock, sinks: sinks)
    do {
      try await driver.start()
      try await script(driver)
      try await driver.waitUntilIdle()
    } catch {
      _ = try? driver.finish()
      throw error
    }
    return try driver.finish()
  }
}
