import TraceFormat

/// Made-up traces of any size, for benchmarks and browser checks: a scrolling list whose rows
/// are tapped, re-evaluated, replaced, and run tasks and effects.
public enum SyntheticTrace {
  /// A trace of exactly `count` events (the last update may be cut short).
  public static func make(events count: Int, rows: Int = 5_000, window: Int = 40) -> Trace {
    let builder = TraceBuilder()
    builder.header = TraceHeader(
      scenario: "synthetic-\(count)", runtimeVersion: "synthetic", clock: .deterministic)
    var generator = Generator(b: builder, rows: rows, window: window)
    while builder.events.count < count { generator.nextUpdate() }
    let trace = builder.trace
    return Trace(
      header: trace.header, strings: trace.strings, events: EventStore(trace.events.prefix(count)))
  }

  private struct Generator {
    let b: TraceBuilder
    let rows: Int
    let window: Int
    var offset = 0
    var nextTask: UInt64 = 1
    var tasks: [Int: UInt64] = [:]

    init(b: TraceBuilder, rows: Int, window: Int) {
      self.b = b
      self.rows = rows
      self.window = min(window, rows)
    }

    func row(_ index: Int) -> String { "App/List/Row#\(index)" }

    mutating func nextUpdate() {
      b.update += 1
      let u = Int(b.update)
      if u == 1 {
        initial()
        return
      }
      let scrolls = u % 10 == 0 && offset + window < rows
      let target = scrolls ? "App/List" : row(offset + u % window)
      let input = b.add(
        .input, target, code: (scrolls ? InputAction.scroll : .tap).rawValue,
        name: scrolls ? "list" : "text \"+\"")
      let begin = b.add(.updateBegin, cause: input, code: UpdateTrigger.input.rawValue)
      if scrolls {
        let body = evaluate("App/List", "List", cause: begin)
        remove(offset, cause: body)
        insert(offset + window, cause: body)
        offset += 1
      } else {
        let write = b.add(
          .slotWrite, target, cause: input, code: Writer.action.rawValue, name: "_count",
          before: "\(u - 1)",
          after: "\(u)")
        let invalidate = b.add(
          .invalidate, target, cause: write, code: InvalidationReason.slot.rawValue, name: "_count")
        evaluate(target, "Row", cause: invalidate)
        if u % 3 == 0 { finishTask(offset + u % window) }
      }
      b.add(.updateEnd, cause: begin, value: 1)
    }

    mutating func initial() {
      let begin = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
      let app = evaluate("App", "App", cause: begin)
      let list = b.add(
        .identity, "App/List", cause: app, code: IdentityDecision.inserted.rawValue,
        reason: DecisionReason.firstAppearance.rawValue, name: "List")
      let body = evaluate("App/List", "List", cause: list)
      for index in 0..<window { insert(index, cause: body) }
      b.add(.updateEnd, cause: begin, value: UInt64(window + 2))
    }

    @discardableResult
    func evaluate(_ identity: String, _ type: String, cause: Seq) -> Seq {
      let begin = b.add(.bodyBegin, identity, cause: cause, name: type)
      b.add(.read, identity, cause: begin, code: DependencyKind.slot.rawValue, name: "_count")
      b.time += 2_000  // a body takes 3 µs, the 1 µs of every event and 2 more
      b.add(.bodyEnd, identity, cause: begin, name: type, value: 3_000)
      return begin
    }

    mutating func insert(_ index: Int, cause: Seq) {
      let id = row(index)
      let inserted = b.add(
        .identity, id, cause: cause, code: IdentityDecision.inserted.rawValue,
        reason: DecisionReason.realized.rawValue, name: "Row")
      b.add(
        .slotCreate, id, cause: inserted, code: SlotKind.state.rawValue, name: "_count",
        type: "Int",
        site: "Row.swift:3", after: "0")
      b.add(.appear, id, cause: inserted, name: "Row")
      evaluate(id, "Row", cause: inserted)
      let task = nextTask
      nextTask += 1
      tasks[index] = task
      b.add(
        .taskStart, id, cause: inserted, code: TaskKind.task.rawValue, name: "load",
        site: "Row.swift:9", value: task)
      b.add(
        .effectBegin, id, cause: inserted, name: "GET /rows/\(index)", site: "Store.swift:20",
        value: task)
    }

    mutating func remove(_ index: Int, cause: Seq) {
      let id = row(index)
      let removed = b.add(
        .identity, id, cause: cause, code: IdentityDecision.removed.rawValue,
        reason: DecisionReason.elementRemoved.rawValue, name: "Row")
      b.add(.slotDestroy, id, cause: removed, name: "_count", before: "0")
      b.add(.disappear, id, cause: removed, name: "Row")
      if let task = tasks.removeValue(forKey: index) {
        b.add(.taskCancel, id, cause: removed, code: CancelReason.disappeared.rawValue, value: task)
        b.add(
          .taskEnd, id, cause: removed, code: TaskOutcome.finishedAfterCancel.rawValue, value: task)
        b.add(
          .effectEnd, id, cause: removed, code: EffectOutcome.cancelled.rawValue,
          name: "GET /rows/\(index)", value: task)
      }
    }

    mutating func finishTask(_ index: Int) {
      guard let task = tasks[index] else { return }
      tasks[index] = nil
      let id = row(index)
      b.add(
        .effectEnd, id, code: EffectOutcome.succeeded.rawValue, name: "GET /rows/\(index)",
        value: task)
      b.add(.taskEnd, id, code: TaskOutcome.finished.rawValue, value: task)
    }
  }
}
