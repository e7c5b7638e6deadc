/// The nodes to evaluate in the update, taken parents first (by depth, then creation order):
/// a binary heap, so that an update that invalidates N views costs O(N log N), not O(N²).
@MainActor
struct DirtyQueue {
  private var heap: [Node] = []
  private var members: Set<ObjectIdentifier> = []

  var isEmpty: Bool { heap.isEmpty }

  /// The nodes queued, in no particular order.
  var nodes: [Node] { heap }

  func contains(_ node: Node) -> Bool { members.contains(ObjectIdentifier(node)) }

  /// Queues `node`, once.
  mutating func insert(_ node: Node) {
    guard members.insert(ObjectIdentifier(node)).inserted else { return }
    heap.append(node)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the node to evaluate first.
  mutating func popFirst() -> Node? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    members.remove(ObjectIdentifier(first))
    var parent = 0
    while true {
      var best = parent
      let left = 2 * parent + 1
      if left < heap.count, Self.precedes(heap[left], heap[best]) { best = left }
      if left + 1 < heap.count, Self.precedes(heap[left + 1], heap[best]) { best = left + 1 }
      guard best != parent else { break }
      heap.swapAt(parent, best)
      parent = best
    }
    return first
  }

  private static func precedes(_ a: Node, _ b: Node) -> Bool {
    (a.depth, a.serial) < (b.depth, b.serial)
  }
}
