import TraceFormat

/// A synthetic but realistic recording: a notes app with a long list, driven by taps on row
/// toggles, scrolling (rows realized and dropped, their tasks started and cancelled, fetches) and
/// fetches finishing. Events come out in blocks, as a recorder would emit them.
struct Workload {
  let strings = StringTable()
  private var rng = FastRandom(seed: 0x5EED)
  private var seq: Seq = .none
  private var time: UInt64 = 0
  private var update: UInt32 = 0
  private var taskID: UInt64 = 0
  private var window = 0
  private var pending: [(task: UInt64, effect: Seq, row: Int, begin: Seq)] = []
  private var out: [TraceEvent] = []

  private let rows = 2000
  private let visible = 14
  private let rowPaths: [Sym]
  private let togglePaths: [Sym]
  private let textPaths: [Sym]
  private let fetches: [Sym]
  private let list: Sym
  private let s:
    (
      noteRow: Sym, toggle: Sym, text: Sym, list: Sym, isOn: Sym, title: Sym, notes: Sym,
      scheme: Sym, t: Sym, f: Sym, bool: Sym, rowSite: Sym, taskSite: Sym, fetchSite: Sym,
      tapDone: Sym, load: Sym
    )

  init() {
    let prefix = "NotesApp/NavigationStack/List/ForEach/NoteRow#"
    let table = strings
    list = table.intern("NotesApp/NavigationStack/List")
    rowPaths = (0..<2000).map { table.intern(prefix + "\($0)") }
    togglePaths = (0..<2000).map { table.intern(prefix + "\($0)/HStack/Toggle") }
    textPaths = (0..<2000).map { table.intern(prefix + "\($0)/HStack/Text") }
    fetches = (0..<2000).map { table.intern("GET /notes/\($0)") }
    s = (
      strings.intern("NoteRow"), strings.intern("Toggle"), strings.intern("Text"),
      strings.intern("List"),
      strings.intern("_isOn"), strings.intern("_title"), strings.intern("Store.notes"),
      strings.intern("\\.colorScheme"), strings.intern("true"), strings.intern("false"),
      strings.intern("Bool"),
      strings.intern("NoteRow.swift:14"), strings.intern("NoteRow.swift:31"),
      strings.intern("NotesStore.swift:52"),
      strings.intern("toggle \"Done\""), strings.intern("load")
    )
  }

  private mutating func emit(
    _ kind: EventKind, _ identity: Sym, cause: Seq, code: UInt8 = 0, reason: UInt8 = 0,
    name: Sym = .none,
    type: Sym = .none, site: Sym = .none, before: Sym = .none, after: Sym = .none,
    value: UInt64 = 0,
    inUpdate: Bool = true
  ) -> Seq {
    seq = seq.next
    time += 150 + rng.next(below: 1200)
    out.append(
      TraceEvent(
        seq: seq, time: time, update: inUpdate ? update : 0, cause: cause, kind: kind,
        identity: identity,
        code: code, reason: reason, name: name, type: type, site: site, before: before,
        after: after, value: value))
    return seq
  }

  /// Appends the body of `identity` (type `type`) with its reads and child decisions.
  private mutating func body(
    _ identity: Sym, type: Sym, cause: Seq, reads: [(DependencyKind, Sym)],
    children: [(Sym, Sym, IdentityDecision, DecisionReason)]
  ) {
    let b = emit(.bodyBegin, identity, cause: cause, name: type)
    let begin = time
    for (kind, name) in reads {
      _ = emit(.read, identity, cause: b, code: kind.rawValue, name: name)
    }
    for (child, childType, decision, reason) in children {
      _ = emit(
        .identity, child, cause: b, code: decision.rawValue, reason: reason.rawValue,
        name: childType)
    }
    let end = emit(.bodyEnd, identity, cause: b, name: type)
    // A recorder times a body with the same clock as its events: its duration is end - begin.
    out[out.count - 1].value = out[out.count - 1].time - begin
    _ = end
  }

  /// The next block of about `count` events.
  mutating func next(_ count: Int) -> [TraceEvent] {
    out.removeAll(keepingCapacity: true)
    while out.count < count {
      time += 1_000_000 + rng.next(below: 15_000_000)
      update += 1
      switch rng.next(below: 100) {
      case ..<60: tap()
      case ..<85: scroll()
      default: fetchFinished()
      }
    }
    return out
  }

  private mutating func rowBody(_ r: Int, cause: Seq) {
    body(
      rowPaths[r], type: s.noteRow, cause: cause, reads: [(.slot, s.isOn), (.observable, s.notes)],
      children: [
        (textPaths[r], s.text, .kept, .unchanged), (togglePaths[r], s.toggle, .kept, .unchanged),
      ])
  }

  private mutating func tap() {
    let r = window + Int(rng.next(below: UInt64(visible)))
    let on = rng.next(below: 2) == 0
    let input = emit(
      .input, togglePaths[r], cause: .none, code: InputAction.tap.rawValue, name: s.tapDone,
      after: on ? s.t : s.f, inUpdate: false)
    let ub = emit(.updateBegin, .none, cause: input, code: UpdateTrigger.input.rawValue)
    let w = emit(
      .slotWrite, rowPaths[r], cause: input, code: Writer.action.rawValue, name: s.isOn,
      before: on ? s.f : s.t, after: on ? s.t : s.f)
    let inv = emit(
      .invalidate, rowPaths[r], cause: w, code: InvalidationReason.slot.rawValue, name: s.isOn)
    rowBody(r, cause: inv)
    body(togglePaths[r], type: s.toggle, cause: inv, reads: [(.binding, s.isOn)], children: [])
    _ = emit(.updateEnd, .none, cause: ub, value: 2)
  }

  private mutating func scroll() {
    let step = 1 + Int(rng.next(below: 3))
    let forward = window + visible + step < rows && (window < step || rng.next(below: 3) != 0)
    let oldWindow = window
    window += forward ? step : -step
    let input = emit(.input, list, cause: .none, code: InputAction.scroll.rawValue, inUpdate: false)
    let ub = emit(.updateBegin, .none, cause: input, code: UpdateTrigger.input.rawValue)
    let inv = emit(
      .invalidate, list, cause: input, code: InvalidationReason.parentInputs.rawValue,
      name: s.scheme)
    let lo = min(oldWindow, window)
    let hi = max(oldWindow, window) + visible
    var children: [(Sym, Sym, IdentityDecision, DecisionReason)] = []
    for r in lo..<hi {
      let nowVisible = r >= window && r < window + visible
      let wasVisible = r >= oldWindow && r < oldWindow + visible
      let decision: (IdentityDecision, DecisionReason) =
        nowVisible && wasVisible
        ? (.kept, .unchanged) : nowVisible ? (.inserted, .realized) : (.removed, .realized)
      children.append((rowPaths[r], s.noteRow, decision.0, decision.1))
    }
    body(
      list, type: s.list, cause: inv, reads: [(.observable, s.notes), (.environment, s.scheme)],
      children: children)
    for r in lo..<hi {
      let nowVisible = r >= window && r < window + visible
      let wasVisible = r >= oldWindow && r < oldWindow + visible
      if nowVisible && !wasVisible {
        let a = emit(.appear, rowPaths[r], cause: inv, name: s.noteRow)
        _ = emit(
          .slotCreate, rowPaths[r], cause: a, code: SlotKind.state.rawValue, name: s.isOn,
          type: s.bool,
          site: s.rowSite, after: s.f)
        rowBody(r, cause: a)
        taskID += 1
        let t = emit(
          .taskStart, rowPaths[r], cause: a, code: TaskKind.task.rawValue, name: s.load,
          site: s.taskSite, value: taskID)
        let e = emit(
          .effectBegin, rowPaths[r], cause: t, name: fetches[r], site: s.fetchSite, value: taskID)
        pending.append((taskID, e, r, t))
      } else if wasVisible && !nowVisible {
        let d = emit(.disappear, rowPaths[r], cause: inv, name: s.noteRow)
        _ = emit(.slotDestroy, rowPaths[r], cause: d, name: s.isOn, before: s.f)
        if let i = pending.firstIndex(where: { $0.row == r }) {
          _ = emit(
            .taskCancel, rowPaths[r], cause: d, code: CancelReason.disappeared.rawValue,
            value: pending[i].task)
          pending.remove(at: i)
        }
      }
    }
    _ = emit(.updateEnd, .none, cause: ub, value: UInt64(hi - lo))
  }

  private mutating func fetchFinished() {
    guard !pending.isEmpty else { return tap() }
    let p = pending.removeFirst()
    let row = rowPaths[p.row]
    let e = emit(
      .effectEnd, row, cause: p.effect, code: EffectOutcome.succeeded.rawValue,
      name: fetches[p.row],
      value: p.task, inUpdate: false)
    let ub = emit(.updateBegin, .none, cause: e, code: UpdateTrigger.task.rawValue)
    let w = emit(
      .slotWrite, row, cause: e, code: Writer.task.rawValue, name: s.isOn, before: s.f, after: s.t,
      value: p.task)
    let inv = emit(.invalidate, row, cause: w, code: InvalidationReason.slot.rawValue, name: s.isOn)
    rowBody(p.row, cause: inv)
    _ = emit(.taskEnd, row, cause: p.begin, code: TaskOutcome.finished.rawValue, value: p.task)
    _ = emit(.updateEnd, .none, cause: ub, value: 1)
  }
}

/// xorshift64*: fast and good enough for a workload.
struct FastRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(below bound: UInt64) -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return (state &* 0x2545_F491_4F6C_DD1D) % bound
  }
}
