import TraceFormat

/// Made-up traces of any size, for benchmarks and browser checks: a scrolling list whose rows
/// are tapped, re-evaluated, replaced, and run tasks and effects.
public enum SyntheticTrace {
  /// A trace of exactly `count` events (the last update may be cut short).
  public static func make(events count: Int, rows: Int = 5_000, window: Int = 40) -> Trace {
    var generator = Generator(rows: rows, window: window)
    generator.events.reserveCapacity(count + 64)
    while generator.events.count < count { generator.nextUpdate() }
    generator.events.removeLast(generator.events.count - count)
    return Trace(
      header: TraceHeader(
        scenario: "synthetic-\(count)", runtimeVersion: "synthetic", clock: .deterministic),
      strings: generator.strings.strings, events: generator.events)
  }

  private struct Generator {
    let strings = StringTable()
    var events: [TraceEvent] = []
    let rows: Int
    let window: Int
    var time: UInt64 = 0
    var update: UInt32 = 0
    var offset = 0
    var nextTask: UInt64 = 1
    var tasks: [Int: UInt64] = [:]

    init(rows: Int, window: Int) {
      self.rows = rows
      self.window = min(window, rows)
    }

    @discardableResult
    mutating func add(
      _ kind: EventKind, _ identity: String = "", cause: Seq = .none, code: UInt8 = 0,
      reason: UInt8 = 0,
      name: String = "", type: String = "", site: String = "", before: String = "",
      after: String = "",
      value: UInt64 = 0, duration: UInt64 = 1_000
    ) -> Seq {
      time += duration
      func sym(_ s: String) -> Sym { s.isEmpty ? .none : strings.intern(s) }
      let seq = Seq(index: events.count)
      events.append(
        TraceEvent(
          seq: seq, time: time, update: update, cause: cause, kind: kind, identity: sym(identity),
          code: code,
          reason: reason, name: sym(name), type: sym(type), site: sym(site), before: sym(before),
          after: sym(after), value: value))
      return seq
    }

    func row(_ index: Int) -> String { "App/List/Row#\(index)" }

    mutating func nextUpdate() {
      update += 1
      let u = Int(update)
      if u == 1 {
        initial()
        return
      }
      let scrolls = u % 10 == 0 && offset + window < rows
      let target = scrolls ? "App/List" : row(offset + u % window)
      let input = add(
        .input, target, code: (scrolls ? InputAction.scroll : .tap).rawValue,
        name: scrolls ? "list" : "text \"+\"")
      let begin = add(.updateBegin, cause: input, code: UpdateTrigger.input.rawValue)
      if scrolls {
        let body = evaluate("App/List", "List", cause: begin)
        remove(offset, cause: body)
        insert(offset + window, cause: body)
        offset += 1
      } else {
        let write = add(
          .slotWrite, target, cause: input, code: Writer.action.rawValue, name: "_count",
          before: "\(u - 1)",
          after: "\(u)")
        let invalidate = add(
          .invalidate, target, cause: write, code: InvalidationReason.slot.rawValue, name: "_count")
        evaluate(target, "Row", cause: invalidate)
        if u % 3 == 0 { finishTask(offset + u % window) }
      }
      add(.updateEnd, cause: begin, value: 1)
    }

    mutating func initial() {
      let begin = add(.updateBegin, code: UpdateTrigger.initial.rawValue)
      let app = evaluate("App", "App", cause: begin)
      let list = add(
        .identity, "App/List", cause: app, code: IdentityDecision.inserted.rawValue,
        reason: DecisionReason.firstAppearance.rawValue, name: "List")
      let body = evaluate("App/List", "List", cause: list)
      for index in 0..<window { insert(index, cause: body) }
      add(.updateEnd, cause: begin, value: UInt64(window + 2))
    }

    @discardableResult
    mutating func evaluate(_ identity: String, _ type: String, cause: Seq) -> Seq {
      let begin = add(.bodyBegin, identity, cause: cause, name: type)
      add(.read, identity, cause: begin, code: DependencyKind.slot.rawValue, name: "_count")
      add(.bodyEnd, identity, cause: begin, name: type, value: 3_000, duration: 3_000)
      return begin
    }

    mutating func insert(_ index: Int, cause: Seq) {
      let id = row(index)
      let inserted = add(
        .identity, id, cause: cause, code: IdentityDecision.inserted.rawValue,
        reason: DecisionReason.realized.rawValue, name: "Row")
      add(
        .slotCreate, id, cause: inserted, code: SlotKind.state.rawValue, name: "_count",
        type: "Int",
        site: "Row.swift:3", after: "0")
      add(.appear, id, cause: inserted, name: "Row")
      evaluate(id, "Row", cause: inserted)
      let task = nextTask
      nextTask += 1
      tasks[index] = task
      add(
        .taskStart, id, cause: inserted, code: TaskKind.task.rawValue, name: "load",
        site: "Row.swift:9", value: task)
      add(
        .effectBegin, id, cause: inserted, name: "GET /rows/\(index)", site: "Store.swift:20",
        value: task)
    }

    mutating func remove(_ index: Int, cause: Seq) {
      let id = row(index)
      let removed = add(
        .identity, id, cause: cause, code: IdentityDecision.removed.rawValue,
        reason: DecisionReason.elementRemoved.rawValue, name: "Row")
      add(.slotDestroy, id, cause: removed, name: "_count", before: "0")
      add(.disappear, id, cause: removed, name: "Row")
      if let task = tasks.removeValue(forKey: index) {
        add(.taskCancel, id, cause: removed, code: CancelReason.disappeared.rawValue, value: task)
        add(
          .taskEnd, id, cause: removed, code: TaskOutcome.finishedAfterCancel.rawValue, value: task)
        add(
          .effectEnd, id, cause: removed, code: EffectOutcome.cancelled.rawValue,
          name: "GET /rows/\(index)", value: task)
      }
    }

    mutating func finishTask(_ index: Int) {
      guard let task = tasks[index] else { return }
      tasks[index] = nil
      let id = row(index)
      add(
        .effectEnd, id, code: EffectOutcome.succeeded.rawValue, name: "GET /rows/\(index)",
        value: task)
      add(.taskEnd, id, code: TaskOutcome.finished.rawValue, value: task)
    }
  }
}
