import TraceAnalysis
import TraceFormat

/// What the viewer page embeds, in three parts, so that its first picture needs only the first
/// two: the JSON, the header, axis, lanes, strings and findings; the columns, every span, mark,
/// slot write, event and update change packed (see ``PackedColumns``), each column decoded when
/// the page first needs it; and the words, every event's, mark's and input's words as JSON,
/// deflated (see ``PageDeflate``), which the page inflates once its first picture is up.
///
/// Each part is written straight to the page as it is made. The JSON ends with the columns'
/// layout, so ``init(timeline:)`` counts the columns first (numbering the events' records as it
/// goes) and ``writeColumns(to:)`` makes them again as it writes them.
struct ViewerData {
  let timeline: TimelineLayout
  private var json = JSONWriter(capacity: 1 << 16)
  private var events: ViewerEvents
  private let updates: ViewerUpdates
  /// The columns counted: their layout.
  private var counted = PackedColumns.counting()

  init(timeline: TimelineLayout) {
    self.timeline = timeline
    events = ViewerEvents(timeline: timeline)
    updates = ViewerUpdates(timeline: timeline)
    var counted = PackedColumns.counting()
    packColumns(into: &counted)
    self.counted = counted
  }

  private var trace: Trace { timeline.trace }

  /// Writes the JSON to `page`.
  mutating func writeJSON(to page: PageStream) {
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
    json.raw(#","text":"#)
    json.strings(breaks.map(\.text))
    json.raw(#","short":"#)
    json.strings(breaks.map(\.shortText))
    json.raw("}")
    json.raw(#","eventCount":"#)
    json.number(trace.events.count)
    writeNames()
    writeRules()
    json.raw(#","strings":["#)
    for (i, string) in trace.strings.enumerated() {
      if i > 0 { json.raw(",") }
      json.string(string)
      json.drain(into: page.write)
    }
    json.raw("]")
    writeLanes()
    writeTaskNames()
    writeFindings(to: page)
    ViewerEvents.writeKinds(into: &json)
    json.raw(#","updateCount":"#)
    json.number(updates.count)
    json.raw(#","columns":"#)
    counted.writeLayout(into: &json)
    json.raw("}")
    json.drain(atLeast: 0, into: page.write)
  }

  /// Writes the columns to `page`, in base64.
  mutating func writeColumns(to page: PageStream) {
    var columns = PackedColumns.streamed(to: page.base64)
    packColumns(into: &columns)
    columns.finish()
    page.endBase64()
  }

  /// Writes the words to `page`, deflated, in base64.
  func writeWords(to page: PageStream) {
    let deflate = PageDeflate(output: page.base64)
    var words = JSONWriter(capacity: 1 << 16)
    // Their full description saves the page re-deriving it; it shows it only on hovering.
    words.raw(#"{"markText":["#)
    for (i, mark) in timeline.marks.enumerated() {
      if i > 0 { words.raw(",") }
      words.string(timeline.describe(mark))
      words.drain(into: deflate.add)
    }
    words.raw("]")
    updates.writeWords(into: &words, deflate: deflate)
    events.writeWords(into: &words, deflate: deflate)
    words.raw("}")
    words.drain(atLeast: 0, into: deflate.add)
    deflate.finish()
    page.endBase64()
  }

  /// Every column, in the page's order.
  private mutating func packColumns(into packed: inout PackedColumns) {
    packSpans(into: &packed)
    packMarks(into: &packed)
    updates.writeColumns(into: &packed)
    events.writeColumns(into: &packed)
  }

  // MARK: Columns

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
      json.strings(values)
    }
    json.raw(#"},"causeColors":"#)
    json.strings(BodyCause.allCases.map(\.color))
  }

  /// The colours and the tick rule the page draws by, from their one definition in Swift.
  private mutating func writeRules() {
    json.raw(#","palette":{"#)
    for (i, entry) in Palette.named.enumerated() {
      if i > 0 { json.raw(",") }
      json.string(entry.name)
      json.raw(":")
      json.string(entry.color)
    }
    json.raw(#"},"tickRule":{"spacing":"#)
    json.decimal(TickRule.spacing)
    json.raw(#","limits":["#)
    for (i, limit) in TickRule.limits.enumerated() {
      if i > 0 { json.raw(",") }
      json.decimal(limit)
    }
    json.raw(#"],"factors":"#)
    json.numbers(TickRule.factors)
    json.raw("}")
  }

  private mutating func writeLanes() {
    let lanes = timeline.lanes
    json.raw(#","lanes":{"path":"#)
    json.strings(lanes.map(\.path))
    json.raw(#","name":"#)
    json.strings(lanes.map(\.name))
    column("depth", lanes.map(\.depth))
    column("implied", lanes.map { $0.isImplied ? 1 : 0 })
    column("parent", lanes.map { $0.parent ?? -1 })
    column("owner", lanes.map(\.owner))
    column("shownDepth", lanes.map(\.shownDepth))
    json.raw("}")
  }

  private func packSpans(into packed: inout PackedColumns) {
    let spans = timeline.spans
    packed.column("spans.kind", spans.lazy.map { UInt64($0.kind.rawValue) })
    packed.column("spans.lane", signed: spans.lazy.map { Int64($0.lane) })
    packed.column("spans.start", spans.lazy.map(\.start), delta: true)
    packed.column("spans.length", spans.lazy.map { $0.end &- $0.start })
    packed.column("spans.seq", spans.lazy.map(\.beginSeq.rawValue), delta: true)
    packed.column("spans.endSeq", spans.lazy.map(\.endSeq.rawValue), delta: true)
    packed.column("spans.label", spans.lazy.map { UInt64($0.label.rawValue) })
    packed.column("spans.detail", spans.lazy.map { UInt64($0.detail) })
    // Of the numbers, the page needs only each update's, to shade every other one.
    packed.column("spans.update", spans.lazy.map { $0.kind == .update ? $0.number : 0 })
  }

  private mutating func writeTaskNames() {
    json.raw(#","taskNames":["#)
    // Tasks are few next to spans: each one's name as its code spells it, in span order.
    var separator = false
    for span in timeline.spans where span.kind == .task {
      if separator { json.raw(",") }
      separator = true
      json.string(timeline.barName(span))
    }
    json.raw("]")
  }

  private func packMarks(into packed: inout PackedColumns) {
    let marks = timeline.marks
    packed.column("marks.kind", marks.lazy.map { UInt64($0.kind.rawValue) })
    packed.column("marks.lane", signed: marks.lazy.map { Int64($0.lane) })
    packed.column("marks.at", marks.lazy.map(\.at), delta: true)
    packed.column("marks.seq", marks.lazy.map(\.seq.rawValue), delta: true)
    // The slot writes, drawn as ticks on the slot band: where, and which event.
    let writes = trace.events.enumerated().lazy.filter { $0.element.kind == .slotWrite }
    packed.column("writes.lane", signed: writes.map { Int64(timeline.lane(of: $0.element)) })
    let positions = timeline.timeAxis.positions
    packed.column("writes.at", writes.map { positions[$0.offset] }, delta: true)
    packed.column("writes.index", writes.map { UInt64($0.offset) }, delta: true)
  }

  private mutating func writeFindings(to page: PageStream) {
    json.raw(#","findings":["#)
    for (i, finding) in timeline.findings.enumerated() {
      if i > 0 { json.raw(",") }
      json.drain(into: page.write)
      json.raw(#"{"kind":"#)
      json.string(finding.kind.rawValue)
      json.raw(#","severity":"#)
      json.string(finding.severity.rawValue)
      json.raw(#","summary":"#)
      json.string(finding.summary)
      json.raw(#","fix":"#)
      json.string(finding.fix)
      json.raw(#","sites":"#)
      json.strings(finding.sites)
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
