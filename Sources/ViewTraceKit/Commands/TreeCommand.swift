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
      throw CLIError(
        "the trace has no complete update \(update); its updates are "
          + describe(timeline.updates.map(\.number)))
    }
    if json {
      Output.print(tree.json())
    } else {
      Output.print("tree after update \(update) (* evaluated, + appeared, - disappeared)")
      Output.print(tree.text(style: Output.style), terminator: "")
    }
    return 0
  })

/// The update numbers a trace has, as a reader can use them: "1 to 40", "3, 7, 9", or a range
/// with its count when numbers are missing from it (a recording whose numbers wrapped, say).
private func describe(_ numbers: [UInt32]) -> String {
  let sorted = Array(Set(numbers)).sorted()
  guard let first = sorted.first, let last = sorted.last else { return "none" }
  if Int(last - first) + 1 == sorted.count {
    return first == last ? "\(first)" : "\(first) to \(last)"
  }
  if sorted.count <= 6 { return sorted.map(String.init).joined(separator: ", ") }
  return "\(sorted.count) numbers from \(first) to \(last), with gaps"
}
