/// One command of a scenario tool: its name, its line in the usage, its `--help` text and what
/// it does. A tool adds its own to the built-in ones through ``ScenarioTool/main(_:summary:commands:previewFixtures:)``.
public struct ToolCommand: Sendable {
  /// The name the command line gives: `record`.
  public let name: String
  /// One line for the usage's command list.
  public let summary: String
  /// The `--help` text, given the tool's name.
  public let help: @Sendable (_ toolName: String) -> String
  /// Runs the command with its arguments (without its name) and returns the exit status; a
  /// ``CLIError`` it throws is printed on one line, after the tool's and the command's names.
  public let run: @MainActor @Sendable (inout Arguments, ToolContext) async throws -> Int32

  /// A command named `name`.
  public init(
    name: String, summary: String, help: @escaping @Sendable (_ toolName: String) -> String,
    run: @escaping @MainActor @Sendable (inout Arguments, ToolContext) async throws -> Int32
  ) {
    self.name = name
    self.summary = summary
    self.help = help
    self.run = run
  }
}

/// What a command runs against: the registry, the tool's name and the command's.
public struct ToolContext: Sendable {
  /// The scenarios the tool plays.
  public let registry: ScenarioRegistry
  /// How usage and errors name the tool: `viewtrace`.
  public let toolName: String
  /// The name of the command being run.
  public let command: String

  package init(registry: ScenarioRegistry, toolName: String, command: String) {
    self.registry = registry
    self.toolName = toolName
    self.command = command
  }

  /// How the command's messages start: `viewtrace record`.
  package var speaker: String { "\(toolName) \(command)" }

  /// The scenario named `name`, or an error that says where names come from. `fromTrace`: the
  /// name was read from a trace's header, which another package's tool may have recorded.
  public func scenario(named name: String, fromTrace: Bool = false) throws(CLIError) -> Scenario {
    if let scenario = registry.scenario(named: name) { return scenario }
    let close = registry.all.map(\.name).filter { $0.contains(name) || name.contains($0) }
    guard close.isEmpty else {
      throw CLIError("no scenario named '\(name)'; did you mean \(close.joined(separator: ", "))?")
    }
    var hint = "run `\(toolName) scenarios` for the list"
    if fromTrace {
      hint +=
        "; a trace recorded from your own package's scenario is played by your package's tool "
        + "(ScenarioTool)"
    }
    throw CLIError("no scenario named '\(name)'; \(hint)")
  }
}
