@_spi(SwiftUI) import Observation

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
    let handle = ObservationHandle()
    node.observation = handle
    let marker = ScopeMarker()
    let shown = withObservationTracking(
      {
        let shown = ViewHost.reading(as: node) { showing.shown(node: node) }
        marker.touch()
        return shown
      },
      willSet: { tracking in _ = handle.capture(tracking) },
      didSet: { [link = node.link] tracking in
        guard !handle.capture(tracking), !handle.isCancelled else { return }
        onMain {
          guard let node = link.object, !handle.isCancelled, !node.isRemoved else { return }
          handle.cancel()
          let host = node.host
          host.pendingDisplays.append((node, host.currentOrigin().cause))
          host.scheduleUpdate()
        }
      })
    marker.fire()
    return shown
  }
}

extension ViewHost {
  /// Records what the queued controls show, in the order they were created, each with the
  /// cause of the first change that queued it.
  func recordPendingDisplays() {
    guard !pendingDisplays.isEmpty else { return }
    let pending = pendingDisplays.enumerated().sorted {
      ($0.element.node.serial, $0.offset) < ($1.element.node.serial, $1.offset)
    }.map(\.element)
    pendingDisplays.removeAll()
    var seen: Set<ObjectIdentifier> = []
    for (node, cause) in pending
    where !node.isRemoved && seen.insert(ObjectIdentifier(node)).inserted {
      recordDisplay(of: node, cause: cause)
    }
  }
}
