import Foundation
import TraceFormat
import ViewRuntime

/// The command line for a package's scenarios and their traces: the commands `viewtrace` offers
/// (`scenarios`, `record`, `verify`, `explore`, `info`, `events`, `tree`, `why`, `explain`,
/// `replay`, `diff`, `convert`, `export`, `import`), playing the package's own scenarios. A
/// package makes its own tool in three lines of an executable target's `main.swift`:
///
/// ```swift
/// import ViewTraceKit
/// let registry = ScenarioRegistry(myScenarios)
/// await ScenarioTool.main(registry)
/// ```
public enum ScenarioTool {
  /// What a tool does, as the first line of its usage says it after the tool's name.
  public static let defaultSummary =
    "record, inspect and explain the scenarios of this package and their traces."

  /// Runs the command line of this process against `registry` and the process's previews
  /// (after `registry`'s scenarios, their requests answered by `previewFixtures`) and exits
  /// with its status. `summary` is the first line of the usage, after the tool's name;
  /// `commands` are the tool's own, listed before the others.
  @MainActor
  public static func main(
    _ registry: ScenarioRegistry = ScenarioRegistry(), summary: String = defaultSummary,
    commands: [ToolCommand] = [], previewFixtures: NetworkFixtures = .none
  ) async -> Never {
    let tool = URL(fileURLWithPath: CommandLine.arguments.first ?? "tool").lastPathComponent
    var all = registry
    all.add(ScenarioRegistry(previews: Preview.all, fixtures: previewFixtures).all)
    exit(
      await run(
        Array(CommandLine.arguments.dropFirst()), registry: all, toolName: tool,
        summary: summary, commands: commands))
  }

  /// Runs `arguments` (a command and its options) against `registry` and returns the exit
  /// status. `toolName` is how usage and errors name the tool; `summary` and `commands` are as
  /// ``main(_:summary:commands:previewFixtures:)`` takes them.
  @MainActor
  public static func run(
    _ arguments: [String], registry: ScenarioRegistry, toolName: String,
    summary: String = defaultSummary, commands: [ToolCommand] = []
  ) async -> Int32 {
    Output.ignoreBrokenPipes()
    let all = commands + builtInCommands
    guard let name = arguments.first, !["--help", "-h", "help"].contains(name) else {
      let usage = usage(toolName, summary: summary, commands: all)
      arguments.isEmpty ? Output.error(usage) : Output.print(usage)
      return arguments.isEmpty ? 2 : 0
    }
    if name == "--version" {
      Output.print(version(toolName))
      return 0
    }
    guard let command = all.first(where: { $0.name == name }) else {
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
    let context = ToolContext(registry: registry, toolName: toolName, command: name)
    do {
      // Every command reads trace files within this budget (docs/security-and-limits.md).
      let megabytes = try args.integer("--memory-budget", as: Int.self, in: 1...(1 << 30))
      let budget = megabytes.map { MemoryBudget(megabytes: $0) }
      return try await MemoryBudget.$current.withValue(budget) {
        try await command.run(&args, context)
      }
    } catch {
      let error = CLIError(reporting: error)
      Output.error("\(context.speaker): \(TerminalText.escaped(error.message))")
      return error.status
    }
  }

  /// What `--version` prints: the tool's name and the version of ViewTrace it was built with,
  /// which is the runtime version its traces' headers carry.
  @MainActor
  public static func version(_ toolName: String) -> String {
    "\(toolName) (ViewTrace \(ViewHost.runtimeVersion))"
  }

  /// The usage: what the tool does, then its commands, one a line.
  private static func usage(_ toolName: String, summary: String, commands: [ToolCommand])
    -> String
  {
    """
    \(toolName): \(summary)

    usage: \(toolName) <command> [options]

    commands:
    \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Run `\(toolName) <command> --help` for a command's options, `\(toolName) --version` for the
    version. Every command that reads trace files reads standard input for the file `-`
    (`cat t.vtrace | \(toolName) explain -`) and takes --memory-budget MB: the memory their
    strings may take (by default 32 MiB plus 64 bytes per byte of the file).
    """
  }

  /// The commands every tool has, in the order the usage lists them.
  private static let builtInCommands: [ToolCommand] = [
    scenariosCommand, recordCommand, verifyCommand, exploreCommand, infoCommand, eventsCommand,
    treeCommand, whyCommand, explainCommand, replayCommand, diffCommand, convertCommand,
    exportCommand, importCommand,
  ]
}
