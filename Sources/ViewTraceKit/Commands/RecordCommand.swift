import Foundation
import TraceAnalysis
import TraceFormat

/// `record NAME -o FILE`: plays a scenario and streams its trace to a file as it is recorded.
let recordCommand = ToolCommand(
  name: "record",
  summary: "record a scenario into a trace file",
  help: { tool in
    """
    usage: \(tool) record NAME -o FILE [--live] [--no-expect] [--json]

    Plays the scenario NAME (see `\(tool) scenarios`) and writes its trace to FILE: binary for
    .vtrace, JSON Lines for .jsonl, binary to standard output for `-`. Deterministic mode is the
    default: the clock is virtual, so the same scenario always gives the same file, byte for
    byte.

    The trace is written as it is recorded, under FILE's own name: a recorder killed midway
    leaves a truncated trace that `\(tool) info` reads. When a step of the script fails, the
    trace up to the failure is kept, ending with a warning that says what failed, and the
    command exits with status 1.
    The findings of the trace are checked against the scenario's `expect:` (and `info:`): when
    they differ, the trace is kept and the command exits with status 1 and one line that says
    how (expected effect/duplicate, found none).
    A device, FIFO or symbolic link at FILE is written through, never replaced.

    options:
      -o, --output FILE   where to write the trace (required)
      --live              stamp events with the machine's clock and let sleeps take real time
      --no-expect         do not check the findings against the scenario's expect:
      --json              print {"scenario","output","events","updates","expectation"} (on
                          stderr when FILE is standard output); expectation is null when the
                          findings are as expected
    """
  },
  run: { args, context in
    let live = args.flag("--live")
    let checkExpect = !args.flag("--no-expect")
    let json = args.flag("--json")
    let output = try args.option("-o", "--output")
    let name = try args.positional("scenario name")
    try args.finish()
    guard let output else { throw CLIError.usage("missing -o FILE: where to write the trace") }
    let scenario = try context.scenario(named: name)
    guard let format = TraceFileFormat(path: output) else {
      throw CLIError(
        "cannot write \(output): unknown file type; trace files end in .vtrace (binary) or .jsonl (JSON Lines)"
      )
    }
    if format == .binary {
      try OutputPath.refuseBinaryOnTerminal(output, instead: "record to a .jsonl file")
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
      trace = try await scenario.play(
        clock: live ? .live : .deterministic,
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
    let difference = checkExpect ? scenario.expectationDifference(Analysis(trace: trace)) : nil
    Output.status(
      output: output,
      json
        ? JSON.object([
          ("scenario", .string(scenario.name)), ("output", .string(output)),
          ("events", .integer(trace.events.count)), ("updates", .integer(updates)),
          ("expectation", difference.map(JSON.string) ?? .null),
        ]).rendered
        : "recorded \(scenario.name): \(trace.events.count) events in \(updates) updates → \(output)"
    )
    if let difference { throw CLIError(difference) }
    return 0
  })
