// Runs the analysis (timeline pass and every detector) over synthetic traces of 10^5, 10^6 and
// 10^7 events and reports events per second, and how the time grows with the size.
//   swift run -c release --package-path tools/Benchmarks analysis-bench
import TraceAnalysis
import TraceFormat

/// Builds a trace that looks like a long session of a list screen: taps that write state and
/// re-evaluate the screen and some rows, tasks that fetch, and now and then a branch flip that
/// resets a detail view's state and restarts its task (so the detectors find something).
struct SyntheticTrace {
  private let strings = StringTable()
  private var events: [TraceEvent] = []
  private var seq: Seq = .none
  private var time: UInt64 = 0
  private var update: UInt32 = 0
  private var updates: UInt32 = 0
  private var taskID: UInt64 = 0
  private var effectID: UInt64 = 0
  private var detailInIf = false
  private var detailTask: UInt64 = 0
  private var detailTaskStart: Seq = .none

  private let root, stack, count, site, taskSite, effectSite, effectName, rowSite: Sym
  private let rows: [Sym]
  private let rowSelf: Sym
  private let values: [Sym]
  private let detailIf, detailElse, detailText, detailTaskIf, detailTaskElse: Sym
  private let names: (app: Sym, row: Sym, detail: Sym, task: Sym, tap: Sym, text: Sym)

  init() {
    let strings = self.strings
    root = strings.intern("App")
    stack = strings.intern("App/VStack")
    rows = (0..<8).map { strings.intern("App/VStack/ForEach/Row[id=\($0)]") }
    count = strings.intern("_count")
    rowSelf = strings.intern("@self(title)")
    site = strings.intern("App/App.swift:3")
    rowSite = strings.intern("App/Row.swift:4")
    taskSite = strings.intern("App/Detail.swift:9")
    effectSite = strings.intern("App/API.swift:20")
    effectName = strings.intern("GET /detail")
    values = (0..<100).map { strings.intern("\($0)") }
    detailIf = strings.intern("App/VStack/Detail[1.if]")
    detailElse = strings.intern("App/VStack/Detail[1.else]")
    detailTaskIf = strings.intern("App/VStack/Detail[1.if]/.task")
    detailTaskElse = strings.intern("App/VStack/Detail[1.else]/.task")
    detailText = strings.intern("_text")
    names = (
      strings.intern("App"), strings.intern("Row"), strings.intern("Detail"),
      strings.intern("task"), strings.intern("\"Add\""), strings.intern("String")
    )
  }

  @discardableResult
  private mutating func add(
    _ kind: EventKind, _ identity: Sym = .none, cause: Seq = .none,
    code: UInt8 = 0, reason: UInt8 = 0, name: Sym = .none, type: Sym = .none,
    site: Sym = .none, before: Sym = .none, after: Sym = .none, value: UInt64 = 0
  ) -> Seq {
    seq = seq.next
    time += 50
    events.append(
      TraceEvent(
        seq: seq, time: time, update: update, cause: cause, kind: kind, identity: identity,
        code: code, reason: reason, name: name, type: type, site: site, before: before,
        after: after, value: value))
    return seq
  }

  /// One tap and the update it causes; every 16th flips the detail's branch.
  private mutating func cycle(_ c: Int) {
    let input = add(.input, rows[c % 8], code: InputAction.tap.rawValue, name: names.tap)
    let write = add(
      .slotWrite, root, cause: input, code: Writer.action.rawValue, name: count,
      before: values[c % 100], after: values[(c + 1) % 100])
    let invalidate = add(
      .invalidate, root, cause: write, code: InvalidationReason.slot.rawValue, name: count)
    updates += 1
    update = updates
    let begin = add(.updateBegin, cause: invalidate, code: UpdateTrigger.input.rawValue)
    let body = add(.bodyBegin, root, cause: invalidate, name: names.app)
    add(.read, root, cause: body, code: DependencyKind.slot.rawValue, name: count)
    add(.bodyEnd, root, cause: body, name: names.app, value: 1_000)
    add(.identity, stack, cause: body, code: IdentityDecision.kept.rawValue, name: names.app)
    for (i, row) in rows.enumerated() {
      add(.identity, row, cause: body, code: IdentityDecision.kept.rawValue, name: names.row)
      guard (i + c) % 4 == 0 else { continue }
      let inputs = add(
        .invalidate, row, cause: body, code: InvalidationReason.parentInputs.rawValue, name: rowSelf
      )
      let rowBody = add(.bodyBegin, row, cause: inputs, name: names.row)
      add(.bodyEnd, row, cause: rowBody, name: names.row, value: 1_000)
    }
    if c % 16 == 0 { flipDetail(body: body) }
    add(.updateEnd, cause: begin, value: 3)
    update = 0
    if c % 16 == 1 { fetch() }
  }

  /// The detail moves to the other branch of an `if`: its state resets and its task restarts.
  private mutating func flipDetail(body: Seq) {
    let (old, new) = detailInIf ? (detailIf, detailElse) : (detailElse, detailIf)
    let (oldTask, newTask) =
      detailInIf ? (detailTaskIf, detailTaskElse) : (detailTaskElse, detailTaskIf)
    let reason = DecisionReason.branchFlipped.rawValue
    let inserted = add(
      .identity, new, cause: body, code: IdentityDecision.inserted.rawValue, reason: reason,
      name: names.detail)
    add(
      .slotCreate, new, cause: inserted, name: detailText, type: names.text, site: rowSite,
      after: values[0])
    if seq > Seq(rawValue: 100) {
      let removed = add(
        .identity, old, cause: body, code: IdentityDecision.removed.rawValue, reason: reason,
        name: names.detail)
      add(.slotDestroy, old, cause: removed, name: detailText, before: values[7])
      let disappear = add(.disappear, oldTask, cause: removed, name: names.task)
      add(
        .taskCancel, oldTask, cause: disappear, code: CancelReason.disappeared.rawValue,
        value: detailTask)
    }
    let appear = add(.appear, newTask, cause: inserted, name: names.task)
    taskID += 1
    detailTask = taskID
    detailTaskStart = add(
      .taskStart, newTask, cause: appear, code: TaskKind.task.rawValue, name: names.task,
      site: taskSite, value: taskID)
    detailInIf.toggle()
  }

  /// The detail's task fetches, writes its result and ends.
  private mutating func fetch() {
    let task = detailInIf ? detailTaskIf : detailTaskElse
    let owner = detailInIf ? detailIf : detailElse
    effectID += 1
    let begin = add(
      .effectBegin, task, cause: detailTaskStart, name: effectName, site: effectSite,
      value: effectID)
    time += 300_000
    let end = add(.effectEnd, task, cause: begin, name: effectName, value: effectID)
    let write = add(
      .slotWrite, owner, cause: end, code: Writer.task.rawValue, name: detailText,
      before: values[0], after: values[7], value: detailTask)
    add(.invalidate, owner, cause: write, code: InvalidationReason.slot.rawValue, name: detailText)
  }

  /// A trace of about `count` events.
  static func make(events count: Int) -> Trace {
    var builder = SyntheticTrace()
    builder.events.reserveCapacity(count + 64)
    var c = 0
    while builder.events.count < count {
      builder.cycle(c)
      c += 1
    }
    return Trace(
      header: TraceHeader(scenario: "synthetic", runtimeVersion: "bench", clock: .deterministic),
      strings: builder.strings.strings, events: builder.events)
  }
}

let clock = ContinuousClock()
var results: [(events: Int, seconds: Double)] = []
for exponent in 5...7 {
  var size = 1
  for _ in 0..<exponent { size *= 10 }
  let trace = SyntheticTrace.make(events: size)
  // The best of a few runs, so that another process on the machine does not decide the figure.
  var best = Double.infinity
  var findings = 0
  for _ in 0..<(exponent == 7 ? 3 : 5) {
    let elapsed = clock.measure { findings = Analysis(trace: trace).findings.count }
    best = min(
      best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  results.append((trace.events.count, best))
  let rate = Double(trace.events.count) / best
  print(
    "\(trace.events.count) events: \((best * 1000).rounded() / 1000) s, "
      + "\(Int(rate / 1000)) k events/s, \(findings) findings")
}
for (small, large) in zip(results, results.dropFirst()) {
  let ratio = large.seconds / small.seconds
  let sizeRatio = Double(large.events) / Double(small.events)
  print(
    "\(large.events) vs \(small.events) events: \(sizeRatio.rounded())× the events, \((ratio * 100).rounded() / 100)× the time"
  )
}
