import TraceAnalysis
import TraceFormat

extension TimelineLayout {
  /// Lays out `timeline` with `findings` marked at their symptoms, on `axis`.
  init(_ timeline: Timeline, findings: [Finding], axis: Axis = .time) {
    let trace = timeline.trace
    // A switch, not a set: it runs for every event, and needs no hashing.
    func drawnWithoutIdentity(_ kind: EventKind) -> Bool {
      switch kind {
      case .input, .warning, .taskStart, .taskCancel, .taskEnd, .effectBegin, .effectEnd: true
      default: false
      }
    }
    let needsNoIdentityLane =
      trace.events.contains { $0.identity.isNone && drawnWithoutIdentity($0.kind) }
      || findings.contains { f in
        f.symptom.flatMap { trace.event(seq: $0) }?.identity.isNone ?? false
      }
    var (lanes, laneOfSymbol) = LaneTree.build(trace, withoutIdentity: needsNoIdentityLane)
    var hasBody = [Bool](repeating: false, count: lanes.count)
    for body in timeline.bodies {
      let lane = laneOfSymbol[Int(body.identity.rawValue)]
      if lane >= 0 { hasBody[Int(lane)] = true }
    }
    let (owner, depth) = ViewLanes.owners(lanes, hasBody: hasBody)
    for index in lanes.indices {
      lanes[index].owner = owner[index]
      lanes[index].shownDepth = depth[index]
    }
    let timeAxis = TimeAxis(events: axis.isTime ? trace.events : [], spread: axis.spread)
    var places = EventPlaces(
      events: trace.events, positions: timeAxis.positions, isTime: axis.isTime)
    var start: UInt64 = 0
    var end: UInt64 = 0
    if let first = trace.events.first, let last = trace.events.last {
      // Placing spans looks up two events each: without a gap, their seqs say where they are.
      let gapless = trace.events.indices.allSatisfy { trace.events[$0].seq == Seq(index: $0) }
      if gapless { places.gaplessFrom = first.seq }
      start = places.position(ofSeq: first.seq)
      end = max(places.position(ofSeq: last.seq), start + 1)
    }
    let spans = Spans(
      model: timeline, places: places, laneOfSymbol: laneOfSymbol, start: start, end: end)
    self.init(
      model: timeline, findings: findings, axis: axis, timeAxis: timeAxis, lanes: lanes,
      laneOfSymbol: laneOfSymbol, start: start, end: end, spans: spans,
      marks: Marks(
        model: timeline, findings: findings, places: places, laneOfSymbol: laneOfSymbol),
      places: places)
    var placer = Placer(layout: self)
    placer.placeSpans()
    placer.placeMarks()
    // Swapped, not copied: the placer's copies would be kept alive, and sorting would copy them.
    swap(&self.spans, &placer.spans)
    swap(&self.marks, &placer.marks)
    // Viewers search spans and marks by position.
    self.spans.sort()
    self.marks.sort()
  }
}

/// Places what the model paired on the lanes and the axis: a span for each lifetime, stay on
/// screen, body, slot, task, effect and update; a mark for each reset, cancel, task end, input,
/// warning and finding.
private struct Placer {
  let layout: TimelineLayout
  let model: Timeline
  var spans: TimelineLayout.Spans
  var marks: TimelineLayout.Marks

  init(layout: TimelineLayout) {
    self.layout = layout
    model = layout.model
    spans = layout.spans
    marks = layout.marks
  }

  /// The axis position of the event `seq`.
  private func at(_ seq: Seq) -> UInt64 { layout.position(ofSeq: seq) }

  private func lane(_ identity: Sym) -> Int32 { layout.laneOfSymbol[Int(identity.rawValue)] }

  mutating func placeSpans() {
    // Room for every span at once (a lifetime per identity, and one per lane that has none):
    // an array that outgrows its room is copied into one twice its size.
    spans.reserveCapacity(
      model.identities.count + layout.lanes.count + model.appearances.count + model.bodies.count
        + model.slots.count + model.tasks.count + model.effects.count + model.updates.count)
    for index in model.updates.indices { spans.add(.update, index) }
    for (index, body) in model.bodies.enumerated() {
      spans.add(.body, index, identity: body.identity)
    }
    placeLifetimes()
    for (index, stay) in model.appearances.enumerated() {
      spans.add(.visible, index, identity: stay.identity)
    }
    for (index, slot) in model.slots.enumerated() {
      spans.add(.slot, index, identity: slot.identity)
    }
    for (index, task) in model.tasks.enumerated() {
      spans.add(.task, index, identity: task.identity)
    }
    for (index, effect) in model.effects.enumerated() {
      spans.add(.effect, index, identity: effect.identity)
    }
  }

  /// Each stay of an identity in the tree. One the trace never shows inserted was there from its
  /// first event (or from the end of its previous stay); one inserted again before it was
  /// removed ends at that insertion. An identity the model holds no stay of lives from its first
  /// event to the end.
  private mutating func placeLifetimes() {
    var hasLifetime = [Bool](repeating: false, count: layout.lanes.count)
    var endedBy = [Seq](repeating: .none, count: model.identities.count)
    for life in model.identities where life.previous >= 0 {
      let previous = Int(life.previous)
      if model.identities[previous].removed.isNone { endedBy[previous] = life.inserted }
    }
    for (index, life) in model.identities.enumerated() {
      let lane = lane(life.identity)
      guard lane >= 0 else { continue }
      hasLifetime[Int(lane)] = true
      var from: UInt64? = nil
      if life.inserted.isNone {
        from =
          life.previous >= 0
          ? at(model.identities[Int(life.previous)].removed) : firstSeen(lane)
      }
      let end = life.removed.isNone ? endedBy[index] : life.removed
      let label = life.inserted.isNone ? .none : life.type
      var span = spans.placed(
        .lifetime, lane: lane, begin: life.inserted, end: end, from: from, label: label)
      // Ended by an insertion, not by a removal.
      if life.removed.isNone, !endedBy[index].isNone { span.endSeq = .none }
      spans.add(lifetime: span)
    }
    for index in layout.lanes.indices where !hasLifetime[index] {
      guard let first = firstSeen(Int32(index)) else { continue }
      spans.add(
        lifetime: spans.placed(.lifetime, lane: Int32(index), begin: .none, end: .none, from: first)
      )
    }
  }

  /// The position of the first event that names the identity of `lane`, if any does.
  private func firstSeen(_ lane: Int32) -> UInt64? {
    layout.lanes[Int(lane)].firstEvent.map { layout.position(atIndex: $0) }
  }

  mutating func placeMarks() {
    marks.reserveCapacity(
      model.resets.count + model.tasks.count { !$0.cancelled.isNone }
        + model.tasks.count { !$0.ended.isNone } + model.inputs.count + model.warnings.count
        + layout.findings.count)
    // A reset mark for each of the analysis' state resets (``StateReset``), where the new slot
    // was created, naming the lane of the one destroyed.
    for index in model.resets.indices { marks.add(.reset, index) }
    for (index, task) in model.tasks.enumerated() {
      if !task.cancelled.isNone { marks.add(.cancel, index) }
      if !task.ended.isNone { marks.add(.finish, index) }
    }
    let trace = model.trace
    // Numbered as one list, inputs first, without making it (16 MB at 10^7 events).
    for (index, seq) in [model.inputs, model.warnings].joined().enumerated() {
      guard let event = trace.event(seq: seq) else { continue }
      marks.add(event.kind == .input ? .input : .warning, index)
    }
    for (index, finding) in layout.findings.enumerated() where finding.symptom != nil {
      marks.add(.finding, index)
    }
  }
}
