import TraceAnalysis
import TraceFormat

/// `diff A B`: what the behaviour of two traces does differently, view by view.
let diffCommand = ToolCommand(
  name: "diff",
  summary: "compare what two traces did: bodies, resets, tasks, effects and findings per view",
  help: { tool in
    """
    usage: \(tool) diff A B [--json] [--events [--context N]] [--salvage]

    Compares the behaviour of the traces A and B (any of .vtrace, .jsonl, .xml): per view,
    bodies evaluated, identities inserted and removed, appears and disappears, state slots
    destroyed (with their last values), state resets (state lost when its view was replaced,
    with the value lost and the one it started again with), tasks started and cancelled;
    effects run, by name; and
    findings, by kind, each with its summary (for a row's state that moved to another element,
    what the row showed before and after). Views are matched by their type; a view only A has and one only B has
    at the same place in the tree (modifiers aside) are one view, counted as `Old → New`, so a
    screen and its fixed version line up whatever they are called. Prints the counts that differ,
    totals first, and exits 1; exits 0 when the behaviour is the same.

    options:
      --json        print {"same":BOOL,"differences":[{"what","view","a","b","valuesA","valuesB"}]}
      --events      instead, compare event by event: the first divergent event, the fields
                    that differ, and N events of context on each side (- for A, + for B)
      --context N   with --events, events of context on each side (default 3)
      --salvage     skip damaged chunks instead of failing
    """
  },
  run: { args, tool in
    let json = args.flag("--json")
    let events = args.flag("--events")
    let context = try args.integer("--context", as: Int.self, in: 0...1_000_000) ?? 3
    let salvage = args.flag("--salvage")
    let first = try args.positional("first trace file")
    let second = try args.positional("second trace file")
    try args.finish()
    guard first != TraceInput.standardInput || second != TraceInput.standardInput else {
      throw CLIError.usage("- (standard input) can be read once only")
    }
    guard !(json && events) else { throw CLIError.usage("--json compares behaviour, not --events") }
    // Text output prints the traces' strings escaped for a terminal; JSON escapes them itself.
    let a = try TraceDocuments.read(first, salvage: salvage, command: tool.speaker, display: !json)
    let b = try TraceDocuments.read(second, salvage: salvage, command: tool.speaker, display: !json)
    if events {
      guard let divergence = TraceComparison.firstDivergence(expected: a, actual: b) else {
        Output.print("same events: \(a.events.count) in each")
        return 0
      }
      Output.print(
        TraceComparison.report(
          divergence, expected: a, actual: b, context: context, expectedLabel: "A",
          actualLabel: "B"))
      return 1
    }
    let diff = BehaviourDiff(Behaviour(Analysis(trace: a)), Behaviour(Analysis(trace: b)))
    Output.print(json ? BehaviourDiffText.json(diff) : BehaviourDiffText.table(diff))
    return diff.isEmpty ? 0 : 1
  })
