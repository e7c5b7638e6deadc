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
    node.lifecycleQueued = walk + 1
    candidates.append((node, cause))
  }

  /// ``enqueue(_:cause:)`` for `node`, just inserted under `parent`: not queued when its parent
  /// waits for the same walk, whose visit of the parent's subtree reaches it first, with the
  /// parent's cause (its own entry would then be passed over): at a start, the root alone.
  func enqueueInserted(_ node: Node, parent: Node, cause: Seq) {
    guard parent.lifecycleQueued != walk + 1 else {
      node.lifecycleQueued = walk + 1
      return
    }
    enqueue(node, cause: cause)
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
      var changes = VisibilityChanges(recorder: host.recorder)
      // A node seen in this batch carries its number (no set of seen nodes to hash).
      walk += 1
      let batchNumber = walk
      for (node, cause) in batch where node.lifecycleWalk != batchNumber {
        // A node seen before was seen with its subtree: the walk stops there.
        node.collectVisibilityChanges(
          shown: node.isShown, walk: batchNumber, cause: cause, into: &changes)
      }
      // The nodes with hooks are unretained: each lies in the subtree of a node of `batch`,
      // which holds it (no hook changes the tree: bodies run in updates alone).
      defer { extendLifetime(batch) }
      for change in changes.appearing {
        let seq = host.recorder.appear(
          identity: change.path, name: change.type, cause: change.cause)
        guard change.hasHook else { continue }
        change.node.withNode { $0.descriptor.didAppear?($0.view, $0, seq) }
      }
      for change in changes.disappearing {
        let seq = host.recorder.disappear(
          identity: change.path, name: change.type, cause: change.cause)
        guard change.hasHook else { continue }
        change.node.withNode { $0.descriptor.didDisappear?($0.view, $0, seq) }
      }
    }
  }
}

/// A node whose visibility changed, with what recording it takes, read as the walk visits it:
/// the node is not visited again unless it has a hook to run.
private struct VisibilityChange {
  let node: Unmanaged<Node>
  let cause: Seq
  let path: Sym
  let type: Sym
  /// Whether the node's view acts on the change (``LifecycleModifier``).
  let hasHook: Bool
}

/// What one walk of ``LifecycleQueue`` found, in the order it is to be recorded: every
/// appearance, then every disappearance. An appearance that no hook comes before is recorded
/// as the walk finds it, with no entry kept (at a start, every one when no view acts on it);
/// from the first whose node has a hook on, they wait for the walk's end, when each hook runs
/// just after its node's event.
@MainActor
private struct VisibilityChanges {
  let recorder: Recorder
  /// The appearances waiting: none, or every one from the first with a hook.
  var appearing: [VisibilityChange] = []
  var disappearing: [VisibilityChange] = []

  mutating func add(_ change: VisibilityChange, shown: Bool) {
    if !shown {
      disappearing.append(change)
    } else if appearing.isEmpty && !change.hasHook {
      _ = recorder.appear(identity: change.path, name: change.type, cause: change.cause)
    } else {
      appearing.append(change)
    }
  }
}

/// A modifier that acts when its identity appears or disappears (`onAppear`, `task`).
@MainActor
protocol LifecycleModifier: RuntimeHooks {
  func didAppear(node: Node, event: Seq)
  func didDisappear(node: Node, event: Seq)
}

extension Node {
  /// Adds the node and its descendants whose visibility changed to `changes`, parents first, in
  /// tree order, and gives them their new one (`isVisible`: no hook reads it), given whether
  /// this node should be visible (`shown`; each child's found from its parent's on the way down
  /// instead of walking up from each node, as ``isShown`` does). A node this walk (`walk`)
  /// reached before is not entered again. The children are read unretained: the tree does not
  /// change during the walk.
  fileprivate func collectVisibilityChanges(
    shown: Bool, walk: Int, cause: Seq, into changes: inout VisibilityChanges
  ) {
    guard lifecycleWalk != walk else { return }
    lifecycleWalk = walk
    if shown != isVisible {
      isVisible = shown
      changes.add(
        VisibilityChange(
          node: Unmanaged.passUnretained(self), cause: cause, path: pathSym, type: typeSym,
          hasHook: hasVisibilityHook(shown: shown)),
        shown: shown)
    }
    guard !children.isEmpty else { return }
    Node.withUnretained(children) { children in
      for child in children {
        child.withNode { child in
          child.collectVisibilityChanges(
            shown: shown && !child.isRemoved && !child.isHidden, walk: walk, cause: cause,
            into: &changes)
        }
      }
    }
  }
}
