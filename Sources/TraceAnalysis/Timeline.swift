import TraceFormat

/// The whole history of a trace, rebuilt in one pass: identity, slot and task lifetimes, effect
/// spans, updates with their body evaluations, and the causal graph; then, from them, the state
/// resets.
///
/// It is the one place that pairs beginnings with ends and decides why each body ran: the
/// analyzer, the command line and every exporter read it. The pass works on symbols and integers
/// only; strings are resolved when findings are written.
public struct Timeline: Sendable {
  public private(set) var trace: Trace
  /// The events' causes, to walk a symptom back to its input.
  public private(set) var graph: CausalGraph
  /// Every stay of an identity in the tree, in order of insertion.
  public private(set) var identities: [IdentityLifetime] = []
  /// Every stay of an identity on screen (`appear` to `disappear`), in order of appearing.
  public private(set) var appearances: [Appearance] = []
  /// Every state slot, in order of creation.
  public private(set) var slots: [SlotLifetime] = []
  /// Every task, in order of start.
  public private(set) var tasks: [TaskLifetime] = []
  /// Every named effect, in order of beginning.
  public private(set) var effects: [EffectSpan] = []
  /// Every body evaluation, in order.
  public private(set) var bodies: [BodySpan] = []
  /// Every update, in order, each with the range of its body evaluations.
  public private(set) var updates: [UpdateSpan] = []
  /// The `input` events, in order.
  public private(set) var inputs: [Seq] = []
  /// The `warning` events, in order.
  public private(set) var warnings: [Seq] = []
  /// The `read` events of `ObservableObject`s (instances and their properties), in order.
  public private(set) var publishedReads: [Seq] = []
  /// Every state reset (``StateReset``), in order of the new slot's creation.
  public private(set) var resets: [StateReset] = []
  /// The places (parent paths) that give identities freshly made ids, with the insertions of
  /// the updates where they replaced others.
  private(set) var freshIDPlaces: [String: [TraceEvent]] = [:]
  /// The `invalidate` events, in order, each with the index of the one before it that the same
  /// body evaluation ran after (-1 for the first): the lists ``invalidations(of:)`` follows.
  private var invalidationLinks: [(seq: Seq, previous: Int32)] = []
  /// Where the pass stands after the last event read, so that a longer trace of the same
  /// recording goes on from there (``extend(to:)``); nil only while the pass runs.
  private var pass: Pass?
  /// The last event read, with the number of events read and of strings known then: what a
  /// longer trace must begin with to be gone on from.
  private var read: (count: Int, last: TraceEvent?, strings: Int)

  public init(trace: Trace) {
    self.trace = trace
    graph = CausalGraph(trace: trace)
    pass = Pass(symbols: trace.strings.count, measured: trace.header.clock == .live)
    read = (0, nil, trace.strings.count)
    readEvents(from: trace.events.makeIterator())
  }

  /// Makes this the timeline of `longer`, a later trace of the same recording (this timeline's
  /// trace with more events and strings after its own, as a screen kept open records them), by
  /// reading only the new events: the result equals `Timeline(trace: longer)`. When `longer`
  /// does not begin as this trace ends (another header, fewer events or strings, or another
  /// event where this trace's last one was), it is built from the start.
  public mutating func extend(to longer: Trace) {
    guard longer.header == trace.header, longer.events.count >= read.count,
      longer.strings.count >= read.strings,
      read.count == 0 || longer.events[read.count - 1] == read.last,
      read.strings == 0 || longer.strings[read.strings - 1] == trace.strings[read.strings - 1]
    else {
      self = Timeline(trace: longer)
      return
    }
    let from = read.count
    trace = longer
    graph = CausalGraph(trace: longer)
    pass?.grow(to: longer.strings.count)
    read.strings = longer.strings.count
    readEvents(from: longer.events[from...].makeIterator())
  }

  /// Runs the pass over `events`, the ones after those read so far, then finds the state resets
  /// over the whole timeline again.
  private mutating func readEvents<Events: IteratorProtocol<TraceEvent>>(from events: Events) {
    var events = events
    var pass = self.pass!
    self.pass = nil
    while let event = events.next() {
      pass.apply(event, into: &self)
      read.count += 1
      read.last = event
    }
    self.pass = pass
    let search = StateResetSearch(timeline: self)
    freshIDPlaces = search.freshIDPlaces()
    resets = search.resets(freshIDs: freshIDPlaces)
  }

  /// How long an effect must run on after its task's cancel to show that nothing stopped it:
  /// longer than the instant a cooperative task needs to notice.
  static let ranOn: UInt64 = 1_000_000

  /// The text of `sym`.
  public subscript(sym: Sym) -> String { trace[sym] }

  /// The `invalidate` events of `body`'s identity since its previous evaluation, in order.
  func invalidations(of body: BodySpan) -> [Seq] {
    var seqs: [Seq] = []
    var link = Int(body.lastInvalidation)
    while link >= 0 {
      seqs.append(invalidationLinks[link].seq)
      link = Int(invalidationLinks[link].previous)
    }
    return seqs.reversed()
  }

  /// The state the single pass carries from event to event.
  private struct Pass {
    var currentIdentity: [Int32]
    /// The open body evaluation and appearance of each identity, or -1.
    var openBody: [Int32]
    var openAppearance: [Int32]
    var lastDisappear: [Seq]
    var pendingInvalidations: [UInt32]
    /// The last of each identity's pending invalidations in the timeline's links, or -1.
    var lastInvalidation: [Int32]
    var slotByKey: [UInt64: Int32] = [:]
    var taskByID: [UInt64: Int32] = [:]
    var effectByID: [UInt64: Int32] = [:]
    /// The latest event of each running task, which the task's next event names as its cause;
    /// one entry per task, so it stays small however long the trace.
    var taskByLatestEvent: [Seq: Int32] = [:]
    var latestEventOfTask: [Seq] = []
    /// Whether `body-end` durations were measured (live mode), not a fixed virtual step.
    let measured: Bool

    init(symbols: Int, measured: Bool) {
      self.measured = measured
      currentIdentity = Array(repeating: -1, count: symbols)
      openBody = Array(repeating: -1, count: symbols)
      openAppearance = Array(repeating: -1, count: symbols)
      lastDisappear = Array(repeating: .none, count: symbols)
      pendingInvalidations = Array(repeating: 0, count: symbols)
      lastInvalidation = Array(repeating: -1, count: symbols)
    }

    /// Makes room for the identities of `symbols` strings, the trace's strings having grown.
    mutating func grow(to symbols: Int) {
      let more = symbols - currentIdentity.count
      guard more > 0 else { return }
      currentIdentity += repeatElement(-1, count: more)
      openBody += repeatElement(-1, count: more)
      openAppearance += repeatElement(-1, count: more)
      lastDisappear += repeatElement(.none, count: more)
      pendingInvalidations += repeatElement(0, count: more)
      lastInvalidation += repeatElement(-1, count: more)
    }

    private static func slotKey(_ identity: Sym, _ name: Sym) -> UInt64 {
      UInt64(identity.rawValue) << 32 | UInt64(name.rawValue)
    }

    mutating func apply(_ e: TraceEvent, into t: inout Timeline) {
      let id = Int(e.identity.rawValue)
      switch e.kind {
      case .updateBegin:
        t.updates.append(
          UpdateSpan(
            number: e.update, begin: e.seq, trigger: e.code, cause: e.cause,
            bodies: t.bodies.count..<t.bodies.count))
      case .updateEnd:
        if let last = t.updates.indices.last, t.updates[last].end == 0 {
          t.updates[last].end = e.seq
          t.updates[last].bodies = t.updates[last].bodies.lowerBound..<t.bodies.count
        }
      case .invalidate:
        pendingInvalidations[id] &+= 1
        t.invalidationLinks.append((e.seq, lastInvalidation[id]))
        lastInvalidation[id] = Int32(t.invalidationLinks.count - 1)
        if e.code != InvalidationReason.slot.rawValue, let task = taskByLatestEvent[e.cause] {
          advance(task, to: e.seq)
        }
      case .bodyBegin:
        ensureLifetime(e, into: &t)
        let (cause, causeEvent) = BodyCause.of(e, in: t.trace)
        t.bodies.append(
          BodySpan(
            identity: e.identity, type: e.name, update: e.update, begin: e.seq,
            invalidations: pendingInvalidations[id], lastInvalidation: lastInvalidation[id],
            cause: cause, causeEvent: causeEvent))
        pendingInvalidations[id] = 0
        lastInvalidation[id] = -1
        openBody[id] = Int32(t.bodies.count - 1)
      case .bodyEnd:
        let open = Int(openBody[id])
        if open >= 0 {
          t.bodies[open].end = e.seq
          t.bodies[open].duration = measured ? e.value : nil
          openBody[id] = -1
        }
      case .read:
        if e.code == DependencyKind.published.rawValue { t.publishedReads.append(e.seq) }
        if e.code == DependencyKind.clock.rawValue, let task = taskByLatestEvent[e.cause] {
          advance(task, to: e.seq)
        }
      case .identity:
        if e.code == IdentityDecision.inserted.rawValue {
          t.identities.append(
            IdentityLifetime(
              identity: e.identity, type: e.name, inserted: e.seq, insertReason: e.reason,
              previous: currentIdentity[id]))
          currentIdentity[id] = Int32(t.identities.count - 1)
        } else if e.code == IdentityDecision.removed.rawValue {
          // An identity whose insertion the trace lost (a salvaged trace) was there until now.
          ensureLifetime(e, into: &t)
          let current = Int(currentIdentity[id])
          if current >= 0, t.identities[current].removed == 0 {
            t.identities[current].removed = e.seq
            t.identities[current].removeReason = e.reason
          }
        } else {
          ensureLifetime(e, into: &t)
        }
      case .slotCreate:
        t.slots.append(
          SlotLifetime(
            identity: e.identity, name: e.name, type: e.type, site: e.site, created: e.seq,
            initial: e.after, value: e.after))
        slotByKey[Self.slotKey(e.identity, e.name)] = Int32(t.slots.count - 1)
      case .slotWrite:
        if let s = slotByKey[Self.slotKey(e.identity, e.name)] {
          let s = Int(s)
          t.slots[s].value = e.after
          t.slots[s].writes += 1
          if t.slots[s].firstWrite == 0 { t.slots[s].firstWrite = e.seq }
          t.slots[s].lastWrite = e.seq
        }
        if e.code == Writer.task.rawValue, let task = taskByID[e.value] {
          advance(task, to: e.seq)
          let k = Int(task)
          if t.tasks[k].cancelled != 0 {
            if t.tasks[k].writeAfterCancel == 0 { t.tasks[k].writeAfterCancel = e.seq }
            t.tasks[k].writesAfterCancel += 1
          }
          noteWork(e.seq, of: k, in: &t)
        }
      case .slotDestroy:
        let key = Self.slotKey(e.identity, e.name)
        if let s = slotByKey.removeValue(forKey: key) {
          t.slots[Int(s)].destroyed = e.seq
          t.slots[Int(s)].value = e.before
        }
      case .appear:
        ensureLifetime(e, into: &t)
        t.appearances.append(Appearance(identity: e.identity, type: e.name, appeared: e.seq))
        openAppearance[id] = Int32(t.appearances.count - 1)
      case .disappear:
        let open = Int(openAppearance[id])
        if open >= 0 {
          t.appearances[open].disappeared = e.seq
        } else {
          t.appearances.append(
            Appearance(identity: e.identity, type: e.name, appeared: .none, disappeared: e.seq))
        }
        openAppearance[id] = -1
        lastDisappear[id] = e.seq
      case .taskStart:
        t.tasks.append(
          TaskLifetime(
            id: e.value, kind: e.code, identity: e.identity, name: e.name, site: e.site,
            idValue: e.after,
            started: e.seq, createdBy: e.cause))
        taskByID[e.value] = Int32(t.tasks.count - 1)
        latestEventOfTask.append(0)
        advance(Int32(t.tasks.count - 1), to: e.seq)
      case .taskCancel, .taskEnd:
        guard let task = taskByID[e.value] else { break }
        if e.kind == .taskCancel {
          advance(task, to: e.seq)
          t.tasks[Int(task)].cancelled = e.seq
          t.tasks[Int(task)].cancelledAt = e.time
          t.tasks[Int(task)].cancelReason = e.code
        } else {
          t.tasks[Int(task)].ended = e.seq
          t.tasks[Int(task)].outcome = e.code
          taskByLatestEvent[latestEventOfTask[Int(task)]] = nil
        }
      case .effectBegin:
        let task = taskByLatestEvent[e.cause] ?? -1
        if task >= 0 { advance(task, to: e.seq) }
        t.effects.append(
          EffectSpan(
            id: e.value, name: e.name, site: e.site, identity: e.identity, begin: e.seq, task: task)
        )
        effectByID[e.value] = Int32(t.effects.count - 1)
        if task >= 0 {
          let k = Int(task)
          if t.tasks[k].cancelled != 0, t.tasks[k].effectAfterCancel == 0 {
            t.tasks[k].effectAfterCancel = e.seq
          }
          noteWork(e.seq, of: k, in: &t)
        }
      case .effectEnd:
        guard let effect = effectByID[e.value] else { break }
        t.effects[Int(effect)].end = e.seq
        t.effects[Int(effect)].outcome = e.code
        let task = t.effects[Int(effect)].task
        if task >= 0 { advance(task, to: e.seq) }
        // An effect begun after its task's cancel that the cancel ended is the cancel working.
        if task >= 0, e.code == EffectOutcome.cancelled.rawValue,
          t.tasks[Int(task)].effectAfterCancel == t.effects[Int(effect)].begin
        {
          t.tasks[Int(task)].effectAfterCancel = .none
        }
        if task >= 0, t.tasks[Int(task)].cancelled != 0,
          t.tasks[Int(task)].effectOutlivedCancel == 0,
          e.code == EffectOutcome.succeeded.rawValue,
          e.time >= t.tasks[Int(task)].cancelledAt + Timeline.ranOn
        {
          t.tasks[Int(task)].effectOutlivedCancel = e.seq
        }
      case .warning:
        t.warnings.append(e.seq)
      case .modelWrite:
        if e.code == Writer.task.rawValue, let task = taskByID[e.value] { advance(task, to: e.seq) }
      case .input:
        t.inputs.append(e.seq)
      case .display:
        break
      }
    }

    /// Makes `seq` the latest event of `task`.
    private mutating func advance(_ task: Int32, to seq: Seq) {
      let k = Int(task)
      taskByLatestEvent[latestEventOfTask[k]] = nil
      taskByLatestEvent[seq] = task
      latestEventOfTask[k] = seq
    }

    /// Notes a task's write or effect made while its identity was not visible.
    private func noteWork(_ seq: Seq, of k: Int, in t: inout Timeline) {
      let identity = Int(t.tasks[k].identity.rawValue)
      let began =
        t.tasks[k].kind == TaskKind.unstructured.rawValue
        ? t.tasks[k].createdBy : t.tasks[k].started
      guard t.tasks[k].workAfterDisappear == 0, openAppearance[identity] < 0,
        lastDisappear[identity] > began
      else { return }
      t.tasks[k].workAfterDisappear = seq
      t.tasks[k].disappearBeforeWork = lastDisappear[identity]
    }

    /// Opens a lifetime for an identity seen without an insertion (the root, or a trace that
    /// starts in the middle).
    private mutating func ensureLifetime(_ e: TraceEvent, into t: inout Timeline) {
      let id = Int(e.identity.rawValue)
      guard id != 0 else { return }
      let current = Int(currentIdentity[id])
      if current >= 0, t.identities[current].removed == 0 { return }
      t.identities.append(
        IdentityLifetime(
          identity: e.identity, type: e.name, inserted: 0, insertReason: 0,
          previous: currentIdentity[id]))
      currentIdentity[id] = Int32(t.identities.count - 1)
    }
  }
}
