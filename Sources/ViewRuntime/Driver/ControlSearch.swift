/// The controls of kind `C` that the views matching a text belong to, gathered as a walk of
/// the visible views offers them in tree order: for each view that shows the text or is marked
/// with it, the view itself if it is a `C` or modifies one (`.accessibilityLabel` put on it),
/// else the nearest `C` above it, else the first shown `C` below it; each control once.
@MainActor
struct ControlSearch<C> {
  let text: String
  /// How many controls the search needs: it is done when it has that many; nil for all.
  let wanted: Int?
  /// The controls found, in tree order.
  private(set) var controls: [Node] = []
  /// The first view that matched, control or not.
  private(set) var firstMatch: Node?
  private var found: Set<ObjectIdentifier> = []

  init(text: String, wanted: Int?) {
    self.text = text
    self.wanted = wanted
  }

  /// Takes the next visible view; returns whether the search is done.
  mutating func take(_ node: Node) -> Bool {
    guard node.matches(text) else { return false }
    if firstMatch == nil { firstMatch = node }
    if let control = Self.control(of: node),
      found.insert(ObjectIdentifier(control)).inserted
    {
      controls.append(control)
    }
    return controls.count == wanted
  }

  /// The control a matching view belongs to.
  private static func control(of match: Node) -> Node? {
    let modified = match.modifiedView
    if modified.view is C { return modified }
    return match.nearestAncestor { $0.view is C }
      ?? match.firstDescendant { $0.view is C && $0.isShown }
  }
}
