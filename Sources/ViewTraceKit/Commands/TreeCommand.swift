import TraceAnalysis

/// `tree FILE --at N`: the identity tree after an update.
let treeCommand = ToolCommand(
  name: "tree",
  summary: "the identity tree after an update, with state and what changed",
  help: { tool in
    """
    usage: \(tool) tree FILE [--at N] [--json]

    Prints the identity tree after update N (the last update when --at is not given), one view a
    line with what it showed (a text, a control's value; "(was …)" when that changed in that
    update) and its state slots. Marks: * its body was evaluated in that update, + it was
    inserted or appeared, - it disappeared; removed identities are shown once, marked removed.

    options:
      --at N   the update to show the tree after
      --json   print {"nodes":[{"path","depth","shows","showed","slots","evaluated","inserted","appeared","disappeared","removed"}]}
    """
  },
  run: { arguments, context in
    let json = arguments.flag("--json")
    let at = try arguments.integer("--at", as: UInt32.self)
    let path = try arguments.positional("trace file")
    try arguments.finish()
    let timeline = Timeline(
      trace: try TraceDocuments.read(path, command: context.speaker, display: !json))
    guard let update = at ?? timeline.updates.last?.number else {
      throw CLIError("the trace has no update")
    }
    guard let tree = timeline.tree(after: update) else {
      let last = timeline.updates.last?.number ?? 0
      throw CLIError("the trace has no complete update \(update); its updates are 1 to \(last)")
    }
    if json {
      Output.print(tree.json())
    } else {
      Output.print("tree after update \(update) (* evaluated, + appeared, - disappeared)")
      Output.print(tree.text(style: Output.style), terminator: "")
    }
    return 0
  })
