/// Searches the visible tree for the driver, and says what it saw when a search fails.
@MainActor
struct TreeQuery {
  let root: Node
  /// The presented sheet, cover, alert or dialog in front, when the query is for input: as on
  /// a device, it takes every tap and keystroke, and what is behind it gets none.
  let front: Node?
  /// The rows (or views) a `within:` limits the search to; nil for no limit.
  private var scopes: [Node]?

  /// A query of the views under `root`; `forInput` limits it to the presentation in front.
  init(root: Node, forInput: Bool = false) {
    self.root = root
    var front: Node?
    if forInput {
      let shown = root.host.presentationCandidates.live.filter {
        $0.isPresentation && $0.isShown && ($0 === root || $0.ancestors.contains { $0 === root })
      }
      // The last in tree order: found by a walk when several are shown.
      if shown.count > 1 {
        root.forEachShown { if $0.isPresentation { front = $0 } }
      } else {
        front = shown.first
      }
    }
    self.front = front
  }

  /// Visible nodes under the root (or the presentation in front, or the scopes), in tree order.
  var visibleNodes: [Node] {
    var nodes: [Node] = []
    forEachVisible { nodes.append($0) }
    return nodes
  }

  /// Calls `body` with each visible node in tree order (as ``visibleNodes`` lists them) until
  /// it returns true; returns whether it did.
  @discardableResult
  private func anyVisible(where body: (Node) -> Bool) -> Bool {
    if let scopes {
      return scopes.contains { $0.anyShown(where: body) }
    }
    return (front ?? root).anyShown(where: body)
  }

  /// Calls `body` with each visible node in tree order.
  private func forEachVisible(_ body: (Node) -> Void) {
    anyVisible {
      body($0)
      return false
    }
  }

  /// The same query limited to the rows of the views that show `text` (or are marked with
  /// it): the nearest `ForEach` element around each, or the view itself outside a list. When
  /// no view shows all of `text`, a view whose text contains it (`Noah` in `#1041 · Noah`)
  /// will do, if all such views are in one row; in several, the error lists them.
  func within(_ text: String) throws -> TreeQuery {
    var anchors = all { $0.matches(text) }
    if anchors.isEmpty {
      anchors = all { $0.showsPart(of: text) }
      let rows = Self.rows(of: anchors)
      if rows.count > 1 {
        let texts = rows.prefix(8).compactMap { row in
          ([row] + row.descendants).lazy.compactMap { $0.shownText(containing: text) }.first
        }
        throw DriverError(
          "within: \"\(text)\" is part of the text of \(rows.count) rows ("
            + texts.map { "\"\($0)\"" }.joined(separator: ", ") + (rows.count > 8 ? ", …" : "")
            + "); give more of the row's text")
      }
    }
    guard !anchors.isEmpty else {
      throw nothing(describing: "text \"\(text)\" (for within:)", searched: visibleNodes)
    }
    return scoped(toRowsOf: anchors)
  }

  /// The same query limited to the rows of `anchors`, visible views in tree order: the nearest
  /// `ForEach` element around each, or the view itself outside a list.
  func scoped(toRowsOf anchors: [Node]) -> TreeQuery {
    var scoped = self
    scoped.scopes = Self.rows(of: anchors)
    return scoped
  }

  /// The same query limited to the row whose `ForEach` id reads `id` as the trace writes it:
  /// the first `ForEach` in tree order that has such a row. The row is found by its id, so
  /// the other rows of that `ForEach` are not searched.
  func row(_ id: String) throws -> TreeQuery {
    var rows: [Node] = []
    func search(_ node: Node) -> Bool {
      if let state = node.runtimeState as? ForEachState, let index = state.index(of: id) {
        rows = node.rows(id, near: index)
        if !rows.isEmpty { return true }
      }
      for child in node.children where !child.isRemoved && !child.isHidden {
        if search(child) { return true }
      }
      return false
    }
    let top = front ?? root
    guard top.isShown, search(top) else {
      throw nothing(describing: "row \(id)", searched: visibleNodes)
    }
    var scoped = self
    scoped.scopes = rows
    return scoped
  }

  /// The rows of `anchors`, each once, in tree order.
  private static func rows(of anchors: [Node]) -> [Node] {
    var rows: [Node] = []
    var seen: Set<ObjectIdentifier> = []
    for row in anchors.map({ $0.row ?? $0 }) where seen.insert(ObjectIdentifier(row)).inserted {
      rows.append(row)
    }
    return rows
  }

  /// The visible nodes that match, in tree order.
  func all(where predicate: (Node) -> Bool) -> [Node] {
    var nodes: [Node] = []
    forEachVisible { if predicate($0) { nodes.append($0) } }
    return nodes
  }

  /// The first visible node that matches, or an error naming what was searched and found.
  func first(where predicate: (Node) -> Bool, describing what: String) throws -> Node {
    if let match = first(where: predicate) { return match }
    throw nothing(describing: what, searched: visibleNodes)
  }

  /// The first visible node that matches: the search stops there.
  private func first(where predicate: (Node) -> Bool) -> Node? {
    var match: Node?
    anyVisible { node in
      guard predicate(node) else { return false }
      match = node
      return true
    }
    return match
  }

  /// The error for a search that found nothing among `nodes`: what they show instead.
  private func nothing(describing what: String, searched nodes: [Node]) -> DriverError {
    let texts = nodes.flatMap { ($0.view as? any Labeled)?.searchableText ?? [] }
    let shown = texts.prefix(15).map { "\"\($0)\"" }.joined(separator: ", ")
    return DriverError(
      "no visible view with \(what) under \((front ?? root).path) (searched \(nodes.count) views"
        + (texts.isEmpty
          ? "; they show no text)" : "; texts shown: \(shown)\(texts.count > 15 ? ", …" : ""))"))
  }

  /// The control of kind `C` that shows `text` or is marked with that identifier or label:
  /// the control itself, or the nearest such control above (or below) a view that matches.
  /// Several different controls are an error that lists them, unless `index` picks one.
  ///
  /// One walk of the visible views, which tests each as it goes: with an `index`, it stops at
  /// the control of that index; without, it goes on to the end, where a second control would be.
  func control<C>(matching text: String, as _: C.Type, action: String, index: Int? = nil) throws
    -> Node
  {
    var search = ControlSearch<C>(text: text, wanted: index.map { $0 + 1 })
    anyVisible { search.take($0) }
    let controls = search.controls
    guard !controls.isEmpty else {
      throw notFound(text, action: action, firstMatch: search.firstMatch)
    }
    if let index {
      guard controls.indices.contains(index) else {
        throw DriverError(
          "cannot \(action) \"\(text)\" at index \(index): \(controls.count) controls match")
      }
      return controls[index]
    }
    if controls.count > 1 { throw ambiguity(text, action: action, controls: controls) }
    return controls[0]
  }

  /// The picker, tab view or `List(selection:)` at `index` in tree order, or an error naming
  /// what was searched.
  func selectable(index: Int) throws -> Node {
    let describing = "Picker, TabView or List(selection:)"
    let nodes = all { ($0.view as? any Selectable)?.offersSelection == true }
    guard !nodes.isEmpty else { throw nothing(describing: describing, searched: visibleNodes) }
    guard nodes.indices.contains(index) else {
      throw DriverError(
        "cannot select in the \(describing) at index \(index): \(nodes.count) match")
    }
    return nodes[index]
  }

  /// The error for a text that no control matches: a view that is no control, a control
  /// behind the presentation in front, or nothing at all.
  private func notFound(_ text: String, action: String, firstMatch: Node?) -> DriverError {
    if let match = firstMatch {
      return DriverError(
        "cannot \(action) \"\(text)\": the view at \(match.path) is a \(match.typeName), not a control for that"
      )
    }
    if let front, let behind = TreeQuery(root: root).first(where: { $0.matches(text) }) {
      return DriverError(
        "cannot \(action) \"\(text)\" at \(behind.path): it is behind the \(front.key.structural) presented at \(front.path); dismiss it first"
      )
    }
    return nothing(describing: "text \"\(text)\"", searched: visibleNodes)
  }

  /// The controls of kind `C` that the views `text` matches belong to, in tree order.
  func controls<C>(matching text: String, as _: C.Type) -> [Node] {
    var search = ControlSearch<C>(text: text, wanted: nil)
    anyVisible { search.take($0) }
    return search.controls
  }

  /// The error for a text that several controls match: each candidate, and how to pick one.
  private func ambiguity(_ text: String, action: String, controls: [Node]) -> DriverError {
    let listed = controls.prefix(8).enumerated().map { index, node in
      var line = "\(index): \(node.path)"
      if let identifier = node.accessibilityIdentifier {
        line += " (identifier \"\(identifier)\")"
      } else if let row = node.row, let label = row.label(besides: text) {
        line += " (within: \"\(label)\")"
      }
      return line
    }
    return DriverError(
      "cannot \(action) \"\(text)\": \(controls.count) controls match ("
        + listed.joined(separator: "; ") + (controls.count > 8 ? "; …" : "")
        + "); pick one with within: a text of its row, or index: N, or mark each with "
        + ".accessibilityIdentifier")
  }
}

extension Node {
  /// Whether the view shows `text`.
  func shows(_ text: String) -> Bool {
    descriptor.shows?(view, text) ?? false
  }

  /// The first text the view shows that contains `part`, if any.
  func shownText(containing part: String) -> String? {
    (view as? any Labeled)?.searchableText.first { $0.contains(part) }
  }

  /// Whether a text the view shows contains `part`.
  func showsPart(of part: String) -> Bool { !part.isEmpty && shownText(containing: part) != nil }

  /// Whether the view shows `text` or is marked with it as accessibility identifier or label.
  /// Asks the view's descriptor once; a view that neither shows text nor is marked by its
  /// modifier is not read.
  func matches(_ text: String) -> Bool {
    let descriptor = descriptor
    if let shows = descriptor.shows, shows(view, text) { return true }
    guard let marked = descriptor.marked else { return false }
    return marked(view, text)
  }

  /// The nearest `ForEach` element at or above the node: the row it is part of.
  var row: Node? {
    isElementRow ? self : ancestors.first { $0.isElementRow }
  }

  private var isElementRow: Bool { key.isElement }

  /// The first text the node or its descendants show, other than `text`.
  func label(besides text: String) -> String? {
    for node in [self] + descendants {
      if let label = (node.view as? any Labeled)?.searchableText.first(where: { $0 != text }) {
        return label
      }
    }
    return nil
  }

  /// The `.accessibilityIdentifier` the view is marked with.
  var accessibilityIdentifier: String? {
    modifier(AccessibilityIdentifierModifier.self)?.identifier
  }

  /// The `.accessibilityLabel` the view is marked with.
  var accessibilityLabel: String? { modifier(AccessibilityLabelModifier.self)?.label }

  /// The view under this node's modifiers: the node itself when it is no modified view.
  var modifiedView: Node {
    var node = self
    while node.descriptor.anyModifier != nil, node.children.count == 1 { node = node.children[0] }
    return node
  }

  /// The node and the modified views that wrap it, nearest first: where the accessibility
  /// label and identifier put on a control from outside are.
  var modifierWrappers: [Node] {
    var wrappers = [self]
    while let parent = wrappers.last?.parent, parent.descriptor.anyModifier != nil,
      parent.children.count == 1
    {
      wrappers.append(parent)
    }
    return wrappers
  }

  /// Whether the node is the content of a presented sheet, cover, popover, alert or dialog.
  var isPresentation: Bool {
    key.reasonHint == .presentation && parent?.modifier(SheetModifier.self) != nil
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

  /// The nearest ancestor that passes `test`.
  func nearestAncestor(where test: (Node) -> Bool) -> Node? {
    var current = parent
    while let node = current {
      if test(node) { return node }
      current = node.parent
    }
    return nil
  }

  /// The first descendant in tree order (as ``descendants`` lists them) that passes `test`.
  func firstDescendant(where test: (Node) -> Bool) -> Node? {
    var found: Node?
    func search(_ node: Node) -> Bool {
      if test(node) {
        found = node
        return true
      }
      return node.children.contains(where: search)
    }
    _ = children.contains(where: search)
    return found
  }

  /// The descendants in tree order.
  var descendants: [Node] {
    var result: [Node] = []
    for child in children { child.forEachInTree { result.append($0) } }
    return result
  }

  /// The node and its descendants that are shown, parents first, in tree order: a hidden
  /// subtree (a lazy row out of the window, a covered screen) is not entered.
  func forEachShown(_ body: (Node) -> Void) {
    guard isShown else { return }
    forEachShownBelow(body)
  }

  private func forEachShownBelow(_ body: (Node) -> Void) {
    body(self)
    for child in children where !child.isRemoved && !child.isHidden {
      child.forEachShownBelow(body)
    }
  }

  /// Whether the node or one of its descendants that are shown passes `test`, tried in the
  /// order of ``forEachShown(_:)`` up to the first that does.
  func anyShown(where test: (Node) -> Bool) -> Bool {
    isShown && anyShownBelow(where: test)
  }

  private func anyShownBelow(where test: (Node) -> Bool) -> Bool {
    if test(self) { return true }
    // The children unretained: the walk of a screen reads every node of it.
    return Node.withUnretained(children) { children in
      children.contains { child in
        child._withUnsafeGuaranteedRef {
          !$0.isRemoved && !$0.isHidden && $0.anyShownBelow(where: test)
        }
      }
    }
  }

  /// The shown children of this `ForEach` node that are its row `id`, whose element is at
  /// `index` in its data: the child there when each element has one, else every child with
  /// that id.
  func rows(_ id: String, near index: Int) -> [Node] {
    let shown = { (child: Node) in
      child.key.explicitID == id && !child.isRemoved && !child.isHidden
    }
    if index < children.count, shown(children[index]),
      index + 1 == children.count || children[index + 1].key.explicitID != id,
      index == 0 || children[index - 1].key.explicitID != id
    {
      return [children[index]]
    }
    return children.filter(shown)
  }

  /// The first `ForEach`'s state under this node, in tree order.
  var firstForEachState: ForEachState? {
    for child in children {
      if let state = child.runtimeState as? ForEachState ?? child.firstForEachState {
        return state
      }
    }
    return nil
  }
}

/// Renders the identity tree as indented text, with what each leaf shows and each view's slots.
/// Built in one string as the tree is walked, each node's visibility handed down from its
/// parent: explore asks for it after every action.
@MainActor
enum TreePrinter {
  static func render(_ root: Node?) -> String {
    guard let root else { return "(not started)" }
    var text = ""
    var started = false
    write(root, parentShown: root.parent?.isShown ?? true, into: &text, started: &started)
    return text
  }

  /// Appends the lines of `node` and of its descendants, a line per node not removed;
  /// `parentShown` is whether its parent is shown (``Node/isShown``).
  private static func write(
    _ node: Node, parentShown: Bool, into text: inout String, started: inout Bool
  ) {
    let shown = parentShown && !node.isRemoved && !node.isHidden
    if !node.isRemoved {
      if started { text += "\n" }
      started = true
      for _ in 0..<node.depth { text += "  " }
      text += node.typeName
      let label = node.key.label
      if !label.isEmpty {
        text += "["
        text += label
        text += "]"
      }
      if let display = node.descriptor.shown?(node.view, node, nil) {
        text += " "
        text += display
      }
      let slots = node.slots.inOrder
      for (index, slot) in slots.enumerated() {
        text += index == 0 ? "  {" : ", "
        text += slot.label
        text += "="
        text += describeValue(slot.value)
      }
      if !slots.isEmpty { text += "}" }
      if !shown { text += "  (hidden)" }
    }
    for child in node.children {
      write(child, parentShown: shown, into: &text, started: &started)
    }
  }
}
