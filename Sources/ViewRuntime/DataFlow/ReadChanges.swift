import TraceFormat

extension ViewHost {
  /// Notes that an `@Observable` property `node` read changed: in its body (`byBody`), or
  /// outside any body (in the content closure that built it, through a binding that decides its
  /// children). The node is invalidated when the code that wrote it ends
  /// (``recordModelChanges()``).
  func modelChanged(_ node: Node, name: String, byBody: Bool) {
    guard !node.isRemoved else { return }
    pendingModelChanges.append((node, name, currentOrigin(), byBody))
    scheduleUpdate()
  }

  /// Invalidates the nodes whose reads changed, in the order the nodes were made (Observation
  /// calls its observers in no fixed order), each with the write as cause. A node that read
  /// outside any body and that an evaluation already due builds again is left to it
  /// (``Node/willBeBuiltAgain``).
  func recordModelChanges() {
    guard !pendingModelChanges.isEmpty else { return }
    // Sorts positions by plain keys: the changes themselves hold references, costly to move.
    let serials = pendingModelChanges.map(\.node.serial)
    let order = serials.indices.sorted { (serials[$0], $0) < (serials[$1], $1) }
    let pending = order.map { pendingModelChanges[$0] }
    pendingModelChanges.removeAll()
    for (node, name, origin, byBody) in pending where !node.isRemoved {
      if !byBody {
        guard !node.willBeBuiltAgain else { continue }
        modelWrites.recordUnwatched(before: name)
      } else {
        modelWrites.recordUnheld(before: name)
      }
      invalidateForModelChange(node, reason: .observable, name: name, origin: origin)
    }
  }
}

extension Node {
  /// Whether an evaluation already due builds this node again: it is invalid, or a container
  /// above it is, up to the nearest view with a body, whose body makes the containers below
  /// evaluate again.
  var willBeBuiltAgain: Bool {
    var current: Node? = self
    while let node = current {
      if node.isDirty { return true }
      guard node === self || node.view is any PrimitiveView || node.view is any TransparentView
      else { return false }
      current = node.parent
    }
    return false
  }
}
