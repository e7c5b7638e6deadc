@_spi(SwiftUI) import Observation

extension ViewHost {
  /// Runs `read`, the getter of a binding that `node` reads to decide its children (a stack's
  /// path, the selected tab, a sheet's item), observing the `@Observable` properties it reads:
  /// a change invalidates `node` until it is evaluated again, as a write of a state slot it read
  /// through the binding does. A body observes what it reads itself, and a control what its
  /// binding shows (``ViewHost/observedShown(of:_:)``): they are not observed here.
  static func observingBindingRead<T>(by node: Node, _ read: () -> T) -> T {
    guard node.view is any PrimitiveView, !(node.view is any ShowsBinding) else { return read() }
    let names = node.host.observationNames
    let snapshot = ObservationNames.Snapshot()
    let generation = node.readGeneration
    return withObservationTracking(
      read,
      willSet: { tracking in names.takeSnapshot(for: tracking.changed, into: snapshot) },
      didSet: { [link = node.link] tracking in
        let name = names.name(for: tracking.changed, snapshot: snapshot)
        onMain {
          guard let node = link.object, node.readGeneration == generation else { return }
          node.host.modelChanged(node, name: name, byBody: false)
        }
      })
  }
}
