import Foundation
import TraceFormat
import ViewRuntime

/// `record NAME -o FILE`: plays a scenario and writes its trace.
let recordCommand = ToolCommand(
  name: "record",
  summary: "record a scenario into a trace file",
  help: { tool in
    """
    usage: \(tool) record NAME -o FILE [--live]

    Plays the scenario NAME (see `\(tool) scenarios`) and writes its trace to FILE: binary for
    .vtrace, JSON Lines for .jsonl. Deterministic mode is the default: the clock is virtual, so
    the same scenario always gives the same file, byte for byte. When a step of the script
    fails, the trace up to the failure is written, ending with a warning that says what failed,
    and the command exits with status 1.

    options:
      -o, --output FILE   where to write the trace (required)
      --live              stamp events with the machine's clock and let sleeps take real time
    """
  },
  run: { args, context in
    let live = args.flag("--live")
    let output = try args.option("-o", "--output")
    let name = try args.positional("scenario name")
    try args.finish()
    guard let output else { throw CLIError.usage("missing -o FILE: where to write the trace") }
    let scenario = try context.scenario(named: name)
    let url = URL(fileURLWithPath: output)
    do {
      let trace = try await scenario.record(clock: live ? .live : .deterministic)
      try trace.write(to: url)
      let updates = trace.events.filter { $0.kind == .updateBegin }.count
      Output.print(
        "recorded \(scenario.name): \(trace.events.count) events in \(updates) updates → \(output)")
      return 0
    } catch let failure as ScenarioFailure {
      try failure.trace.write(to: url)
      throw CLIError(
        "\(failure); the \(failure.trace.events.count) events before it are in \(output)")
    }
  })
