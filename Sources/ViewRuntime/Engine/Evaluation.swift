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
    rebuildIfStale(node)
    // The descriptor of the view's type lent, not retained: a node's view keeps its type, and
    // the descriptor lives as long as the process. An optional view's depends on its value:
    // the node's is read once (the view is its parent's to change), and retained.
    ViewDescriptor.withDescriptor(ofType: Self.viewType(of: node.view)) { typeDescriptor in
      if typeDescriptor.dependsOnValue {
        evaluate(node, as: node.descriptor, cause: cause)
      } else {
        evaluate(node, as: typeDescriptor, cause: cause)
      }
    }
  }

  /// The type of `view`, read through a borrow: `type(of:)` on a node's stored view copies it
  /// first (a retain of each reference it holds).
  private static func viewType(of view: borrowing any View) -> any View.Type {
    Swift.type(of: view)
  }

  /// ``evaluate(_:cause:)`` of `node`, whose view `descriptor` describes.
  private func evaluate(_ node: Node, as descriptor: ViewDescriptor, cause: Seq) {
    var list = ChildList(items: childItems.take())
    let decisionCause: Seq
    switch descriptor.evaluation {
    case .primitive(let makeChildren):
      decisionCause = bodyStack.last?.seq ?? cause
      evaluationCause = decisionCause
      ViewHost.reading(as: node) { makeChildren(node.view, &list, node) }
    case .transparent(let flatten):
      decisionCause = bodyStack.last?.seq ?? cause
      evaluationCause = decisionCause
      flatten(node.view, &list, ChildKey())
    case .body:
      decisionCause = evaluateBody(of: node, cause: cause, into: &list)
    }
    reconcile(node, with: &list, cause: decisionCause)
    childItems.give(back: &list.items)
    if descriptor.shown != nil { recordDisplay(of: node, cause: decisionCause) }
    node.evaluationCount += 1
  }

  /// Runs the body of a composite view under observation and returns its body-begin event.
  private func evaluateBody(of node: Node, cause: Seq, into list: inout ChildList) -> Seq {
    let begin = recorder.bodyBegin(node, cause: cause)
    let started = core.now
    node.reads.removeAll()
    node.environmentReads.removeAll()
    node.observation?.pause()
    node.legacySubscriptions.removeAll()
    bodyStack.append((node, begin))
    let body = ViewHost.reading(as: node) { runBody(of: node, begin: begin) }
    bodyStack.removeLast()
    if bodyStack.isEmpty { modelWrites.installObservations() }
    // What the body wrote invalidates the views that read it now, as the body's work.
    recordModelChanges()
    node.insertionSeq = nil
    if core.deterministic { core.advance(to: core.now + 1_000) }
    recorder.bodyEnd(node, duration: core.now - started, cause: begin)
    // Copied, not moved: the copy's box is allocated here, next to the node the body's view
    // gets, which the driver's walk of a screen reads with it (moved, the box made while the
    // body ran lay farther, and a tap's search of 10^4 rows took 3.6-4.3 ms, not 2.7-2.9).
    list.add(body, key: ChildKey())
    return begin
  }

  /// Installs the view's properties and runs its body, noting what it read.
  private func runBody(of node: Node, begin: Seq) -> any View {
    // Read once: each read of a class's `var` checks for exclusive access.
    let view = node.view
    PropertyInstaller.install(view, on: node)
    let context = ExecutionContext(
      host: self, origin: .body, node: node, task: nil, originSeq: begin)
    var models = ObservableReads(of: node)
    let (body, observation) = observeBody(of: node) {
      ViewHost.running(in: context) { bodyOf(view) }
    }
    if !models.models.isEmpty || models.holdsClosure {
      let accessed = observation.accessed
      if models.holdsClosure { models.addModels(readThrough: accessed) }
      models.noteReads(in: accessed, on: self)
      modelWrites.noteBody(models: models.models, accessed: accessed)
    }
    return body
  }

  /// Runs `body` with `context` as the current one. `body` goes to the task local as it came:
  /// a closure formed here for it, a nonisolated function, would check the actor at each call.
  private static func running<T>(in context: ExecutionContext, _ body: () -> T) -> T {
    ExecutionContext.$current.withValue(context, operation: body)
  }

  /// Reconciles `node`'s children with the list its evaluation produced: keeps, inserts, moves
  /// and removes identities as ``Reconciliation`` decides, recording each decision (the kept
  /// ones in list order, with what keeping them causes; then the inserted; then the removed),
  /// then evaluates the children that must run. Takes the items out of `list`
  /// (``ChildList/take(_:)``).
  func reconcile(_ node: Node, with list: inout ChildList, cause: Seq) {
    if let same = list.sameChildren {
      if !keepInPlace(node, with: &list, same: same, cause: cause) {
        var expanded = list.expanded(children: node.children)
        reconcile(node, with: &expanded, cause: cause)
      }
      return
    }
    if list.rank == nil {
      // Read once for both: each read of the array retains it.
      let children = node.children
      if children.isEmpty { return insertAll(into: node, from: &list, cause: cause) }
      if Reconciliation.keepsOrder(of: children, list) {
        return keepInOrder(node, children, with: &list, cause: cause)
      }
    }
    let plan = Reconciliation(children: node, list: list)
    dependOnContainerBuilds(of: node, list)
    let environment = node.childEnvironment ?? node.environment
    var next: [Node] = []
    next.reserveCapacity(plan.matches.count)
    var toEvaluate = evaluationQueues.take()
    // Whether the children whose views were kept have the environment given now (they were
    // all given the same one): asked of the first such child.
    var reusedEnvironmentHolds: Bool?
    for match in plan.matches {
      switch match {
      case .outsideWindow(let child):
        child.isHidden = true
        if child.suspended == nil { suspendObservation(in: child) }
        lifecycle.enqueue(child, cause: cause)
        next.append(child)
      case .kept(let child, let index, let decision):
        keep(
          child, as: list.take(index), decision: decision, environment: environment,
          reusedEnvironmentHolds: &reusedEnvironmentHolds, cause: cause, into: &toEvaluate)
        next.append(child)
      case .inserted(let index):
        next.append(makeChild(of: node, from: &list.items[index], environment: environment))
      }
    }
    // The new nodes, in `next` at the places of the inserted matches.
    let made = zip(plan.matches, next).lazy.filter { $0.0.isInsertion }.map(\.1)
    for (child, decision) in zip(made, plan.inserted) {
      toEvaluate.append(
        (child, recordInsertion(of: child, into: node, decision: decision, cause: cause)))
    }
    for (child, decision) in plan.removed {
      destroy(child, cause: recorder.identity(decision, of: child, cause: cause))
    }
    if let rank = list.rank {
      for child in made { node.insertChild(child, rank: rank) }
    } else {
      node.children = next
    }
    evaluateQueued(&toEvaluate)
  }

  /// Reconciles a node that has no children with a list of all new ones (and no ranks), as the
  /// general way does, without matching the list against the children: makes a child for
  /// each item in the window, records their insertions in order, then evaluates them. The new
  /// children are read unretained, as `made` holds them, and each is evaluated with its
  /// insertion as the cause (``Node/insertionSeq``: only its own first body clears it), with
  /// no queue of children and causes to fill and empty.
  private func insertAll(into node: Node, from list: inout ChildList, cause: Seq) {
    dependOnContainerBuilds(of: node, list)
    // Made in place, in an array allocated at its size (``Node/array(capacity:_:)``).
    let made = Node.array(capacity: list.items.count) { nodes in
      var count = 0
      // The environment read for each child that takes it, with no copy kept meanwhile.
      for index in list.items.indices where !list.items[index].isOutsideWindow {
        (nodes + count).initialize(
          to: makeChild(
            of: node, from: &list.items[index],
            environment: node.childEnvironment ?? node.environment))
        count += 1
      }
      return count
    }
    let parentIsNew = node.evaluationCount == 0
    Node.withUnretained(made) { children in
      for (position, child) in children.enumerated() {
        child.withNode { child in
          let decision = Reconciliation.insertion(
            of: child.key, at: position, parentIsNew: parentIsNew, removed: [])
          _ = recordInsertion(of: child, into: node, decision: decision, cause: cause)
        }
      }
      node.children = made
      for child in children {
        child.withNode { child in
          if !child.isRemoved, let seq = child.insertionSeq { evaluate(child, cause: seq) }
        }
      }
    }
  }

  /// Reconciles `node`'s children with a list that names the same identities in the same
  /// order, none outside a window (``Reconciliation/keepsOrder(of:_:)``), as the general way
  /// does: each kept as it is, in order, and the children stay as they are. `children` are
  /// `node`'s, read by the caller.
  private func keepInOrder(
    _ node: Node, _ children: [Node], with list: inout ChildList, cause: Seq
  ) {
    dependOnContainerBuilds(of: node, list)
    let environment = node.childEnvironment ?? node.environment
    var toEvaluate = evaluationQueues.take()
    var reusedEnvironmentHolds: Bool?
    let unchanged = ChildDecision(decision: .kept, reason: .unchanged)
    Node.withUnretained(children) { children in
      for (position, child) in children.enumerated() {
        child.withNode { child in
          keep(
            child, as: list.take(position), decision: unchanged, environment: environment,
            reusedEnvironmentHolds: &reusedEnvironmentHolds, cause: cause, into: &toEvaluate)
        }
      }
    }
    evaluateQueued(&toEvaluate)
  }

  /// Makes the child that a new `item` of `node`'s list is, before its insertion is recorded,
  /// with the item's key, view, environment and build moved out of it.
  private func makeChild(
    of node: Node, from item: inout ChildList.Item,
    environment: @autoclosure () -> EnvironmentValues
  ) -> Node {
    let child = Node(
      host: self, parent: node, key: item.takeKey(), view: item.takeView(),
      environment: item.environment.take() ?? environment())
    child.isHidden = item.isHidden
    if let build = item.build.take() { child.adopt(build) }
    return child
  }

  /// Records the insertion of a new `child` of `parent` and queues its appearance; returns the
  /// decision's event, the cause to evaluate the child with.
  private func recordInsertion(
    of child: Node, into parent: Node, decision: ChildDecision, cause: Seq
  ) -> Seq {
    let seq = recorder.identity(decision, of: child, cause: cause)
    child.insertionSeq = seq
    lifecycle.enqueueInserted(child, parent: parent, cause: seq)
    return seq
  }

  /// Makes `node` depend on the calls of content closures its list has no child for.
  private func dependOnContainerBuilds(of node: Node, _ list: ChildList) {
    if !list.containerBuilds.isEmpty || !node.containerBuilds.isEmpty {
      node.depend(on: list.containerBuilds)
    }
  }

  /// Keeps `child` as `item` with `decision` and queues it in `toEvaluate` if it must run. A
  /// reused item (``ChildList/Item/isReused``) is the child's own view with the same inputs:
  /// it runs only if the environment given now, which `reusedEnvironmentHolds` tells once asked
  /// of the first such child, is not the one it has.
  private func keep(
    _ child: Node, as item: consuming ChildList.Item, decision: ChildDecision,
    environment: EnvironmentValues, reusedEnvironmentHolds: inout Bool?, cause: Seq,
    into toEvaluate: inout [(Node, Seq)]
  ) {
    guard item.isReused else {
      if let childCause = keep(
        child, as: item, decision: decision, environment: environment, cause: cause)
      {
        toEvaluate.append((child, childCause))
      }
      return
    }
    let seq = recorder.identity(decision, of: child, cause: cause)
    if reusedEnvironmentHolds == nil {
      reusedEnvironmentHolds = environment.changedKeys(comparedTo: child.environment).isEmpty
    }
    if reusedEnvironmentHolds == false,
      let childCause = keep(
        child, as: item, inputs: InputChanges.Comparison(), decision: seq,
        environment: environment, cause: cause)
    {
      toEvaluate.append((child, childCause))
    }
  }

  /// Evaluates the children queued that are still in the tree, in order, and gives the queue
  /// back to ``evaluationQueues``.
  /// The children are read unretained: the queue holds them.
  private func evaluateQueued(_ toEvaluate: inout [(Node, Seq)]) {
    Node.withUnretained(toEvaluate) { queue in
      for (child, childCause) in queue {
        child.withNode { child in
          if !child.isRemoved { evaluate(child, cause: childCause) }
        }
      }
    }
    evaluationQueues.give(back: &toEvaluate)
  }

  /// Reconciles `node`'s children with a list that keeps them all in place (``ChildList/SameChildren``):
  /// records each one kept, in order, and evaluates the ones that must run, as the general way
  /// does for such a list, without an item for each child kept as it is. Returns false, having
  /// changed nothing, when an item built again is not the same identity as the child at its
  /// place.
  private func keepInPlace(
    _ node: Node, with list: inout ChildList, same: ChildList.SameChildren, cause: Seq
  ) -> Bool {
    let children = node.children
    guard children.count == same.count else { return false }
    for (index, position) in same.rebuilt.enumerated() {
      guard list.items[index].names(children[position]) else { return false }
    }
    dependOnContainerBuilds(of: node, list)
    let environment = node.childEnvironment ?? node.environment
    // Whether the children kept as they are have the environment given now (they were all
    // given the same one): asked of the first such child. When they do, each run of them
    // between the children built again is recorded at once.
    let environmentHolds = same.firstKept.map {
      environment.changedKeys(comparedTo: children[$0].environment).isEmpty
    }
    var toEvaluate = evaluationQueues.take()
    Node.withUnretained(children) { nodes in
      var start = 0
      for (next, position) in same.rebuilt.enumerated() {
        keepAsTheyAre(
          nodes, start..<position, environment: environment, holds: environmentHolds,
          cause: cause, into: &toEvaluate)
        let child = children[position]
        if let childCause = keep(
          child, as: list.take(next), decision: ChildDecision(decision: .kept, reason: .unchanged),
          environment: environment, cause: cause)
        {
          toEvaluate.append((child, childCause))
        }
        start = position + 1
      }
      keepAsTheyAre(
        nodes, start..<nodes.count, environment: environment, holds: environmentHolds,
        cause: cause, into: &toEvaluate)
    }
    evaluateQueued(&toEvaluate)
    return true
  }

  /// Records `nodes[range]`, children kept with their own views, kept in order; when the
  /// environment given now is not the one they have (`holds` false), gives it to each and
  /// queues in `toEvaluate` those that must run.
  private func keepAsTheyAre(
    _ nodes: UnsafeBufferPointer<Unmanaged<Node>>, _ range: Range<Int>,
    environment: EnvironmentValues, holds: Bool?, cause: Seq,
    into toEvaluate: inout [(Node, Seq)]
  ) {
    guard holds == false else {
      recorder.keptUnchanged(nodes, range, cause: cause)
      return
    }
    let unchanged = ChildDecision(decision: .kept, reason: .unchanged)
    for position in range {
      nodes[position].withNode { child in
        let seq = recorder.identity(unchanged, of: child, cause: cause)
        if let childCause = keep(
          child, as: ChildList.Item(key: child.key, view: child.view),
          inputs: InputChanges.Comparison(), decision: seq, environment: environment,
          cause: cause)
        {
          toEvaluate.append((child, childCause))
        }
      }
    }
  }

  /// Keeps `child` as `item`, a view its parent built again: compares their inputs, records
  /// the `decision` (one that `==` hid a change in says so), and gives the child the item.
  /// Returns the cause to evaluate it with, nil when it need not run.
  private func keep(
    _ child: Node, as item: consuming ChildList.Item, decision: ChildDecision,
    environment: EnvironmentValues, cause: Seq
  ) -> Seq? {
    if let build = item.build.take() { child.adopt(build) }
    let inputs = comparedInputs(of: child, with: item.view)
    let seq: Seq
    // The decision is copied only to be changed: a copy retains each of its strings.
    if let ignored = inputs?.ignoredByEquality, !ignored.isEmpty, decision.reason == .unchanged {
      var hidden = decision
      hidden.reason = .equatableEqual
      hidden.before = ignored.joined(separator: ",")
      seq = recorder.identity(hidden, of: child, cause: cause)
    } else {
      seq = recorder.identity(decision, of: child, cause: cause)
    }
    return keep(
      child, as: item, inputs: inputs, decision: seq, environment: environment, cause: cause)
  }

  /// How the inputs of a kept `child` compare with those of `view`, its new value, found before
  /// its decision is recorded (which says when `==` hid a change); nil when they are not
  /// compared now: it rebuilds with its parent, is already due, or resumes from a lazy window.
  private func comparedInputs(of child: Node, with view: any View) -> InputChanges.Comparison? {
    guard !child.rebuildsWithParent, !child.isDirty, child.suspended == nil else {
      return nil
    }
    return ViewHost.withoutReadTracking { InputChanges.compare(child.view, view) }
  }

  /// Gives a kept `child` its new `item` after its `decision` was recorded: observes it again if
  /// it was out of a lazy window, notes a change of visibility, and invalidates it if its inputs
  /// (compared already, or now) or an environment value it read changed. Returns the cause to
  /// evaluate it with, nil when it need not run.
  ///
  /// The item's view and environment are moved into the child, and its old view out of it:
  /// copies would retain every reference each holds.
  private func keep(
    _ child: Node, as item: consuming ChildList.Item, inputs compared: InputChanges.Comparison?,
    decision: Seq, environment: EnvironmentValues, cause: Seq
  ) -> Seq? {
    if child.suspended != nil { resumeObservation(in: child, cause: decision) }
    if child.isHidden != item.isHidden {
      child.isHidden = item.isHidden
      lifecycle.enqueue(child, cause: decision)
    }
    var oldView = item.takeView()
    swap(&oldView, &child.view)
    // What the child passed down before, kept only for a child that may pass a change on
    // below: one that rebuilds with its parent or is due runs, and a copy would retain each
    // reference of the environment for nothing. Neither is changed by a new environment.
    let rebuildsWithParent = child.rebuildsWithParent
    let passedDown =
      rebuildsWithParent || child.isDirty ? nil : child.childEnvironment ?? child.environment
    // The environment given is lent, not merged with the item's into a copy: the child
    // stores a copy of its own, and a second one would retain each of its references.
    let environmentChanges =
      if let own = item.environment.take() {
        child.updateEnvironment(own)
      } else {
        child.updateEnvironment(environment)
      }
    if rebuildsWithParent { return cause }
    if child.isDirty { return child.dirtyCause }
    let inputs =
      compared ?? ViewHost.withoutReadTracking { InputChanges.compare(oldView, child.view) }
    if !inputs.changed.isEmpty {
      return recorder.invalidate(child, changedInputs: inputs.changed, cause: cause)
    }
    if let key = environmentChanges.first(where: { child.environmentReads.contains($0) }) {
      return recorder.invalidate(child, reason: .environment, name: key, cause: cause)
    }
    if !environmentChanges.isEmpty, let passedDown {
      propagateEnvironment(below: child, from: passedDown, cause: cause)
    }
    return nil
  }

  /// Removes `node` and its subtree: destroys their slots, stops observing, and queues their
  /// disappearance (which cancels their tasks).
  func destroy(_ node: Node, cause: Seq) {
    lifecycle.enqueue(node, cause: cause)
    destroySubtree(node, cause: cause)
  }

  private func destroySubtree(_ node: Node, cause: Seq) {
    for slot in node.slots.inOrder { recorder.slotDestroy(slot, cause: cause) }
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
  /// views that read a changed key. `node` passed `old` to its children before: each child
  /// takes the values that changed since and keeps those its container gave it alone (a
  /// navigation screen's `dismiss`); a presented sheet gets its own from its presenter.
  func propagateEnvironment(below node: Node, from old: EnvironmentValues, cause: Seq) {
    let changes = (node.childEnvironment ?? node.environment).changes(since: old)
    guard !changes.isEmpty else { return }
    for child in node.children {
      let passedDown = child.childEnvironment ?? child.environment
      let changed = child.updateEnvironment(
        child.presentedEnvironment ?? child.environment.applying(changes))
      guard !changed.isEmpty else { continue }
      if let key = changed.first(where: { child.environmentReads.contains($0) }) {
        invalidate(child, reason: .environment, name: key, cause: cause)
      }
      propagateEnvironment(below: child, from: passedDown, cause: cause)
    }
  }
}

/// The body of a view, asked for through its concrete type.
@MainActor
func bodyOf<V: View>(_ view: V) -> any View { view.body }
