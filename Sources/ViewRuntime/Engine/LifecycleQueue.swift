import TraceFormat

/// Appear and disappear, collected during an update and run at its end: every appearance
/// first, in tree order, then every disappearance, as SwiftUI does when an identity is replaced.
@MainActor
final class LifecycleQueue {
  private var candidates: [(node: Node, cause: Seq)] = []
  private var actions: [@MainActor () -> Void] = []

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
      var seen = Set<ObjectIdentifier>()
      for (node, cause) in batch {
        node.forEachInTree { node in
          guard seen.insert(ObjectIdentifier(node)).inserted else { return }
          let shown = node.isShown
          if shown && !node.isVisible { appearing.append((node, cause)) }
          if !shown && node.isVisible { disappearing.append((node, cause)) }
        }
      }
      for (node, cause) in appearing {
        node.isVisible = true
        let seq = host.recorder.appear(node, cause: cause)
        (node.view as? any LifecycleModifier)?.didAppear(node: node, event: seq)
      }
      for (node, cause) in disappearing {
        node.isVisible = false
        let seq = host.recorder.disappear(node, cause: cause)
        (node.view as? any LifecycleModifier)?.didDisappear(node: node, event: seq)
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
