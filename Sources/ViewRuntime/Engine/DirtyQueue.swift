/// The nodes to evaluate in the update, taken parents first (by depth, then creation order):
/// a binary heap, so that an update that invalidates N views costs O(N log N), not O(N²).
///
/// The heap holds plain keys and positions in ``queued``, which holds the nodes and never moves
/// them: sifting moves no reference, so it retains and releases none. A node knows whether it
/// is queued (``Node/isQueued``), so membership costs no hashing.
@MainActor
struct DirtyQueue {
  /// The keys of the nodes waiting (depth, creation order), each with its node's position in
  /// ``queued``, compared without reading the nodes.
  private var heap: [(key: Key, position: Int)] = []
  /// Every node queued since the queue was last empty, in the order queued.
  private var queued: [Node] = []

  var isEmpty: Bool { heap.isEmpty }

  /// The nodes queued, in no particular order.
  var nodes: [Node] { heap.map { queued[$0.position] } }

  func contains(_ node: Node) -> Bool { node.isQueued }

  /// Queues `node`, once.
  mutating func insert(_ node: Node) {
    guard !node.isQueued else { return }
    node.isQueued = true
    heap.append((Key(depth: node.depth, serial: node.serial), queued.count))
    queued.append(node)
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
    let first = queued[heap.removeLast().position]
    first.isQueued = false
    if heap.isEmpty { queued.removeAll(keepingCapacity: true) }
    // Sifted in the heap's buffer: one uniqueness check per pop, not one per swap.
    heap.withUnsafeMutableBufferPointer { heap in
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
