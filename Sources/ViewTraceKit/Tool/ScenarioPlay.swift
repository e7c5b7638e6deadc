import TraceFormat
import ViewRuntime

extension Scenario {
  /// Plays this scenario into `sinks` for a command and returns its trace; a failing script is a
  /// one-line error, which says that `path` holds the trace up to the failure when given.
  @MainActor
  package func play(clock: ClockMode, sinks: [any TraceSink] = [], keptIn path: String? = nil)
    async throws -> Trace
  {
    do {
      return try await record(clock: clock, sinks: sinks)
    } catch let failure as ScenarioFailure {
      guard let path else { throw CLIError("\(failure)") }
      throw CLIError(
        "\(failure); the \(failure.trace.events.count) events before it are in \(path)")
    }
  }
}
