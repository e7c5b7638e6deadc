import DemoApps
import Foundation
import TraceAnalysis
import TraceExport
import TraceFormat
import ViewTraceKit

/// `viewtrace demo`: the main job on the built-in notes demo, in one command.
let demoCommand = ToolCommand(
  name: "demo",
  summary: "record the notes demo and show what happened in it",
  help: { _ in
    """
    usage: viewtrace demo [-o DIR] [--json]

    Records the built-in notes demo (scenario notes-refresh-flicker: a pull to refresh that
    swaps out its own List, which cancels it), writes the trace to DIR/notes.vtrace and its
    timeline to DIR/notes.html (open it in a browser) and DIR/notes.svg, and prints an account
    of what happened, input by input, then the analyzer's explanation: the causal chain from
    the pull to refresh to the cancelled GET /notes and the .task that fetches again, with the
    line to change.

    options:
      -o, --output DIR   where to write the files (default: ./viewtrace-demo)
      --json             print {"scenario","events","trace","timeline","svg",
                         "findings":[{"kind","severity","summary"}]} instead of the account
    """
  },
  run: { args, context in
    let directory = try args.option("-o", "--output") ?? "viewtrace-demo"
    let json = args.flag("--json")
    try args.finish()
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw CLIError("cannot create the directory \(directory): \(error.localizedDescription)")
    }
    let scenario = try context.scenario(named: "notes-refresh-flicker")
    let traceURL = url.appendingPathComponent("notes.vtrace")
    try OutputPath.checkWritable(traceURL)
    let trace = try await scenario.play(clock: .deterministic)
    try trace.write(to: traceURL)
    let htmlURL = url.appendingPathComponent("notes.html")
    let svgURL = url.appendingPathComponent("notes.svg")
    let analysis = Analysis(trace: trace)
    do {
      try HTMLViewer.write(timeline: analysis.timeline, findings: analysis.findings, to: htmlURL)
      try SVGTimeline.write(timeline: analysis.timeline, findings: analysis.findings, to: svgURL)
    } catch {
      throw CLIError("cannot write the timelines into \(directory): \(error)")
    }
    if json {
      Output.print(
        JSON.object([
          ("scenario", .string(scenario.name)), ("events", .integer(trace.events.count)),
          ("trace", .string(traceURL.path)), ("timeline", .string(htmlURL.path)),
          ("svg", .string(svgURL.path)),
          (
            "findings",
            .array(
              analysis.findings.map {
                JSON.object([
                  ("kind", .string($0.kind.rawValue)), ("severity", .string($0.severity.rawValue)),
                  ("summary", .string($0.summary)),
                ])
              })
          ),
        ]).rendered)
      return 0
    }
    Output.print(
      Output.style.bold("ViewTrace demo: the notes app, pull to refresh")
        + " (scenario \(scenario.name))"
    )
    Output.print(scenario.summary + "\n")
    Output.print(DemoAccount(trace: trace).render())
    Output.print(
      "\n" + Output.style.bold("Why the refresh was cancelled") + " (viewtrace explain)\n")
    Output.print(analysis.explanation(style: Output.style), terminator: "")
    Output.print("")
    Output.print("trace:    \(traceURL.path)")
    Output.print("timeline: \(htmlURL.path)  (open it in a browser)")
    Output.print("svg:      \(svgURL.path)")
    return 0
  })

/// A short account of a trace: totals, then what each input led to.
struct DemoAccount {
  let trace: Trace

  func render() -> String {
    var lines: [String] = []
    let events = trace.events
    let count = { (kind: EventKind) in events.filter { $0.kind == kind }.count }
    let duration = TraceTime.duration(events.last?.time ?? 0)
    lines.append(
      "\(events.count) events in \(count(.updateBegin)) updates over \(duration) of virtual time; "
        + "\(count(.bodyBegin)) bodies evaluated, \(count(.taskStart)) tasks started, "
        + "\(count(.taskCancel)) cancelled, \(count(.effectBegin)) effects")
    lines.append("")
    for segment in segments() {
      lines.append(Output.style.bold(segment.title))
      for line in segment.lines { lines.append("  " + line) }
    }
    return lines.joined(separator: "\n")
  }

  private struct Segment {
    var title: String
    var lines: [String] = []
  }

  /// The events split at each input, with what in them matters to a reader, in the words of
  /// `Trace.describe(_:as: .prose)`.
  private func segments() -> [Segment] {
    let shown: Set<DecisionReason> = [
      .branchFlipped, .idChanged, .navigation, .presentation, .typeChanged,
    ]
    let start = "at start (\(TraceTime.exact(0)))"
    var segments = [Segment(title: start)]
    for event in trace.events {
      let time = TraceTime.exact(event.time)
      switch event.kind {
      case .input:
        segments.append(Segment(title: "\(trace.describe(event, as: .prose)) (\(time))"))
        continue
      case .identity where event.code != IdentityDecision.kept.rawValue:
        guard let reason = event.reason(as: DecisionReason.self), shown.contains(reason) else {
          continue
        }
      case .taskStart, .taskCancel, .effectBegin, .warning: break
      default: continue
      }
      let place = event.identity.isNone ? "" : IdentityPath(trace[event.identity]).suffix(2)
      segments[segments.count - 1].lines.append(
        "\(time)  \(trace.describe(event, as: .prose))  " + Output.style.dim(place))
    }
    return segments.filter { !$0.lines.isEmpty || $0.title != start }
  }
}
