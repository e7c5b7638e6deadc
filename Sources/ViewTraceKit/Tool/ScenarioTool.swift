import Foundation

/// The command line for a package's scenarios: `scenarios`, `record`, `verify` and `explore`,
/// the same commands `viewtrace` offers for its built-in catalog. A package makes its own tool
/// in three lines of an executable target's `main.swift`:
///
/// ```swift
/// import ViewTraceKit
/// let registry = ScenarioRegistry(myScenarios)
/// await ScenarioTool.main(registry)
/// ```
public enum ScenarioTool {
  /// The names and one-line summaries of the commands, in the order the usage lists them.
  public static var commands: [(name: String, summary: String)] {
    toolCommands.map { ($0.name, $0.summary) }
  }

  /// Runs the command line of this process against `registry` and exits with its status.
  @MainActor
  public static func main(_ registry: ScenarioRegistry) async -> Never {
    let tool = URL(fileURLWithPath: CommandLine.arguments.first ?? "tool").lastPathComponent
    exit(await run(Array(CommandLine.arguments.dropFirst()), registry: registry, toolName: tool))
  }

  /// Runs `arguments` (a command and its options) against `registry` and returns the exit
  /// status. `toolName` is how usage and errors name the tool.
  @MainActor
  public static func run(_ arguments: [String], registry: ScenarioRegistry, toolName: String)
    async -> Int32
  {
    guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
      let usage = usage(toolName)
      arguments.isEmpty ? Output.error(usage) : Output.print(usage)
      return arguments.isEmpty ? 2 : 0
    }
    guard let command = toolCommands.first(where: { $0.name == name }) else {
      Output.error(
        "\(toolName): unknown command '\(name)'; run `\(toolName) --help` for the list")
      return 2
    }
    var args = Arguments(Array(arguments.dropFirst()))
    if args.flag("--help") || args.flag("-h") {
      Output.print(command.help(toolName))
      return 0
    }
    if let duplicate = registry.duplicateNames.first {
      Output.error("\(toolName) \(name): two scenarios are named '\(duplicate)'")
      return 1
    }
    let context = ToolContext(registry: registry, toolName: toolName)
    do {
      return try await command.run(&args, context)
    } catch let error as CLIError {
      Output.error("\(toolName) \(name): \(error.message)")
      return error.status
    } catch {
      Output.error("\(toolName) \(name): \(error)")
      return 1
    }
  }

  /// The `--help` text of `command`, or nil if there is no such command.
  public static func help(for command: String, toolName: String) -> String? {
    toolCommands.first { $0.name == command }?.help(toolName)
  }

  private static func usage(_ toolName: String) -> String {
    """
    \(toolName): record, verify and explore the scenarios of this package.

    usage: \(toolName) <command> [options]

    commands:
    \(toolCommands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Run `\(toolName) <command> --help` for a command's options.
    """
  }
}

/// What a command runs against: the registry and the tool's name.
package struct ToolContext {
  package let registry: ScenarioRegistry
  package let toolName: String

  package init(registry: ScenarioRegistry, toolName: String) {
    self.registry = registry
    self.toolName = toolName
  }

  /// The scenario named `name`, or an error that says where names come from. `fromTrace`: the
  /// name was read from a trace's header, which another package's tool may have recorded.
  /// The one lookup by name: `viewtrace`'s own commands use it too.
  package func scenario(named name: String, fromTrace: Bool = false) throws(CLIError) -> Scenario {
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

/// One command of a scenario tool.
struct ToolCommand: Sendable {
  let name: String
  let summary: String
  /// The `--help` text, given the tool's name.
  let help: @Sendable (String) -> String
  let run: @MainActor @Sendable (inout Arguments, ToolContext) async throws -> Int32
}

/// The commands, in the order the usage lists them.
let toolCommands: [ToolCommand] = [scenariosCommand, recordCommand, verifyCommand, exploreCommand]
