import TraceAnalysis
import TraceFormat

extension Timeline {
  /// Lays out `trace` with `findings` marked at their symptoms, on `axis`.
  init(trace: Trace, findings: [Finding], axis: Axis = .time) {
    let kindsWithoutIdentity: Set<EventKind> = [
      .input, .warning, .taskStart, .taskCancel, .taskEnd, .effectBegin, .effectEnd,
    ]
    let needsNoIdentityLane =
      trace.events.contains { $0.identity.isNone && kindsWithoutIdentity.contains($0.kind) }
      || findings.contains { f in
        f.symptom.flatMap { trace.event(seq: $0) }?.identity.isNone ?? false
      }
    var (lanes, laneOfSymbol) = LaneTree.build(trace, withoutIdentity: needsNoIdentityLane)
    var hasBody = [Bool](repeating: false, count: lanes.count)
    for event in trace.events where event.kind == .bodyBegin {
      let lane = laneOfSymbol[Int(event.identity.rawValue)]
      if lane >= 0 { hasBody[Int(lane)] = true }
    }
    let (owner, depth) = ViewLanes.owners(lanes, hasBody: hasBody)
    for index in lanes.indices {
      lanes[index].owner = owner[index]
      lanes[index].shownDepth = depth[index]
    }
    self.init(
      trace: trace, findings: findings, axis: axis,
      timeAxis: TimeAxis(events: axis.isTime ? trace.events : [], spread: axis.spread),
      lanes: lanes,
      laneOfSymbol: laneOfSymbol, start: 0, end: 0, spans: [], marks: [])
    if let first = trace.events.first, let last = trace.events.last {
      start = position(of: first)
      end = max(position(of: last), start + 1)
    }
    var builder = Builder(timeline: self)
    for event in trace.events { builder.add(event) }
    builder.finish()
    spans = builder.spans
    marks = builder.marks
    for (index, finding) in findings.enumerated() {
      guard let seq = finding.symptom, let event = trace.event(seq: seq) else { continue }
      let lane = lane(of: event)
      guard lane >= 0 else { continue }
      marks.append(
        Mark(kind: .finding, lane: lane, at: position(of: event), seq: seq, detail: index))
    }
    // Viewers search marks by position.
    marks.sort { ($0.at, $0.seq, $0.kind.rawValue) < ($1.at, $1.seq, $1.kind.rawValue) }
  }
}

/// The single pass over the events that pairs begins with ends.
private struct Builder {
  private struct Open {
    var start: UInt64
    var seq: Seq
    var label: Sym = .none
    var lane: Int32 = -1
    var code: UInt8 = 0
    /// For bodies: the event that caused it.
    var source: Seq = .none
  }

  private struct SlotKey: Hashable {
    var lane: Int32
    var name: Sym
  }

  private struct Destroyed {
    var lane: Int32
    var update: UInt32
  }

  let timeline: Timeline
  var spans: [Timeline.Span] = []
  var marks: [Timeline.Mark] = []
  // What is open on each lane, indexed by lane + 1 (events without a lane have lane -1).
  private var bodies: [[Open]]
  private var lifetimes: [Open?]
  private var visible: [Open?]
  private var slots: [SlotKey: Open] = [:]
  private var destroyedOnLane: [SlotKey: Destroyed] = [:]
  private var destroyedUnderParent: [SlotKey: Destroyed] = [:]
  private var tasks: [UInt64: Open] = [:]
  private var effects: [UInt64: Open] = [:]
  private var updates: [UInt32: Open] = [:]
  private var firstSeen: [UInt64?]
  private var hasLifetime: [Bool]

  init(timeline: Timeline) {
    self.timeline = timeline
    let slots = timeline.lanes.count + 1
    bodies = Array(repeating: [], count: slots)
    lifetimes = Array(repeating: nil, count: slots)
    visible = Array(repeating: nil, count: slots)
    firstSeen = Array(repeating: nil, count: slots)
    hasLifetime = Array(repeating: false, count: slots)
  }

  private var trace: Trace { timeline.trace }

  mutating func add(_ event: TraceEvent) {
    let at = timeline.position(of: event)
    let lane = timeline.lane(of: event)
    let slot = Int(lane) + 1
    if lane >= 0 && !event.identity.isNone && firstSeen[slot] == nil { firstSeen[slot] = at }
    switch event.kind {
    case .updateBegin:
      updates[event.update] = Open(start: at, seq: event.seq, code: event.code)
    case .updateEnd:
      let open = updates.removeValue(forKey: event.update)
      spans.append(
        span(
          .update, lane: -1, open ?? Open(start: timeline.start, seq: .none), end: at,
          endSeq: event.seq,
          detail: open?.code ?? 0, number: UInt64(event.update)))
    case .bodyBegin:
      // Why the body ran and the event it ran for: TraceAnalysis's one answer, which `why`,
      // `explain` and every exporter share.
      let (cause, source) = BodyCause.of(event, in: trace)
      bodies[slot].append(
        Open(start: at, seq: event.seq, label: event.name, code: cause.rawValue, source: source))
    case .bodyEnd:
      guard let open = bodies[slot].popLast() else { break }
      spans.append(
        span(
          .body, lane: lane, open, end: at, endSeq: event.seq, detail: open.code,
          number: open.source.rawValue))
    case .identity:
      addIdentityDecision(event, lane: lane, at: at)
    case .appear:
      visible[slot] = Open(start: at, seq: event.seq, label: event.name)
    case .disappear:
      let open = visible[slot] ?? Open(start: timeline.start, seq: .none, label: event.name)
      visible[slot] = nil
      spans.append(span(.visible, lane: lane, open, end: at, endSeq: event.seq))
    case .slotCreate:
      addSlotCreate(event, lane: lane, at: at)
    case .slotDestroy:
      let key = SlotKey(lane: lane, name: event.name)
      let open =
        slots.removeValue(forKey: key) ?? Open(start: timeline.start, seq: .none, label: event.name)
      spans.append(span(.slot, lane: lane, open, end: at, endSeq: event.seq))
      let destroyed = Destroyed(lane: lane, update: event.update)
      destroyedOnLane[key] = destroyed
      if let parent = timeline.lanes[Int(lane)].parent {
        destroyedUnderParent[SlotKey(lane: Int32(parent), name: event.name)] = destroyed
      }
    case .taskStart:
      tasks[event.value] = Open(start: at, seq: event.seq, label: event.name, lane: lane)
    case .taskCancel:
      let taskLane = tasks[event.value]?.lane ?? lane
      mark(.cancel, lane: taskLane, at: at, event, detail: Int(event.code))
    case .taskEnd:
      let open =
        tasks.removeValue(forKey: event.value)
        ?? Open(start: timeline.start, seq: .none, lane: lane)
      spans.append(
        span(
          .task, lane: open.lane, open, end: at, endSeq: event.seq, detail: event.code,
          number: event.value))
      mark(.finish, lane: open.lane, at: at, event, detail: Int(event.code))
    case .effectBegin:
      effects[event.value] = Open(start: at, seq: event.seq, label: event.name, lane: lane)
    case .effectEnd:
      let open =
        effects.removeValue(forKey: event.value)
        ?? Open(start: timeline.start, seq: .none, label: event.name, lane: lane)
      spans.append(
        span(
          .effect, lane: open.lane, open, end: at, endSeq: event.seq, detail: event.code,
          number: event.value))
    case .input:
      mark(.input, lane: lane, at: at, event, detail: Int(event.code))
    case .warning:
      mark(.warning, lane: lane, at: at, event, detail: Int(event.code))
    case .invalidate, .read, .slotWrite, .modelWrite, .display:
      break
    }
  }

  private mutating func addIdentityDecision(_ event: TraceEvent, lane: Int32, at: UInt64) {
    let slot = Int(lane) + 1
    switch event.code(as: IdentityDecision.self) {
    case .inserted:
      hasLifetime[slot] = true
      if let open = lifetimes[slot] {
        spans.append(span(.lifetime, lane: lane, open, end: at, endSeq: .none))
      }
      lifetimes[slot] = Open(start: at, seq: event.seq, label: event.name)
    case .removed:
      hasLifetime[slot] = true
      let open = lifetimes[slot] ?? Open(start: timeline.start, seq: .none, label: event.name)
      lifetimes[slot] = nil
      spans.append(span(.lifetime, lane: lane, open, end: at, endSeq: event.seq))
    case .kept, .moved, nil:
      break
    }
  }

  private mutating func addSlotCreate(_ event: TraceEvent, lane: Int32, at: UInt64) {
    let key = SlotKey(lane: lane, name: event.name)
    slots[key] = Open(start: at, seq: event.seq, label: event.name)
    // A reset: the same slot destroyed on this lane before, or on a sibling in this update.
    var resetFrom: Destroyed? = destroyedOnLane.removeValue(forKey: key)
    if let parent = timeline.lanes[Int(lane)].parent {
      let parentKey = SlotKey(lane: Int32(parent), name: event.name)
      if let sibling = destroyedUnderParent[parentKey], sibling.update == event.update,
        sibling.update != 0
      {
        resetFrom = resetFrom ?? sibling
        destroyedUnderParent[parentKey] = nil
      }
    }
    if let resetFrom { mark(.reset, lane: lane, at: at, event, detail: Int(resetFrom.lane)) }
  }

  private mutating func mark(
    _ kind: Timeline.MarkKind, lane: Int32, at: UInt64, _ event: TraceEvent, detail: Int
  ) {
    guard lane >= 0 else { return }
    marks.append(Timeline.Mark(kind: kind, lane: lane, at: at, seq: event.seq, detail: detail))
  }

  private func span(
    _ kind: Timeline.SpanKind, lane: Int32, _ open: Open, end: UInt64, endSeq: Seq,
    detail: UInt8 = 0,
    number: UInt64 = 0
  ) -> Timeline.Span {
    Timeline.Span(
      kind: kind, lane: lane, start: open.start, end: max(end, open.start), beginSeq: open.seq,
      endSeq: endSeq, label: open.label, detail: detail, number: number)
  }

  /// Closes everything still open at the end of the trace.
  mutating func finish() {
    let end = timeline.end
    for (slot, stack) in bodies.enumerated() {
      let lane = Int32(slot - 1)
      for open in stack {
        spans.append(
          span(
            .body, lane: lane, open, end: end, endSeq: .none, detail: open.code,
            number: open.source.rawValue))
      }
    }
    for (slot, open) in lifetimes.enumerated() {
      guard let open else { continue }
      spans.append(span(.lifetime, lane: Int32(slot - 1), open, end: end, endSeq: .none))
    }
    for (slot, first) in firstSeen.enumerated() where !hasLifetime[slot] {
      guard let first else { continue }
      spans.append(
        span(
          .lifetime, lane: Int32(slot - 1), Open(start: first, seq: .none), end: end, endSeq: .none)
      )
    }
    for (slot, open) in visible.enumerated() {
      guard let open else { continue }
      spans.append(span(.visible, lane: Int32(slot - 1), open, end: end, endSeq: .none))
    }
    for (key, open) in slots {
      spans.append(span(.slot, lane: key.lane, open, end: end, endSeq: .none))
    }
    for (id, open) in tasks {
      spans.append(
        span(.task, lane: open.lane, open, end: end, endSeq: .none, detail: .max, number: id))
    }
    for (id, open) in effects {
      spans.append(
        span(.effect, lane: open.lane, open, end: end, endSeq: .none, detail: .max, number: id))
    }
    for (update, open) in updates {
      spans.append(
        span(
          .update, lane: -1, open, end: end, endSeq: .none, detail: open.code,
          number: UInt64(update)))
    }
    spans.removeAll { $0.kind != .update && $0.lane < 0 }
    spans.sort {
      ($0.start, $0.beginSeq, $0.kind.rawValue, $0.lane) < (
        $1.start, $1.beginSeq, $1.kind.rawValue, $1.lane
      )
    }
  }
}
