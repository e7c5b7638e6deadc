import DemoApps
import Foundation
import TraceFormat
import ViewTraceKit

/// `viewtrace record NAME -o FILE`: records a built-in scenario.
let recordCommand = Command(
  name: "record",
  summary: "record a built-in scenario into a trace file",
  help: """
    usage: viewtrace record NAME -o FILE [--live]

    Plays the built-in scenario NAME (see `viewtrace scenarios`) and writes its trace to FILE:
    binary for .vtrace, JSON Lines for .jsonl, binary to standard output for `-`. Deterministic
    mode is the default: the clock is virtual, so the same scenario always gives the same file,
    byte for byte.

    The trace is written as it is recorded, under FILE's own name: a recorder killed midway
    leaves a truncated trace that `viewtrace info` reads. When a step of the script fails, the
    trace up to the failure is kept, ending with a warning that says what failed, and the
    command exits with status 1.
    A device, FIFO or symbolic link at FILE is written through, never replaced.

    options:
      -o, --output FILE   where to write the trace (required)
      --live              stamp events with the machine's clock and let sleeps take real time
    """,
  run: { args in
    let live = args.flag("--live")
    let output = try args.option("-o") ?? args.option("--output")
    let name = try args.positional("scenario name")
    try args.finish()
    guard let output else { throw CLIError.usage("missing -o FILE: where to write the trace") }
    let scenario = try ScenarioLookup.find(name)
    guard let format = TraceFileFormat(path: output) else {
      throw CLIError(
        "cannot write \(output): unknown file type; trace files end in .vtrace (binary) or .jsonl (JSON Lines)"
      )
    }
    if output != "-" { try OutputPath.checkWritable(URL(fileURLWithPath: output)) }
    let file: OutputFile
    do {
      // Atomic: the file appears under its own name only once its header is written (the sink
      // publishes it then), so a kill at any moment after it appears leaves a readable trace.
      file = try OutputFile.open(output)
    } catch {
      throw CLIError("\(error)")
    }
    let trace: Trace
    do {
      trace = try await ScenarioLookup.record(
        scenario, clock: live ? .live : .deterministic,
        sinks: [TraceFiles.sink(writing: file, format: format)],
        keptIn: URL(fileURLWithPath: output).path)
    } catch let failure as CLIError {
      // The sink finished the trace up to the failure, ending with a warning that says what failed.
      throw failure
    } catch {
      file.abandon()
      throw CLIError("\(error)")
    }
    do { try file.commit() } catch { throw CLIError("\(error)") }
    let updates = trace.events.filter { $0.kind == .updateBegin }.count
    Output.status(
      output: output,
      "recorded \(scenario.name): \(trace.events.count) events in \(updates) updates → \(output)")
    return 0
  })

/// Finding and playing built-in scenarios for the commands.
enum ScenarioLookup {
  /// The built-in scenario named `name`, or the scenario tool's error that names the close ones.
  static func find(_ name: String) throws -> Scenario {
    try ToolContext(registry: ScenarioCatalog.registry, toolName: "viewtrace").scenario(named: name)
  }

  /// Plays `scenario` into `sinks` and returns its trace; a failing script is a one-line error,
  /// which says that `path` holds the trace up to the failure when given.
  @MainActor
  static func record(
    _ scenario: Scenario, clock: ClockMode, sinks: [any TraceSink] = [], keptIn path: String? = nil
  ) async throws -> Trace {
    do {
      return try await scenario.record(clock: clock, sinks: sinks)
    } catch let failure as ScenarioFailure {
      guard let path else { throw CLIError("\(failure)") }
      throw CLIError(
        "\(failure); the \(failure.trace.events.count) events before it are in \(path)")
    }
  }
}

/// Checks on output paths, made before any work so that a bad path fails fast.
enum OutputPath {
  /// Fails with one line if a file cannot be created at `url`.
  static func checkWritable(_ url: URL) throws {
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CLIError("cannot write \(url.path): the directory \(directory.path) does not exist")
    }
    guard FileManager.default.isWritableFile(atPath: directory.path) else {
      throw CLIError("cannot write \(url.path): the directory is not writable")
    }
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw CLIError("cannot write \(url.path): it is a directory")
    }
  }
}
