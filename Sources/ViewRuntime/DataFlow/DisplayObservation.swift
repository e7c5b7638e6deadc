@_spi(SwiftUI) import Observation
import TraceFormat

/// A control that shows the value of a binding, which may read `@Observable` properties that
/// no body reads (`TextField(text: $model.title)`): it observes them itself, as a SwiftUI
/// control does.
@MainActor
protocol ShowsBinding: Showing {}

extension ViewHost {
  /// What `node`'s control shows, read while observing the `@Observable` properties its binding
  /// reads: when one of them changes, the control is queued, to record what it shows before the
  /// next update (observers are called in no fixed order: recording at once would not be
  /// deterministic). The observation replaces the node's previous one and ends with the node.
  func observedShown(of node: Node, _ showing: any ShowsBinding) -> String? {
    node.observation?.cancel()
    let read = { ViewHost.reading(as: node) { showing.shown(node: node) } }
    // In a scope of the runtime's own, as a body is observed: no marker model to make per
    // control, and nothing installed when the control read no `@Observable` property.
    guard let (shown, list) = ObservationScope.collect(read) else {
      return observedShownThroughMarker(of: node, read)
    }
    // A binding that read no `@Observable` property (one of `@State`) has nothing to observe.
    guard let list else {
      node.observation = nil
      return shown
    }
    let handle = ObservationHandle(list: list)
    node.observation = handle
    let changed = Self.displayChanged(node.link, handle: handle)
    handle.install(willSet: { _ in }, didSet: { _ in changed() })
    return shown
  }

  /// ``observedShown(of:_:)`` through `withObservationTracking`, where the runtime cannot open
  /// a scope of its own: its tracking is taken with a ``ScopeMarker``.
  private func observedShownThroughMarker(of node: Node, _ read: () -> String?) -> String? {
    let handle = ObservationHandle()
    node.observation = handle
    let marker = ScopeMarker()
    let changed = Self.displayChanged(node.link, handle: handle)
    let shown = withObservationTracking(
      {
        let shown = read()
        marker.touch()
        return shown
      },
      willSet: { tracking in _ = handle.capture(tracking) },
      didSet: { tracking in
        guard !handle.capture(tracking) else { return }
        changed()
      })
    marker.fire()
    return shown
  }

  /// What a change to a property a control's binding read does: queues the control of `link`
  /// once, with the cause of the code running, unless its observation ended.
  private static func displayChanged(_ link: Unretained<Node>, handle: ObservationHandle)
    -> @Sendable () -> Void
  {
    {
      guard !handle.isCancelled else { return }
      onMain {
        guard let node = link.object, !handle.isCancelled, !node.isRemoved else { return }
        handle.cancel()
        let host = node.host
        host.pendingDisplays.append((node, host.currentOrigin().cause))
        host.scheduleUpdate()
      }
    }
  }
}

extension ViewHost {
  /// Records what the queued controls show, in the order they were created, each with the
  /// cause of the first change that queued it. A control inside a view the coming update
  /// re-runs is returned instead, to be recorded after the bodies
  /// (``recordDisplays(_:)``): what it shows may come from what they build (a picker shows its
  /// selected option's text), and recorded now it would show a state between the two.
  func recordPendingDisplays() -> [(node: Node, cause: Seq)] {
    guard !pendingDisplays.isEmpty else { return [] }
    let pending = pendingDisplays.enumerated().sorted {
      ($0.element.node.serial, $0.offset) < ($1.element.node.serial, $1.offset)
    }.map(\.element)
    pendingDisplays.removeAll()
    var seen: Set<ObjectIdentifier> = []
    var deferred: [(node: Node, cause: Seq)] = []
    for (node, cause) in pending
    where !node.isRemoved && seen.insert(ObjectIdentifier(node)).inserted {
      if node.isDirty || node.ancestors.contains(where: \.isDirty) {
        deferred.append((node, cause))
      } else {
        recordDisplay(of: node, cause: cause)
      }
    }
    return deferred
  }

  /// Records what `controls` show now, unless the update already did.
  func recordDisplays(_ controls: [(node: Node, cause: Seq)]) {
    for (node, cause) in controls where !node.isRemoved { recordDisplay(of: node, cause: cause) }
  }
}
