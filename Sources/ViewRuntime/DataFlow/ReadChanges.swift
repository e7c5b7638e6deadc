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
    // Taken whole, and given back emptied to hold the next changes: neither copied nor freed,
    // as freeing the buffer destroys its changes one by one through their type's metadata.
    var pending: [PendingModelChange] = []
    swap(&pending, &pendingModelChanges)
    if Self.isInOrder(pending) {
      pending.reverse()
    } else {
      // Sorts positions by plain keys: the changes themselves hold references, costly to move.
      let serials = pending.map(\.node.serial)
      let order = serials.indices.sorted { (serials[$0], $0) > (serials[$1], $1) }
      pending = order.map { pending[$0] }
    }
    // Each change is moved out of the list, last first: none is copied, its references retained.
    while let change = pending.popLast() { recordModelChange(change) }
    if pendingModelChanges.isEmpty { swap(&pending, &pendingModelChanges) }
  }

  /// A change ``modelChanged(_:name:byBody:)`` noted.
  typealias PendingModelChange = (
    node: Node, name: String, origin: ModelWrites.Origin, byBody: Bool
  )

  /// Whether `changes` are in the order their nodes were made, as a group's bodies, which
  /// joined it in that order, come as a rule. A loop, not a closure: each call of one made here
  /// would check the actor it runs on.
  private static func isInOrder(_ changes: [PendingModelChange]) -> Bool {
    for index in changes.indices.dropFirst()
    where changes[index].node.serial < changes[index - 1].node.serial {
      return false
    }
    return true
  }

  /// Invalidates the node of `change` unless it left the tree, or read outside any body and is
  /// built again anyway.
  private func recordModelChange(_ change: PendingModelChange) {
    guard !change.node.isRemoved else { return }
    if !change.byBody {
      guard !change.node.willBeBuiltAgain else { return }
      modelWrites.recordUnwatched(before: change.name)
    } else {
      modelWrites.recordUnheld(before: change.name)
    }
    invalidateForModelChange(
      change.node, reason: .observable, name: change.name, origin: change.origin)
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
