@_spi(SwiftUI) import Observation
import TraceFormat

/// What a node of a lazy row outside the window read, kept instead of observing it: the values
/// of the `@Observable` properties and the change counts of the `ObservableObject`s, to tell on
/// the row's return whether something changed while it was out.
@MainActor
final class SuspendedObservation {
  struct Value {
    let object: AnyObject
    let keyPath: AnyKeyPath
    let value: Any?
  }
  var values: [Value] = []
  /// The body's access list, to observe it again if nothing changed.
  var list: ObservationTracking._AccessList?
  /// The `ObservableObject`s observed, with what observed them and their change counts.
  var publishers:
    [(publisher: ObservableObjectPublisher, observer: @Sendable (String) -> Void, changes: UInt64)] =
      []
}

extension ViewHost {
  /// Stops observing for `row` and its subtree, a lazy row that left the window: what they read
  /// is kept, and their invalidations wait for the row to come back.
  func suspendObservation(in row: Node) {
    row.forEachInTree { node in
      guard node.suspended == nil else { return }
      let suspended = SuspendedObservation()
      node.suspended = suspended
      suspended.publishers = node.legacySubscriptions.map {
        ($0.publisher, $0.observer, $0.publisher.changeCount.count)
      }
      node.legacySubscriptions.removeAll()
      guard let handle = node.observation, !handle.isCancelled else { return }
      let models = ObservableReads(of: node).models
      var values: [SuspendedObservation.Value] = []
      for (contextID, keyPaths) in handle.accessed {
        let keyPaths = keyPaths.filter { type(of: $0).rootType != ScopeMarker.self }
        guard !keyPaths.isEmpty else { continue }
        // A model the view does not hold cannot be read again: keep observing it instead.
        guard let object = models.first(where: { $0.contextID == contextID })?.object else {
          return
        }
        for keyPath in keyPaths {
          let value = ObservationNames.value(of: keyPath, in: object)
          values.append(.init(object: object, keyPath: keyPath, value: value))
        }
      }
      suspended.values = values
      suspended.list = handle.accessList
      handle.cancel()
    }
  }

  /// Observes again for `row` and its subtree, a lazy row back in the window: a node that was
  /// invalidated, or whose reads changed while it was out, is evaluated; the others observe what
  /// their last body read.
  func resumeObservation(in row: Node, cause: Seq) {
    row.forEachInTree { node in
      guard let suspended = node.suspended else { return }
      node.suspended = nil
      if node.isDirty {
        markDirty(node, cause: node.dirtyCause)
      } else if let change = changedRead(suspended) {
        invalidate(node, reason: change.reason, name: change.name, cause: cause)
      } else {
        if let list = suspended.list { observeAgain(node, list: list) }
        node.legacySubscriptions = suspended.publishers.map { $0.publisher.subscribe($0.observer) }
      }
    }
  }

  /// The first read of `suspended` that changed since, and how to name it.
  private func changedRead(_ suspended: SuspendedObservation) -> (
    reason: InvalidationReason, name: String
  )? {
    for read in suspended.values {
      let now = ObservationNames.value(of: read.keyPath, in: read.object)
      if !Self.isSame(read.value, now) {
        return (.observable, observationNames.name(of: read.keyPath, in: read.object))
      }
    }
    for (publisher, _, count) in suspended.publishers {
      let changes = publisher.changeCount
      if changes.count != count { return (.published, changes.last) }
    }
    return nil
  }

  private static func isSame(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): ValueComparison.isEqual(a, b) == true
    default: false
    }
  }
}
