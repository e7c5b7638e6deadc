import TraceAnalysis

/// `why FILE VIEW`: why each body evaluation of a view ran.
let whyCommand = ToolCommand(
  name: "why",
  summary: "why each body evaluation of a view ran, like _printChanges for every view",
  help: { tool in
    """
    usage: \(tool) why FILE VIEW [--update N] [--json]

    For each body evaluation of the views whose type is VIEW, or whose identity path is or ends
    with VIEW, prints why it ran: @identity (new), @self(inputs that changed), _slot: old → new,
    Model.property, or an environment key; and how long it took. Then each body that did not
    run although its inputs changed, because its == said equal (.equatable(), EquatableView),
    with the inputs == ignored. Then each evaluation that ran no body: a view that a closure
    stored by a container built (a ForEach row written inline, a sheet's content, a navigation
    destination) whose closure ran again, or a container or control evaluated again, named as
    the code spells it (ForEach row 2 in RecipeBoxScreen), with its chain from the input through
    the write to what it changed on screen. VIEW matches these by their type or path, by the
    view whose body wrote the closure, or by the container that holds them (ForEach, .sheet).

    options:
      --update N   only the evaluations of update N
      --json       print {"evaluations":[{"seq","update","time","identity","type","cause","tokens","duration"}],
                   "skipped":[{"seq","update","time","identity","type","ignored"}],
                   "contentRuns":[{"seq","update","time","identity","type","closure","owner",
                   "cause","tokens","chain","changes"}]}
    """
  },
  run: { arguments, context in
    let json = arguments.flag("--json")
    let update = try arguments.integer("--update", as: UInt32.self)
    let path = try arguments.positional("trace file")
    let view = try arguments.positional("view type or path")
    try arguments.finish()
    let timeline = Timeline(
      trace: try TraceDocuments.read(path, command: context.speaker, display: !json))
    let reasons = timeline.why(view, update: update)
    let skipped = timeline.equatableSkips(view, update: update)
    let runs = timeline.contentRuns(view, update: update)
    if json {
      Output.print(reasons.json(skipped: skipped, contentRuns: runs))
      return 0
    }
    guard !reasons.isEmpty || !skipped.isEmpty || !runs.isEmpty else {
      let scope = update.map { " in update \($0)" } ?? ""
      throw CLIError(
        "nothing matching '\(view)' was evaluated\(scope): no body ran, and no row, sheet"
          + " content or destination was built again")
    }
    Output.print(reasons.text(style: Output.style), terminator: "")
    Output.print(skipped.text(style: Output.style), terminator: "")
    Output.print(runs.text(in: timeline, style: Output.style), terminator: "")
    return 0
  })
