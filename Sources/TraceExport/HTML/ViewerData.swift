import TraceAnalysis
import TraceFormat

/// The JSON that the viewer page embeds: the timeline in columns, the findings with their
/// chains, what changed in each update for the replay pane, and every event in words.
struct ViewerData {
  let timeline: TimelineLayout
  private var json: JSONWriter

  init(timeline: TimelineLayout) {
    self.timeline = timeline
    // About 80 bytes an event, a quarter of them in the events' own columns (see ViewerEvents).
    json = JSONWriter(capacity: timeline.trace.events.count * 80)
  }

  private var trace: Trace { timeline.trace }

  mutating func write() -> [UInt8] {
    json.raw(#"{"scenario":"#)
    json.string(trace.header.scenario)
    json.raw(#","runtimeVersion":"#)
    json.string(trace.header.runtimeVersion)
    json.raw(#","start":"#)
    json.number(timeline.start)
    json.raw(#","end":"#)
    json.number(timeline.end)
    json.raw(#","firstSeq":"#)
    json.number((trace.events.first?.seq ?? .none).rawValue)
    json.raw(#","lastSeq":"#)
    json.number(
      max(trace.events.last?.seq ?? .none, (trace.events.first?.seq ?? .none).next).rawValue)
    json.raw(#","spread":"#)
    json.number(timeline.timeAxis.spread)
    json.raw(#","knots":{"#)
    column("position", timeline.timeAxis.knots.map(\.position), first: true)
    column("time", timeline.timeAxis.knots.map(\.time))
    json.raw(#"},"breaks":{"#)
    let breaks = timeline.timeAxis.breaks
    column("start", breaks.map(\.start), first: true)
    column("end", breaks.map(\.end))
    column("time", breaks.map(\.startTime))
    column("endTime", breaks.map(\.endTime))
    column("events", breaks.map(\.events))
    json.raw("}")
    json.raw(#","eventCount":"#)
    json.number(trace.events.count)
    writeNames()
    json.raw(#","strings":"#)
    strings(trace.strings)
    writeLanes()
    writeSpans()
    writeMarks()
    writeFindings()
    ViewerUpdates(timeline: timeline).write(into: &json)
    ViewerEvents(timeline: timeline).write(into: &json)
    json.raw("}")
    return json.bytes
  }

  // MARK: Columns

  mutating func strings(_ values: [String]) {
    json.raw("[")
    for (i, value) in values.enumerated() {
      if i > 0 { json.raw(",") }
      json.string(value)
    }
    json.raw("]")
  }

  private mutating func column<S: Sequence>(_ key: StaticString, _ values: S, first: Bool = false)
  where S.Element: BinaryInteger {
    if !first { json.raw(",") }
    json.key(key)
    json.raw("[")
    var separator = false
    for value in values {
      if separator { json.raw(",") }
      separator = true
      json.number(value)
    }
    json.raw("]")
  }

  private mutating func writeNames() {
    func names<T: TraceCode>(_: T.Type) -> [String] {
      T.allCases.sorted { $0.rawValue < $1.rawValue }.map(\.name)
    }
    // What the page names itself: a body's cause and an update's trigger. Everything an event
    // holds comes as text in its record (see ViewerEvents).
    let all: [(StaticString, [String])] = [
      ("cause", BodyCause.allCases.map(\.name)), ("trigger", names(UpdateTrigger.self)),
    ]
    json.raw(#","names":{"#)
    for (i, (key, values)) in all.enumerated() {
      if i > 0 { json.raw(",") }
      json.key(key)
      strings(values)
    }
    json.raw(#"},"causeColors":"#)
    strings(BodyCause.allCases.map(\.color))
  }

  private mutating func writeLanes() {
    let lanes = timeline.lanes
    json.raw(#","lanes":{"path":"#)
    strings(lanes.map(\.path))
    json.raw(#","name":"#)
    strings(lanes.map(\.name))
    column("depth", lanes.map(\.depth))
    column("implied", lanes.map { $0.isImplied ? 1 : 0 })
    column("parent", lanes.map { $0.parent ?? -1 })
    column("owner", lanes.map(\.owner))
    column("shownDepth", lanes.map(\.shownDepth))
    json.raw("}")
  }

  private mutating func writeSpans() {
    let spans = timeline.spans
    json.raw(#","spans":{"#)
    column("kind", spans.map(\.kind.rawValue), first: true)
    column("lane", spans.map(\.lane))
    column("start", spans.map(\.start))
    column("end", spans.map(\.end))
    column("seq", spans.map(\.beginSeq.rawValue))
    column("endSeq", spans.map(\.endSeq.rawValue))
    column("label", spans.map(\.label.rawValue))
    column("detail", spans.map(\.detail))
    column("number", spans.map(\.number))
    json.raw(#"},"taskNames":"#)
    // Tasks are few next to spans: each one's name as its code spells it, in span order.
    strings(spans.filter { $0.kind == .task }.map { timeline.barName($0) })
  }

  private mutating func writeMarks() {
    let marks = timeline.marks
    json.raw(#","marks":{"#)
    column("kind", marks.map(\.kind.rawValue), first: true)
    column("lane", marks.map(\.lane))
    column("at", marks.map(\.at))
    column("seq", marks.map(\.seq.rawValue))
    column("detail", marks.map(\.detail))
    json.raw(#"},"markText":"#)
    // Marks are few next to spans; their full description saves the page re-deriving it.
    strings(timeline.marks.map { timeline.describe($0) })
  }

  private mutating func writeFindings() {
    json.raw(#","findings":["#)
    for (i, finding) in timeline.findings.enumerated() {
      if i > 0 { json.raw(",") }
      json.raw(#"{"kind":"#)
      json.string(finding.kind.rawValue)
      json.raw(#","severity":"#)
      json.string(finding.severity.rawValue)
      json.raw(#","summary":"#)
      json.string(finding.summary)
      json.raw(#","fix":"#)
      json.string(finding.fix)
      json.raw(#","sites":"#)
      strings(finding.sites)
      json.raw(#","chain":["#)
      for (j, seq) in finding.chain.enumerated() {
        if j > 0 { json.raw(",") }
        json.raw(#"{"seq":"#)
        json.number(seq.rawValue)
        if let event = trace.event(seq: seq) {
          json.raw(#","lane":"#)
          json.number(timeline.lane(of: event))
          json.raw(#","at":"#)
          json.number(timeline.position(of: event))
          json.raw(#","time":"#)
          json.string(TraceTime.exact(event.time))
          json.raw(#","text":"#)
          json.string(timeline.describe(event: event))
          json.raw(#","short":"#)
          json.string(timeline.shortDescription(of: event))
        }
        json.raw("}")
      }
      json.raw("]}")
    }
    json.raw("]")
  }
}
