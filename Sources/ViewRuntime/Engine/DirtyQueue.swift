/// The nodes to evaluate in the update, taken parents first (by depth, then creation order):
/// a binary heap, so that an update that invalidates N views costs O(N log N), not O(N²).
@MainActor
struct DirtyQueue {
  /// The nodes with their keys (depth, creation order), compared without reading the nodes.
  private var heap: [(key: Key, node: Node)] = []
  private var members: Set<ObjectIdentifier> = []

  var isEmpty: Bool { heap.isEmpty }

  /// The nodes queued, in no particular order.
  var nodes: [Node] { heap.map(\.node) }

  func contains(_ node: Node) -> Bool { members.contains(ObjectIdentifier(node)) }

  /// Queues `node`, once.
  mutating func insert(_ node: Node) {
    guard members.insert(ObjectIdentifier(node)).inserted else { return }
    heap.append((Key(depth: node.depth, serial: node.serial), node))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].key < heap[parent].key else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the node to evaluate first.
  mutating func popFirst() -> Node? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast().node
    members.remove(ObjectIdentifier(first))
    var parent = 0
    while true {
      var best = parent
      let left = 2 * parent + 1
      if left < heap.count, heap[left].key < heap[best].key { best = left }
      if left + 1 < heap.count, heap[left + 1].key < heap[best].key { best = left + 1 }
      guard best != parent else { break }
      heap.swapAt(parent, best)
      parent = best
    }
    return first
  }

  /// Where a node comes: parents first (by depth), then in creation order.
  private struct Key: Comparable {
    let depth: Int
    let serial: Int
    static func < (a: Key, b: Key) -> Bool { (a.depth, a.serial) < (b.depth, b.serial) }
  }
}
