import Foundation
import TraceFormat

/// `replay FILE`: steps through a trace update by update.
let replayCommand = ToolCommand(
  name: "replay",
  summary: "step through a trace update by update",
  help: { tool in
    """
    usage: \(tool) replay FILE [--update N] [--step] [--json] [--salvage]

    Prints each update of the trace FILE in order: what started it, the bodies it evaluated and
    why, the identities it inserted and removed, the state it wrote, created and destroyed, what
    each view showed (Text shows "Water plants" (was "Buy milk")), and the tasks and effects
    that began or ended in it, each with the ForEach row it happened in (in row 1041, by the
    row's id) and where. Events between updates (inputs, task work) are shown where they
    happened.

    options:
      --update N   show only update N
      --step       wait for Enter after each update (q then Enter stops); needs a terminal
      --json       print {"steps":[{"update","start","trigger","bodies",
                   "events":[{"seq","kind","text","identity","row"}]}]}
      --salvage    skip damaged chunks instead of failing
    """
  },
  run: { args, context in
    let only = try args.integer("--update", as: UInt32.self)
    let step = args.flag("--step")
    let json = args.flag("--json")
    let salvage = args.flag("--salvage")
    let path = try args.positional("trace file")
    try args.finish()
    if step && isatty(STDIN_FILENO) == 0 {
      throw CLIError.usage("--step needs a terminal on stdin")
    }
    if step && json { throw CLIError.usage("--step waits on a terminal, --json is for a program") }
    if step && path == TraceInput.standardInput {
      throw CLIError.usage("--step reads Enter from stdin, so the trace cannot come from it")
    }
    let trace = try TraceDocuments.read(
      path, salvage: salvage, command: context.speaker, display: !json)
    let steps = ReplayStep.split(trace)
    if let only, !steps.contains(where: { $0.update == only }) {
      throw CLIError(
        "\(path) has no update \(only); it has updates 1 to \(steps.compactMap(\.update).max() ?? 0)"
      )
    }
    let chosen = steps.filter { only == nil || $0.update == only }
    if json {
      Output.print(JSON.object([("steps", .array(chosen.map { $0.json(trace) }))]).rendered)
      return 0
    }
    for replayStep in chosen {
      Output.print(replayStep.render(trace))
      if step {
        FileHandle.standardError.write(Data("-- Enter for the next update, q to stop -- ".utf8))
        if readLine()?.lowercased().hasPrefix("q") == true { break }
      }
    }
    return 0
  })

/// One step of a replay: an update, or the events between two updates.
struct ReplayStep {
  let update: UInt32?
  var events: [TraceEvent]

  /// The trace cut into updates and the stretches between them.
  static func split(_ trace: Trace) -> [ReplayStep] {
    var steps: [ReplayStep] = []
    for event in trace.events {
      let update: UInt32? = event.update == 0 ? nil : event.update
      if let last = steps.last, last.update == update {
        steps[steps.count - 1].events.append(event)
      } else {
        steps.append(ReplayStep(update: update, events: [event]))
      }
    }
    return steps
  }
}
