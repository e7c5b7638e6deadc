/// The nodes made as presentations' content, held weakly: the driver looks among them for the
/// presentation in front instead of walking every node of the tree.
@MainActor
struct PresentationCandidates {
  private final class Entry {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
  }
  private var entries: [Entry] = []

  mutating func append(_ node: Node) {
    entries.removeAll { $0.node == nil || $0.node?.isRemoved == true }
    entries.append(Entry(node))
  }

  /// The candidates still in the tree, in the order they were made.
  var live: [Node] { entries.compactMap { $0.node }.filter { !$0.isRemoved } }
}
