import Foundation
import ViewTraceKit

/// One subcommand of `viewtrace`.
struct Command: Sendable {
  let name: String
  /// One line for the command list.
  let summary: String
  /// The full `--help` text.
  let help: String
  let run: @Sendable (inout Arguments) async throws -> Int32
}

/// The command list, in the order `viewtrace --help` shows it.
let allCommands: [Command] = [
  demoCommand,
  scenariosCommand,
  recordCommand,
  verifyCommand,
  exploreCommand,
  infoCommand,
  eventsCommand,
  treeCommand,
  whyCommand,
  explainCommand,
  replayCommand,
  diffCommand,
  convertCommand,
  exportCommand,
  importCommand,
]

enum CommandLineTool {
  static let usage = """
    viewtrace: record, inspect and explain view-tree update traces.

    usage: viewtrace <command> [options]

    commands:
    \(allCommands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Run `viewtrace <command> --help` for a command's options.
    """

  /// Runs the command line `args` and returns the exit status.
  static func run(_ args: [String]) async -> Int32 {
    guard let name = args.first else {
      Output.error(usage)
      return 2
    }
    if name == "--help" || name == "-h" || name == "help" {
      Output.print(usage)
      return 0
    }
    guard let command = allCommands.first(where: { $0.name == name }) else {
      Output.error("viewtrace: unknown command '\(name)'; run `viewtrace --help` for the list")
      return 2
    }
    var arguments = Arguments(Array(args.dropFirst()))
    if arguments.flag("--help") || arguments.flag("-h") {
      Output.print(command.help)
      return 0
    }
    do {
      return try await command.run(&arguments)
    } catch let error as CLIError {
      Output.error("viewtrace \(name): \(error.message)")
      return error.status
    } catch {
      Output.error("viewtrace \(name): \(error)")
      return 1
    }
  }
}
