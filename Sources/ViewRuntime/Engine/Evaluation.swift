@_spi(SwiftUI) import Observation
import TraceFormat

extension ViewHost {
  /// Evaluates `node`: its body if it is a composite view, its children if it is a primitive
  /// or a transparent view that a container placed alone (a stack's root `if`/`else`, a sheet
  /// whose content is a `switch`, an `AnyView` root), then reconciles the children it produced
  /// and records what a leaf shows.
  func evaluate(_ node: Node, cause: Seq) {
    node.isDirty = false
    node.beginReading()
    var list = ChildList()
    let decisionCause: Seq
    if let primitive = node.view as? any PrimitiveView {
      decisionCause = bodyStack.last?.seq ?? cause
      evaluationCause = decisionCause
      ViewHost.reading(as: node) { primitive.makeChildren(&list, node: node) }
    } else if let transparent = node.view as? any TransparentView {
      decisionCause = bodyStack.last?.seq ?? cause
      evaluationCause = decisionCause
      transparent.flatten(into: &list, key: ChildKey())
    } else {
      decisionCause = evaluateBody(of: node, cause: cause, into: &list)
    }
    reconcile(node, with: list, cause: decisionCause)
    if node.view is any Showing { recordDisplay(of: node, cause: decisionCause) }
    node.evaluationCount += 1
  }

  /// Runs the body of a composite view under observation and returns its body-begin event.
  private func evaluateBody(of node: Node, cause: Seq, into list: inout ChildList) -> Seq {
    let begin = recorder.bodyBegin(node, cause: cause)
    let started = core.now
    node.reads.removeAll()
    node.environmentReads.removeAll()
    node.observation?.cancel()
    node.legacySubscriptions.removeAll()
    bodyStack.append((node, begin))
    let body = ViewHost.reading(as: node) { runBody(of: node, begin: begin) }
    bodyStack.removeLast()
    if bodyStack.isEmpty { modelWrites.installObservations() }
    node.insertionSeq = nil
    if core.deterministic { core.advance(to: core.now + 1_000) }
    recorder.bodyEnd(node, duration: core.now - started, cause: begin)
    list.add(body, key: ChildKey())
    return begin
  }

  /// Installs the view's properties and runs its body, noting what it read.
  private func runBody(of node: Node, begin: Seq) -> any View {
    PropertyInstaller.install(node.view, on: node)
    let context = ExecutionContext(
      host: self, origin: .body, node: node, task: nil, originSeq: begin)
    let models = ObservableReads(view: node.view)
    let (body, observation) = observeBody(of: node) {
      ExecutionContext.$current.withValue(context) { bodyOf(node.view) }
    }
    if !models.models.isEmpty {
      let accessed = observation.accessed
      for name in models.names(in: accessed, using: observationNames) {
        noteRead(.observable, name: name)
      }
      modelWrites.noteBody(models: models.models, accessed: accessed)
    }
    return body
  }

  /// Reconciles `node`'s children with the list its evaluation produced: keeps, inserts,
  /// moves and removes identities, recording each decision, then evaluates the children that
  /// must run. An element added or removed records its position among the children (in the new
  /// list, or in the old one), plus one, in `value`; a ranked list's position is the rank.
  func reconcile(_ node: Node, with list: ChildList, cause: Seq) {
    let environment = node.childEnvironment ?? node.environment
    let isNew = node.evaluationCount == 0
    var old = list.rank.map { node.listedChildren(list, rank: $0) } ?? node.childrenByKey
    var next: [Node] = []
    var toEvaluate: [(Node, Seq)] = []
    var inserted: [(node: Node, item: ChildList.Item, position: Int)] = []
    var lastKeptIndex = -1
    for item in list.items {
      let identity = IdentityKey(key: item.key, type: ObjectIdentifier(type(of: item.view)))
      if let (index, child) = old.removeValue(forKey: identity) {
        if item.isOutsideWindow {
          child.isHidden = true
          if child.suspended == nil { suspendObservation(in: child) }
          lifecycle.enqueue(child, cause: cause)
          next.append(child)
          continue
        }
        let moved = item.key.isElement && index < lastKeptIndex
        lastKeptIndex = max(lastKeptIndex, index)
        let decision = recorder.identity(
          moved
            ? ChildDecision(decision: .moved, reason: .elementMoved)
            : ChildDecision(decision: .kept, reason: .unchanged), of: child, cause: cause)
        if child.suspended != nil { resumeObservation(in: child, cause: decision) }
        if child.isHidden != item.isHidden {
          child.isHidden = item.isHidden
          lifecycle.enqueue(child, cause: decision)
        }
        let oldView = child.view
        child.view = item.view
        let environmentChanges = child.updateEnvironment(item.environment ?? environment)
        if child.view is any PrimitiveView || child.view is any TransparentView {
          toEvaluate.append((child, cause))
        } else if child.isDirty {
          toEvaluate.append((child, child.dirtyCause))
        } else {
          let inputs = ViewHost.withoutReadTracking { InputChanges.compare(oldView, item.view) }
          let changes = inputs.changed
          if !changes.isEmpty {
            let seq = recorder.invalidate(
              child, reason: .parentInputs, name: "@self(" + changes.joined(separator: ",") + ")",
              cause: cause)
            toEvaluate.append((child, seq))
          } else if let key = environmentChanges.first(where: {
            child.environmentReads.contains($0)
          }) {
            let seq = recorder.invalidate(child, reason: .environment, name: key, cause: cause)
            toEvaluate.append((child, seq))
          } else {
            for rebinding in inputs.rebound { child.follow(rebinding) }
            if !environmentChanges.isEmpty { propagateEnvironment(below: child, cause: cause) }
          }
        }
        next.append(child)
      } else if !item.isOutsideWindow {
        let child = Node(
          host: self, parent: node, key: item.key, view: item.view,
          environment: item.environment ?? environment)
        child.isHidden = item.isHidden
        inserted.append((child, item, list.rank?(item.key) ?? next.count))
        next.append(child)
      }
    }
    let removed = old.values.sorted { $0.index < $1.index }
    for (child, item, position) in inserted {
      let (reason, before, after) = insertionReason(
        of: item.key, parentIsNew: isNew, removed: removed.map(\.node))
      let decision = ChildDecision(
        decision: .inserted, reason: reason, site: branchSite(item.key, reason), before: before,
        after: after, position: rowPosition(position, reason))
      let seq = recorder.identity(decision, of: child, cause: cause)
      child.insertionSeq = seq
      lifecycle.enqueue(child, cause: seq)
      toEvaluate.append((child, seq))
    }
    for (position, child) in removed {
      let (reason, before, after) = removalReason(
        of: child.key, inserted: inserted.map(\.item.key))
      let decision = ChildDecision(
        decision: .removed, reason: reason, site: branchSite(child.key, reason), before: before,
        after: after, position: rowPosition(position, reason))
      let seq = recorder.identity(decision, of: child, cause: cause)
      destroy(child, cause: seq)
    }
    if let rank = list.rank {
      for (child, _, _) in inserted { node.insertChild(child, rank: rank) }
    } else {
      node.children = next
    }
    for (child, childCause) in toEvaluate where !child.isRemoved {
      evaluate(child, cause: childCause)
    }
  }

  /// The `value` of an element added or removed at `position`: the position plus one (0 is
  /// unknown, as in traces recorded before positions were).
  private func rowPosition(_ position: Int, _ reason: DecisionReason) -> UInt64 {
    switch reason {
    case .elementAdded, .elementRemoved: UInt64(position) + 1
    default: 0
    }
  }

  /// The site of the `if` that flipped, for a branch-flip decision; of the `ForEach`, for an
  /// element added or removed.
  private func branchSite(_ key: ChildKey, _ reason: DecisionReason) -> String {
    switch reason {
    case .branchFlipped: key.branchSite ?? ""
    case .elementAdded, .elementRemoved: key.elementSite ?? ""
    default: ""
    }
  }

  /// Why an identity was inserted, and the explicit ids from → to when one changed.
  private func insertionReason(of key: ChildKey, parentIsNew: Bool, removed: [Node])
    -> (DecisionReason, String, String)
  {
    if let hint = key.reasonHint { return (hint, "", key.explicitID ?? "") }
    if parentIsNew { return (.firstAppearance, "", key.explicitID ?? "") }
    if key.isElement { return (.elementAdded, "", key.explicitID ?? "") }
    if let rival = removed.first(where: { !$0.key.isElement && $0.key.position == key.position }) {
      if rival.key.explicitID != key.explicitID {
        return (.idChanged, rival.key.explicitID ?? "", key.explicitID ?? "")
      }
      return (rival.key.structural != key.structural ? .branchFlipped : .typeChanged, "", "")
    }
    return (.branchFlipped, "", "")
  }

  /// Why an identity was removed, and the explicit ids from → to when one changed.
  private func removalReason(of key: ChildKey, inserted: [ChildKey]) -> (
    DecisionReason, String, String
  ) {
    if let hint = key.reasonHint { return (hint, key.explicitID ?? "", "") }
    if key.isElement { return (.elementRemoved, key.explicitID ?? "", "") }
    if let rival = inserted.first(where: { !$0.isElement && $0.position == key.position }) {
      if rival.explicitID != key.explicitID {
        return (.idChanged, key.explicitID ?? "", rival.explicitID ?? "")
      }
      return (rival.structural != key.structural ? .branchFlipped : .typeChanged, "", "")
    }
    return (.branchFlipped, "", "")
  }

  /// Removes `node` and its subtree: destroys their slots, stops observing, and queues their
  /// disappearance (which cancels their tasks).
  func destroy(_ node: Node, cause: Seq) {
    lifecycle.enqueue(node, cause: cause)
    destroySubtree(node, cause: cause)
  }

  private func destroySubtree(_ node: Node, cause: Seq) {
    for label in node.slotOrder {
      guard let slot = node.slots[label] else { continue }
      recorder.slotDestroy(slot, cause: cause)
    }
    node.isRemoved = true
    node.isDirty = false
    node.observation?.cancel()
    node.legacySubscriptions.removeAll()
    node.suspended = nil
    for child in node.children {
      let decision = ChildDecision(decision: .removed, reason: .parentRemoved)
      destroySubtree(child, cause: recorder.identity(decision, of: child, cause: cause))
    }
  }

  /// Pushes a changed environment down a subtree that is not re-evaluated, invalidating the
  /// views that read a changed key.
  func propagateEnvironment(below node: Node, cause: Seq) {
    let environment = node.childEnvironment ?? node.environment
    for child in node.children {
      let changes = child.updateEnvironment(environment)
      guard !changes.isEmpty else { continue }
      if let key = changes.first(where: { child.environmentReads.contains($0) }) {
        invalidate(child, reason: .environment, name: key, cause: cause)
      }
      propagateEnvironment(below: child, cause: cause)
    }
  }
}

/// What makes two children the same identity: the same key and the same view type.
struct IdentityKey: Hashable {
  let key: ChildKey
  let type: ObjectIdentifier
}

/// The body of a view, asked for through its concrete type.
@MainActor
func bodyOf<V: View>(_ view: V) -> any View { view.body }
