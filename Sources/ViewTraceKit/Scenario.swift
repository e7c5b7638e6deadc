import TraceAnalysis
import TraceFormat
import ViewRuntime

/// A scripted run of a screen: what it shows, the findings it must produce, and the driver
/// calls that play it. Register scenarios in a `ScenarioRegistry` to record, verify and
/// explore them by name with `ScenarioTool`.
public struct Scenario: Sendable {
  /// A stable kebab-case name, used on the command line and in trace files.
  public let name: String
  /// One line on what the scenario shows.
  public let summary: String
  /// The finding kinds the analyzer must report as errors or warnings; empty for a fixed twin.
  public let expect: [FindingKind]
  /// Finding kinds the analyzer should report at info severity only: what the screen does on
  /// purpose (a reset by `.id(article.id)`), worth a mention, never a warning.
  public let info: [FindingKind]
  /// The app the screen belongs to; empty when there is only one.
  public let app: String
  /// What answers the requests the screen makes through `URLSession`.
  public let fixtures: NetworkFixtures
  /// Whether `expect` and `info` say what the analyzer must find, as a scenario's do; false for
  /// a preview's, which has no way to say it, so its findings are never checked against them.
  package internal(set) var declaresFindings = true
  private let root: @MainActor @Sendable () -> any View
  private let script: @MainActor @Sendable (Driver) async throws -> Void

  public init(
    name: String, app: String = "", summary: String, expect: [FindingKind] = [],
    info: [FindingKind] = [], fixtures: NetworkFixtures = .none,
    root: @escaping @MainActor @Sendable () -> any View,
    script: @escaping @MainActor @Sendable (Driver) async throws -> Void
  ) {
    self.name = name
    self.app = app
    self.summary = summary
    self.expect = expect
    self.info = info
    self.fixtures = fixtures
    self.root = root
    self.script = script
  }

  /// A driver hosting a fresh copy of the scenario's screen, not started, its script not run.
  /// Its trace is named `traceName`, the scenario's name by default.
  @MainActor
  public func makeDriver(
    clock: ClockMode = .deterministic, sinks: [any TraceSink] = [], traceName: String? = nil
  ) -> Driver {
    Driver(root(), name: traceName ?? name, clock: clock, sinks: sinks, fixtures: fixtures)
  }

  /// Plays the scenario, recording into `sinks`, and returns the trace. A step that fails is
  /// recorded as a warning, the trace so far is finished in every sink, and the error is a
  /// `ScenarioFailure` that holds it.
  @MainActor
  public func record(clock: ClockMode = .deterministic, sinks: [any TraceSink] = []) async throws
    -> Trace
  {
    let driver = makeDriver(clock: clock, sinks: sinks)
    do {
      try await driver.start()
      try await script(driver)
      try await driver.waitUntilIdle()
    } catch {
      driver.recordFailure("\(error)")
      let trace = (try? driver.finish()) ?? driver.trace
      throw ScenarioFailure(scenario: name, reason: "\(error)", trace: trace)
    }
    return try driver.finish()
  }
}

/// A scenario whose script failed: what failed, and the trace recorded up to the failure,
/// which ends with a warning event that says so.
public struct ScenarioFailure: Error, CustomStringConvertible {
  /// The scenario's name.
  public let scenario: String
  /// The error of the step that failed, on one line.
  public let reason: String
  /// The events recorded until the failure, finished and readable.
  public let trace: Trace

  public var description: String { "scenario \(scenario) failed: \(reason)" }
}
