import TraceAnalysis

extension Array where Element == TreeNode {
  /// The tree, one identity a line, indented, with what each view shows (`was …` when that
  /// changed in the update), slot values and marks: `*` evaluated, `+` appeared,
  /// `-` disappeared, `removed`.
  package func text(style: TextStyle = .plain) -> String {
    map { node in
      var marks: [String] = []
      if node.evaluated { marks.append("*") }
      if node.inserted || node.appeared { marks.append("+") }
      if node.disappeared || node.removed { marks.append("-") }
      if node.removed { marks.append("removed") }
      let slots = node.slots.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
      var line = String(repeating: "  ", count: node.depth) + node.component
      if let shows = node.shows {
        line += " " + shows + (node.showed.map { style.dim(" (was \($0))") } ?? "")
      }
      if !marks.isEmpty { line += " " + style.bold(marks.joined(separator: " ")) }
      if !slots.isEmpty { line += "  " + style.dim(slots) }
      return line + "\n"
    }.joined()
  }

  /// `{"nodes":[{"path","depth","shows","showed","slots":{…},"evaluated","inserted","appeared","disappeared","removed"}]}`;
  /// `shows` and `showed` are null when there is nothing to say.
  package func json() -> String {
    let nodes = map { node in
      JSON.object([
        ("path", .string(node.path)), ("depth", .integer(node.depth)),
        ("shows", node.shows.map(JSON.string) ?? .null),
        ("showed", node.showed.map(JSON.string) ?? .null),
        ("slots", .object(node.slots.map { ($0.name, .string($0.value)) })),
        ("evaluated", .bool(node.evaluated)), ("inserted", .bool(node.inserted)),
        ("appeared", .bool(node.appeared)), ("disappeared", .bool(node.disappeared)),
        ("removed", .bool(node.removed)),
      ])
    }
    return JSON.object([("nodes", .array(nodes))]).rendered
  }
}
