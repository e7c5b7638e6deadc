import TraceAnalysis

/// `explain FILE`: the findings of a trace, worst first, each with its causal chain.
let explainCommand = ToolCommand(
  name: "explain",
  summary: "explain state resets, duplicate effects and other findings, input to symptom",
  help: { tool in
    """
    usage: \(tool) explain FILE [--json] [--fail-on error|warning]

    Prints every finding of the trace, worst first: its kind, a one-line summary, the causal
    chain from the input to the symptom (each event with its update, time and identity), the
    source sites involved and the fix.

    options:
      --json              print {"findings":[{"kind","severity","summary","clauses","chain","steps","sites","fix"}]}
                          (each clause: its "text", "claim" and the seqs of its "evidence")
      --fail-on SEVERITY  exit with status 1 when a finding of SEVERITY (error or warning) or
                          worse exists, for CI
    """
  },
  run: { arguments, context in
    let json = arguments.flag("--json")
    let failOn = try arguments.option("--fail-on").map { text in
      guard let severity = Severity(rawValue: text), severity != .info else {
        throw CLIError.usage("--fail-on takes error or warning, not '\(text)'")
      }
      return severity
    }
    let path = try arguments.positional("trace file")
    try arguments.finish()
    let analysis = Analysis(
      trace: try TraceDocuments.read(path, command: context.speaker, display: !json))
    if json {
      Output.print(analysis.findingsJSON())
    } else {
      Output.print(analysis.explanation(style: Output.style), terminator: "")
    }
    if let failOn, let worst = analysis.worst, worst <= failOn { return 1 }
    return 0
  })
