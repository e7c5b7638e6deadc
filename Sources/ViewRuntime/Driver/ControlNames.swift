/// The searches ``Driver/possibleActions()`` makes to name each control, answered from one walk
/// of the screen: the visible views that match each text, in tree order, and for each kind of
/// control and text, the controls they belong to, found once. Naming every control costs a walk
/// of the screen, not a walk per control.
///
/// Each answer is the one ``TreeQuery`` gives for the same search: the views a text matches are
/// gathered as its walk offers them (``Node/matches(_:)``), and their controls through the same
/// ``ControlSearch``.
@MainActor
final class ControlNames {
  private let query: TreeQuery
  /// The visible views that show each text or are marked with it, in tree order.
  private var matching: [String: [Node]] = [:]
  private var controls: [Key: Controls] = [:]
  private var scoped: [ScopedKey: [Node]?] = [:]

  /// The controls of one kind a text matches, in tree order, and the place of each.
  struct Controls {
    let nodes: [Node]
    let places: [ObjectIdentifier: Int]
  }

  private struct Key: Hashable {
    let kind: ObjectIdentifier
    let text: String
  }

  private struct ScopedKey: Hashable {
    let key: Key
    let row: String
  }

  /// The names of the controls of `nodes`, the visible views of `query` in tree order.
  init(query: TreeQuery, nodes: [Node]) {
    self.query = query
    for node in nodes {
      for text in Self.texts(node) { matching[text, default: []].append(node) }
    }
  }

  /// The controls of kind `C` that `text` matches, as ``TreeQuery/controls(matching:as:)``
  /// finds them.
  func controls<C>(matching text: String, as _: C.Type) -> Controls {
    let key = Key(kind: ObjectIdentifier(C.self), text: text)
    if let known = controls[key] { return known }
    var search = ControlSearch<C>(text: text, wanted: nil)
    for node in matching[text] ?? [] { _ = search.take(node) }
    let nodes = search.controls
    var places: [ObjectIdentifier: Int] = [:]
    for (place, node) in nodes.enumerated() { places[ObjectIdentifier(node)] = place }
    let found = Controls(nodes: nodes, places: places)
    controls[key] = found
    return found
  }

  /// The controls of kind `C` that `text` matches in the rows that show `row`, as
  /// `within(row).controls(matching: text, as: C)` finds them; nil where `within` fails.
  func controls<C>(matching text: String, as kind: C.Type, within row: String) -> [Node]? {
    let key = ScopedKey(key: Key(kind: ObjectIdentifier(C.self), text: text), row: row)
    if let known = scoped[key] { return known }
    let anchors = matching[row] ?? []
    // Without a view showing all of the row's text, `within` looks for parts of it.
    let rowQuery = anchors.isEmpty ? try? query.within(row) : query.scoped(toRowsOf: anchors)
    let found = rowQuery?.controls(matching: text, as: kind)
    scoped[key] = found
    return found
  }

  /// The texts `node` matches: those it shows, and the accessibility identifier and label put
  /// on it (``Node/matches(_:)``).
  private static func texts(_ node: Node) -> [String] {
    let descriptor = node.descriptor
    var texts = descriptor.searchableText?(node.view) ?? []
    if let modifier = descriptor.anyModifier?(node.view) {
      if let identifier = (modifier as? AccessibilityIdentifierModifier)?.identifier {
        texts.append(identifier)
      }
      if let label = (modifier as? AccessibilityLabelModifier)?.label { texts.append(label) }
    }
    // A view that shows a text twice matches it once.
    if texts.count > 1 {
      var seen: Set<String> = []
      texts = texts.filter { seen.insert($0).inserted }
    }
    return texts
  }
}
