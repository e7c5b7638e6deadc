import TraceAnalysis
import TraceFormat
import ViewRuntime

/// What an exploration found, and how much of the screen it saw.
public struct ExplorationReport: Sendable {
  /// A finding, with the shortest sequence of actions found to produce it and its trace.
  public struct Discovery: Sendable {
    public let finding: Finding
    public let actions: [DriverAction]
    public let trace: Trace

    /// The actions as lines of a scenario script, ready to paste.
    public var script: String {
      actions.isEmpty
        ? "// nothing: the screen does it as it appears"
        : actions.map(\.description).joined(separator: "\n")
    }
  }

  /// The scenario whose screen was explored.
  public let scenario: String
  /// In the order they were first found: shortest sequences first.
  public let discoveries: [Discovery]
  /// Distinct states seen.
  public let states: Int
  /// Sequences played, each as from a fresh screen.
  public let sequences: Int
  /// The length of the longest sequence played.
  public let depth: Int
  /// False when the real-time budget ran out before the depth was covered.
  public let complete: Bool
  /// Real time taken.
  public let seconds: Double
}
