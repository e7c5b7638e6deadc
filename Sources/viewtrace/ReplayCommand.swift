import Foundation
import TraceFormat
import ViewTraceKit

/// `viewtrace replay FILE`: steps through a trace update by update.
let replayCommand = Command(
  name: "replay",
  summary: "step through a trace update by update",
  help: """
    usage: viewtrace replay FILE [--update N] [--step] [--salvage]

    Prints each update of the trace FILE in order: what started it, the bodies it evaluated and
    why, the identities it inserted and removed, the state it wrote, created and destroyed, what
    each view showed (Text shows "Water plants" (was "Buy milk")), and the tasks and effects
    that began or ended in it. Events between updates (inputs, task
    work) are shown where they happened.

    options:
      --update N   show only update N
      --step       wait for Enter after each update (q then Enter stops); needs a terminal
      --salvage    skip damaged chunks instead of failing
    """,
  run: { args in
    let only = try args.integer("--update", as: UInt32.self)
    let step = args.flag("--step")
    let salvage = args.flag("--salvage")
    let path = try args.positional("trace file")
    try args.finish()
    if step && isatty(STDIN_FILENO) == 0 {
      throw CLIError.usage("--step needs a terminal on stdin")
    }
    let trace = try TraceDocuments.read(path, salvage: salvage, command: "replay", display: true)
    let steps = ReplayStep.split(trace)
    if let only, !steps.contains(where: { $0.update == only }) {
      throw CLIError(
        "\(path) has no update \(only); it has updates 1 to \(steps.compactMap(\.update).max() ?? 0)"
      )
    }
    for replayStep in steps where only == nil || replayStep.update == only {
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

  func render(_ trace: Trace) -> String {
    let start = (events.first?.time ?? 0) / 1_000_000
    var lines: [String] = []
    if let update {
      let trigger = events.first.flatMap { UpdateTrigger(rawValue: $0.code) }?.name ?? "?"
      let bodies = events.filter { $0.kind == .bodyBegin }.count
      lines.append(
        Output.bold("update \(update)")
          + Output.dim("  at \(start) ms, after \(trigger), \(bodies) bodies"))
    } else {
      lines.append(Output.dim("between updates, from \(start) ms"))
    }
    for event in events {
      if let line = describe(event, in: trace) { lines.append("  " + line) }
    }
    return lines.joined(separator: "\n")
  }

  /// One line for the events a reader follows, in the words of `Trace.describe` and, as `explain`
  /// writes chains, with where it happened; nil for bookkeeping (kept identities, reads).
  private func describe(_ event: TraceEvent, in trace: Trace) -> String? {
    switch event.kind {
    case .read, .appear, .disappear, .bodyEnd, .updateBegin, .updateEnd: return nil
    case .identity where event.code == IdentityDecision.kept.rawValue: return nil
    case .identity where event.reason == DecisionReason.parentRemoved.rawValue: return nil
    default: break
    }
    let text = trace.describe(event, as: .prose)
    let line =
      switch event.kind {
      case .input: Output.bold(text)
      case .slotDestroy: Output.yellow(text)
      case .warning: Output.red(text)
      default: text
      }
    guard !event.identity.isNone else { return line }
    return line + "  " + Output.dim(IdentityPath(trace[event.identity]).suffix(2))
  }
}
