/// Searches the visible tree for the driver, and says what it saw when a search fails.
@MainActor
struct TreeQuery {
  let root: Node

  /// Visible nodes under the root, in tree order.
  var visibleNodes: [Node] {
    var nodes: [Node] = []
    root.forEachInTree { if $0.isShown { nodes.append($0) } }
    return nodes
  }

  func all(where predicate: (Node) -> Bool) -> [Node] { visibleNodes.filter(predicate) }

  /// The first visible node that matches, or an error naming what was searched and found.
  func first(where predicate: (Node) -> Bool, describing what: String) throws -> Node {
    let nodes = visibleNodes
    if let match = nodes.first(where: predicate) { return match }
    let texts = nodes.flatMap { ($0.view as? any Labeled)?.searchableText ?? [] }
    let shown = texts.prefix(15).map { "\"\($0)\"" }.joined(separator: ", ")
    throw DriverError(
      "no visible view with \(what) under \(root.path) (searched \(nodes.count) views"
        + (texts.isEmpty
          ? "; they show no text)" : "; texts shown: \(shown)\(texts.count > 15 ? ", …" : ""))"))
  }

  /// The control of kind `C` that shows `text` or is marked with that identifier or label:
  /// the control itself, or the nearest such control above a text that matches.
  func control<C>(matching text: String, as _: C.Type, action: String) throws -> Node {
    let matches = visibleNodes.filter {
      $0.shows(text) || $0.modifier(AccessibilityIdentifierModifier.self)?.identifier == text
        || $0.modifier(AccessibilityLabelModifier.self)?.label == text
    }
    for match in matches {
      if match.view is C { return match }
      if let control = match.ancestors.first(where: { $0.view is C }) { return control }
      if let control = match.descendants.first(where: { $0.view is C && $0.isShown }) {
        return control
      }
    }
    if let match = matches.first {
      throw DriverError(
        "cannot \(action) \"\(text)\": the view at \(match.path) is a \(match.typeName), not a control for that"
      )
    }
    _ = try first(where: { _ in false }, describing: "text \"\(text)\"")
    throw DriverError("no view shows \"\(text)\"")
  }
}

extension Node {
  /// Whether the view shows `text`.
  func shows(_ text: String) -> Bool {
    (view as? any Labeled)?.searchableText.contains(text) ?? false
  }

  /// The ancestors, nearest first.
  var ancestors: [Node] {
    var result: [Node] = []
    var current = parent
    while let node = current {
      result.append(node)
      current = node.parent
    }
    return result
  }

  /// The descendants in tree order.
  var descendants: [Node] {
    var result: [Node] = []
    for child in children { child.forEachInTree { result.append($0) } }
    return result
  }
}

/// Renders the identity tree as indented text, with each view's slots.
@MainActor
enum TreePrinter {
  static func render(_ root: Node?) -> String {
    guard let root else { return "(not started)" }
    var lines: [String] = []
    root.forEachInTree { node in
      guard !node.isRemoved else { return }
      let indent = String(repeating: "  ", count: node.depth)
      let label = node.key.label.isEmpty ? "" : "[\(node.key.label)]"
      var line = indent + node.typeName + label
      if let text = (node.view as? any Labeled)?.searchableText.first { line += " \"\(text)\"" }
      let slots = node.slotOrder.compactMap { name in
        node.slots[name].map { "\(name)=\(describeValue($0.value))" }
      }
      if !slots.isEmpty { line += "  {" + slots.joined(separator: ", ") + "}" }
      if !node.isShown { line += "  (hidden)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
