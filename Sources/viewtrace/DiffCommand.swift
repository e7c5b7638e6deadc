import TraceFormat

/// `viewtrace diff A B`: where two traces stop recording the same events.
let diffCommand = Command(
  name: "diff",
  summary: "compare two traces and show where they diverge",
  help: """
    usage: viewtrace diff A B [--context N] [--salvage]

    Compares the events of the traces A and B (any of .vtrace, .jsonl, .xml), string by string
    rather than by their numbering in the files. Exits 0 when they record the same events;
    otherwise prints the first divergent event, the fields that differ, and N events of
    context on each side (- for A, + for B), and exits 1.

    options:
      --context N   events of context on each side (default 3)
      --salvage     skip damaged chunks instead of failing
    """,
  run: { args in
    let context = try args.integer("--context") ?? 3
    let salvage = args.flag("--salvage")
    let first = try args.positional("first trace file")
    let second = try args.positional("second trace file")
    try args.finish()
    guard context >= 0 else {
      throw CLIError.usage("--context takes a number of events, 0 or more")
    }
    let a = try TraceDocuments.read(first, salvage: salvage, command: "diff")
    let b = try TraceDocuments.read(second, salvage: salvage, command: "diff")
    guard let divergence = TraceComparison.firstDivergence(expected: a, actual: b) else {
      Output.print("same events: \(a.events.count) in each")
      return 0
    }
    Output.print(
      TraceComparison.report(
        divergence, expected: a, actual: b, context: context, expectedLabel: "A", actualLabel: "B"))
    return 1
  })
