import TraceAnalysis
import TraceFormat

/// Writes the Trace Event JSON of a timeline.
struct ChromeTraceWriter {
  let timeline: TimelineLayout
  private var json = JSONWriter()
  private var first = true
  /// The thread of the updates; lanes are threads 1, 2, 3, ….
  private let updateThread = 0
  /// The thread of each lane shown by default, by lane index; lanes are threads 1, 2, 3, ….
  private let threadOfView: [Int]
  /// The cause links drawn as flows into tasks, effects and invalidations (see ``causeFlows``).
  private let flows: [(from: TraceEvent, to: TraceEvent)]
  /// The seqs of their ends, each drawn as a tiny slice for the flow to bind to.
  private let flowEnds: Set<Seq>

  init(timeline: TimelineLayout) {
    self.timeline = timeline
    var threads = [Int](repeating: 0, count: timeline.lanes.count)
    var next = 1
    for (index, lane) in timeline.lanes.enumerated() where lane.owner == index {
      threads[index] = next
      next += 1
    }
    threadOfView = threads
    flows = Self.causeFlows(timeline, threadOfView: threads)
    flowEnds = Set(flows.flatMap { [$0.from.seq, $0.to.seq] })
    json = JSONWriter(capacity: timeline.trace.events.count * 120)
  }

  /// The cause links from what started a task or an effect (an input, a body, an appearance,
  /// another task) to its start, and from a write (of a slot or a model property) or a task's
  /// event (for a model change recorded without its write) to the invalidation it caused; both
  /// ends on a lane, and not both on one thread at one time (see ``isDrawn(from:to:)``). A
  /// model's write, on no lane, hands its start to the nearest event on its causal path that is
  /// not one (the timeline's ``CausalGraph`` walks it).
  private static func causeFlows(
    _ timeline: TimelineLayout, threadOfView: [Int]
  ) -> [(from: TraceEvent, to: TraceEvent)] {
    let graph = timeline.model.graph
    let thread = { (lane: Int32) in Self.thread(lane, timeline, threadOfView) }
    let writers: Set<EventKind> = [
      .slotWrite, .modelWrite, .taskStart, .taskCancel, .taskEnd, .effectBegin, .effectEnd,
    ]
    return timeline.trace.events.compactMap { event in
      guard [.taskStart, .effectBegin, .invalidate].contains(event.kind), !event.cause.isNone,
        let cause = graph.event(event.cause),
        event.kind != .invalidate || writers.contains(cause.kind),
        timeline.lane(of: event) >= 0,
        let origin = graph.firstCause(
          of: cause.seq, where: { $0.kind != .modelWrite || timeline.lane(of: $0) >= 0 }),
        timeline.lane(of: origin) >= 0,
        isDrawn(
          from: (thread(timeline.lane(of: origin)), timeline.position(of: origin)),
          to: (thread(timeline.lane(of: event)), timeline.position(of: event)))
      else { return nil }
      return (origin, event)
    }
  }

  /// Whether a flow between two events is worth an arrow: its ends are on different threads or
  /// at different times. Since work is drawn in its declaring view's lane, most causes sit on
  /// their effect's thread at its instant, where Perfetto would draw an arrow of no length.
  private static func isDrawn(
    from cause: (thread: Int, at: UInt64), to effect: (thread: Int, at: UInt64)
  ) -> Bool {
    cause != effect
  }

  private var trace: Trace { timeline.trace }

  mutating func write() -> [UInt8] {
    json.raw(#"{"displayTimeUnit":"ms","otherData":{"scenario":"#)
    json.string(trace.header.scenario)
    json.raw(#","runtimeVersion":"#)
    json.string(trace.header.runtimeVersion)
    json.raw(#","axis":"time""#)
    json.raw(#"},"traceEvents":["#)
    writeMetadata()
    for span in timeline.spans { writeSpan(span) }
    for event in trace.events { writeInstant(event) }
    for flow in flows { writeFlow(from: flow.from, to: flow.to) }
    for (index, finding) in timeline.findings.enumerated() { writeFinding(finding, index) }
    json.raw("]}\n")
    return json.bytes
  }

  // MARK: Pieces

  /// Starts one trace event object with the fields every event has.
  private mutating func begin(
    _ phase: StaticString, name: String, category: StaticString, tid: Int, at: UInt64
  ) {
    json.raw(first ? "\n{" : ",\n{")
    first = false
    json.key("ph")
    json.raw("\"")
    json.raw(phase)
    json.raw(#"","pid":1,"tid":"#)
    json.number(tid)
    json.raw(#","name":"#)
    json.string(name)
    json.raw(#","cat":""#)
    json.raw(category)
    json.raw(#"","ts":"#)
    timestamp(at)
  }

  /// An axis position (nanoseconds of trace time since the first event) in microseconds.
  private mutating func timestamp(_ position: UInt64) {
    json.thousandths(position)
  }

  /// The thread of a lane: the thread of its view (modifiers and inner views fold into it).
  private func thread(_ lane: Int32) -> Int { Self.thread(lane, timeline, threadOfView) }

  private static func thread(_ lane: Int32, _ timeline: TimelineLayout, _ threadOfView: [Int])
    -> Int
  {
    lane < 0 ? Int(lane) + 1 : threadOfView[timeline.lanes[Int(lane)].owner]
  }

  private mutating func writeMetadata() {
    json.raw(#"{"ph":"M","pid":1,"name":"process_name","args":{"name":"#)
    json.string("ViewTrace: \(trace.header.scenario)")
    json.raw("}}")
    first = false
    threadName(updateThread, "updates", path: "")
    for (index, lane) in timeline.lanes.enumerated() where lane.owner == index {
      threadName(threadOfView[index], lane.name, path: lane.path)
    }
  }

  /// A thread named by its view's type and key (`NoteRow[id=17]`), its identity path in args.
  private mutating func threadName(_ tid: Int, _ name: String, path: String) {
    json.raw(#",{"ph":"M","pid":1,"tid":"#)
    json.number(tid)
    json.raw(#","name":"thread_name","args":{"name":"#)
    json.string(name)
    if !path.isEmpty {
      json.raw(#","path":"#)
      json.string(path)
    }
    json.raw(#"}},{"ph":"M","pid":1,"tid":"#)
    json.number(tid)
    json.raw(#","name":"thread_sort_index","args":{"sort_index":"#)
    json.number(tid)
    json.raw("}}")
  }

  private mutating func writeSpan(_ span: TimelineLayout.Span) {
    switch span.kind {
    case .body:
      let cause = BodyCause(rawValue: span.detail) ?? .other
      begin(
        "X", name: timeline.text(span.label), category: "body", tid: thread(span.lane),
        at: span.start)
      json.raw(#","dur":"#)
      timestamp(span.end - span.start)
      json.raw(#","args":{"cause":"#)
      json.string(cause.name)
      json.raw(#","seq":"#)
      json.number(span.beginSeq.rawValue)
      json.raw("}}")
      writeFlow(into: span)
    case .update:
      begin(
        "X", name: "update \(span.number) (\(CodeVocabulary.updateTrigger.name(span.detail)))",
        category: "update",
        tid: updateThread, at: span.start)
      json.raw(#","dur":"#)
      timestamp(span.end - span.start)
      json.raw("}")
    case .task, .effect:
      let category: StaticString = span.kind == .task ? "task" : "effect"
      let name = timeline.barName(span)
      begin("b", name: name, category: category, tid: thread(span.lane), at: span.start)
      asyncID(span)
      json.raw(#","args":{"number":"#)
      json.number(span.number)
      json.raw("}}")
      begin("e", name: name, category: category, tid: thread(span.lane), at: span.end)
      asyncID(span)
      json.raw("}")
    case .lifetime, .visible, .slot:
      break
    }
  }

  private mutating func asyncID(_ span: TimelineLayout.Span) {
    json.raw(#","id":""#)
    json.raw(span.kind == .task ? "task-" : "effect-")
    json.number(span.number)
    json.raw("\"")
  }

  /// A flow arrow from the invalidation or insertion that caused a body to the body, unless
  /// both are on one thread at one time.
  private mutating func writeFlow(into body: TimelineLayout.Span) {
    guard body.number != 0, let origin = timeline.model.graph.event(Seq(rawValue: body.number)),
      Self.isDrawn(
        from: (thread(timeline.lane(of: origin)), timeline.position(of: origin)),
        to: (thread(body.lane), body.start))
    else {
      return
    }
    self.begin(
      "s", name: "caused", category: "cause", tid: thread(timeline.lane(of: origin)),
      at: timeline.position(of: origin))
    json.raw(#","id":"#)
    json.number(body.beginSeq.rawValue)
    json.raw("}")
    self.begin("f", name: "caused", category: "cause", tid: thread(body.lane), at: body.start)
    json.raw(#","bp":"e","id":"#)
    json.number(body.beginSeq.rawValue)
    json.raw("}")
  }

  /// A flow arrow along a cause link, with the target's seq as its id.
  private mutating func writeFlow(from cause: TraceEvent, to event: TraceEvent) {
    begin(
      "s", name: "caused", category: "cause", tid: thread(timeline.lane(of: cause)),
      at: timeline.position(of: cause))
    json.raw(#","id":"#)
    json.number(event.seq.rawValue)
    json.raw("}")
    begin(
      "f", name: "caused", category: "cause", tid: thread(timeline.lane(of: event)),
      at: timeline.position(of: event))
    json.raw(#","bp":"e","id":"#)
    json.number(event.seq.rawValue)
    json.raw("}")
  }

  /// Invalidations, insertions and the ends of cause flows become tiny slices (so that flows
  /// can bind to them); other slot and task events, inputs and warnings become instants.
  private mutating func writeInstant(_ event: TraceEvent) {
    let lane = timeline.lane(of: event)
    guard lane >= 0 else { return }
    let isFlowEnd = event.kind != .bodyBegin && flowEnds.contains(event.seq)
    let name: String
    switch event.kind {
    case .invalidate:
      name =
        "invalidate \(timeline.text(event.name)) (\(CodeVocabulary.invalidationReason.name(event.code)))"
    case .identity where event.code(as: IdentityDecision.self) == .inserted:
      name = "inserted (\(CodeVocabulary.decisionReason.name(event.reason)))"
    case .slotCreate, .slotWrite, .slotDestroy:
      name = "\(event.kind.name) \(timeline.text(event.name))"
    case .taskStart, .taskCancel, .taskEnd:
      name =
        "\(event.kind.name) \(event.value)"
        + (event.kind.codes.map { " (\($0.name(event.code)))" } ?? "")
    case .input, .warning:
      name =
        "\(event.kind.name) \(event.kind.codes?.name(event.code) ?? ""): \(timeline.text(event.name))"
    default:
      guard isFlowEnd else { return }
      name = trace.describe(event, as: .prose)
    }
    let isSlice = event.kind == .invalidate || event.kind == .identity || isFlowEnd
    begin(
      isSlice ? "X" : "i", name: name, category: "event", tid: thread(lane),
      at: timeline.position(of: event))
    if isSlice {
      json.raw(#","dur":0.001"#)
    } else {
      json.raw(#","s":"t""#)
    }
    json.raw(#","args":{"seq":"#)
    json.number(event.seq.rawValue)
    if event.kind == .slotWrite || event.kind == .slotCreate || event.kind == .slotDestroy {
      json.raw(#","before":"#)
      json.string(timeline.text(event.before))
      json.raw(#","after":"#)
      json.string(timeline.text(event.after))
    }
    json.raw("}}")
  }

  private mutating func writeFinding(_ finding: Finding, _ index: Int) {
    guard let seq = finding.symptom, let event = trace.event(seq: seq) else { return }
    let lane = timeline.lane(of: event)
    guard lane >= 0 else { return }
    begin(
      "i", name: "\(finding.severity.rawValue): \(finding.kind)", category: "finding",
      tid: thread(lane),
      at: timeline.position(of: event))
    json.raw(#","s":"p","args":{"summary":"#)
    json.string(finding.summary)
    json.raw(#","fix":"#)
    json.string(finding.fix)
    json.raw("}}")
  }
}
