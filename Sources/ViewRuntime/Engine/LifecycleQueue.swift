import TraceFormat

/// Appear and disappear, collected during an update and run at its end: every appearance
/// first, in tree order, then every disappearance, as SwiftUI does when an identity is replaced.
@MainActor
final class LifecycleQueue {
  private var candidates: [(node: Node, cause: Seq)] = []
  private var actions: [@MainActor () -> Void] = []
  /// The number of the last batch walked (``Node/lifecycleWalk``).
  private var walk = 0

  /// Runs `action` at the end of the update, after appear and disappear (`onChange`).
  func afterUpdate(_ action: @escaping @MainActor () -> Void) {
    actions.append(action)
  }

  /// Notes that `node` and its subtree may have changed visibility because of `cause`.
  func enqueue(_ node: Node, cause: Seq) {
    candidates.append((node, cause))
  }

  /// Records appear and disappear for every node whose visibility changed, and runs its hooks.
  func run(host: ViewHost) {
    runVisibility(host: host)
    while !actions.isEmpty {
      let batch = actions
      actions.removeAll()
      for action in batch { action() }
      runVisibility(host: host)
    }
  }

  private func runVisibility(host: ViewHost) {
    while !candidates.isEmpty {
      let batch = candidates
      candidates.removeAll()
      var appearing: [(Node, Seq)] = []
      var disappearing: [(Node, Seq)] = []
      // A node seen in this batch carries its number (no set of seen nodes to hash).
      walk += 1
      let batchNumber = walk
      for (node, cause) in batch where node.lifecycleWalk != batchNumber {
        // A node seen before was seen with its subtree: the walk stops there.
        node.collectVisibilityChanges(
          shown: node.isShown, walk: batchNumber, cause: cause, appearing: &appearing,
          disappearing: &disappearing)
      }
      for (node, cause) in appearing {
        node.isVisible = true
        let seq = host.recorder.appear(node, cause: cause)
        node.descriptor.didAppear?(node.view, node, seq)
      }
      for (node, cause) in disappearing {
        node.isVisible = false
        let seq = host.recorder.disappear(node, cause: cause)
        node.descriptor.didDisappear?(node.view, node, seq)
      }
    }
  }
}

/// A modifier that acts when its identity appears or disappears (`onAppear`, `task`).
@MainActor
protocol LifecycleModifier {
  func didAppear(node: Node, event: Seq)
  func didDisappear(node: Node, event: Seq)
}

extension Node {
  /// Notes the node and its descendants whose visibility changed, parents first, in tree order,
  /// given whether this node should be visible (`shown`; each child's found from its parent's
  /// on the way down instead of walking up from each node, as ``isShown`` does). A node this
  /// walk (`walk`) reached before is not entered again. The children are read unretained: the
  /// tree does not change during the walk.
  fileprivate func collectVisibilityChanges(
    shown: Bool, walk: Int, cause: Seq, appearing: inout [(Node, Seq)],
    disappearing: inout [(Node, Seq)]
  ) {
    guard lifecycleWalk != walk else { return }
    lifecycleWalk = walk
    if shown && !isVisible { appearing.append((self, cause)) }
    if !shown && isVisible { disappearing.append((self, cause)) }
    guard !children.isEmpty else { return }
    Node.withUnretained(children) { children in
      for child in children {
        child._withUnsafeGuaranteedRef { child in
          child.collectVisibilityChanges(
            shown: shown && !child.isRemoved && !child.isHidden, walk: walk, cause: cause,
            appearing: &appearing, disappearing: &disappearing)
        }
      }
    }
  }
}
