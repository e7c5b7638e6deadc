import TraceFormat

/// Every event, as the replay steps through it and the tooltips show it: its lane, its place on
/// the time axis, its cause, and its words, made here in Swift: `Trace.describe` and the value of
/// each field its kind's doc comment describes (``EventKind/fieldNotes``). Events that read
/// alike share one record, so that a page of 10^6 events stays compact.
///
/// In the page's columns: `events.lane`, `events.step` (the axis distance from the event
/// before, less the axis's spread, so that a cluster of one instant is a run of zeros),
/// `events.cause` (seq minus the cause's seq, 0 for none), `events.record` (index into the
/// records), `events.seq` only when the trace skips sequence numbers, and `records.kind`, each
/// record's kind. In its words: `records`, each a prose, then one text per field note. In its
/// JSON: `kinds`, each kind's name, summary and field notes (`[label, meaning]`).
///
/// The page's columns are written twice (see ``PackedColumns``): the first time numbers the
/// records, the second looks each event's record up again, so that no column is held.
struct ViewerEvents {
  let timeline: TimelineLayout
  /// The events' records, numbered by the first ``writeColumns(into:)``.
  private var records = RecordTable<RecordKey>()
  private var numbered = false

  init(timeline: TimelineLayout) { self.timeline = timeline }

  /// Writes the columns into `columns`; the first time, numbers the records as it goes (once,
  /// in order, with no array per event).
  mutating func writeColumns(into columns: inout PackedColumns) {
    let timeline = timeline
    let events = timeline.trace.events
    let positions = timeline.timeAxis.positions
    let spread = Int64(truncatingIfNeeded: timeline.timeAxis.spread)
    columns.column("events.lane", signed: events.lazy.map { Int64(timeline.lane(of: $0)) })
    columns.column(
      "events.step",
      signed: events.indices.lazy.map { i in
        let distance = i == 0 ? positions[0] : positions[i] &- positions[i - 1]
        return Int64(truncatingIfNeeded: distance) &- (i == 0 ? 0 : spread)
      })
    columns.column(
      "events.cause",
      events.lazy.map { $0.cause.isNone ? 0 : $0.cause.distance(to: $0.seq) })
    let keyOf = { (index: Int) in RecordKey(events[index]) }
    if numbered {
      let table = records
      columns.column("events.record") { add in
        for (index, event) in events.enumerated() {
          add(UInt64(table.record(of: RecordKey(event), at: index, keyOf: keyOf)))
        }
      }
    } else {
      columns.column("events.record") { add in
        for (index, event) in events.enumerated() {
          add(UInt64(records.record(RecordKey(event), at: index, keyOf: keyOf)))
        }
      }
      numbered = true
    }
    let first = events.first?.seq ?? .none
    if events.enumerated().contains(where: {
      $0.element.seq != first.advanced(by: UInt64($0.offset))
    }) {
      columns.column("events.seq", events.lazy.map(\.seq.rawValue), delta: true)
    }
    let table = records
    columns.column("records.kind") { add in
      table.forEachFirst { add(UInt64(events[$0].kind.rawValue)) }
    }
  }

  /// Writes the records' words into `json`, handing them to `deflate` as they are written:
  /// `records`, each a prose, then one text per field note.
  func writeWords(into json: inout JSONWriter, deflate: PageDeflate) {
    let events = timeline.trace.events
    json.raw(#","records":["#)
    var separator = false
    records.forEachFirst { index in
      let event = events[index]
      if separator { json.raw(",") }
      separator = true
      json.raw("[")
      json.string(timeline.trace.describe(event, as: .prose))
      for note in event.kind.fieldNotes {
        json.raw(",")
        if note.fields.contains(where: Self.perEvent.contains) {
          json.raw("null")
        } else {
          json.string(timeline.trace.text(of: note, in: event))
        }
      }
      json.raw("]")
      json.drain(into: deflate.add)
    }
    json.raw("]")
  }

  /// Each kind's name, summary and field notes, as `kinds`.
  static func writeKinds(into json: inout JSONWriter) {
    json.raw(#","kinds":["#)
    for kind in EventKind.allCases {
      if kind != EventKind.allCases.first { json.raw(",") }
      json.raw(#"{"raw":"#)
      json.number(kind.rawValue)
      json.raw(#","name":"#)
      json.string(kind.name)
      json.raw(#","summary":"#)
      json.string(kind.summary)
      json.raw(#","fields":["#)
      for (j, note) in kind.fieldNotes.enumerated() {
        if j > 0 { json.raw(",") }
        json.raw("[")
        json.string(note.label)
        json.raw(",")
        json.string(note.meaning)
        json.raw("]")
      }
      json.raw("]}")
    }
    json.raw("]")
  }

  /// The header fields that a doc comment may describe, which the page has per event: a record
  /// leaves them `null`.
  private static let perEvent: Set<String> = ["cause", "identity"]

  /// What a record depends on: the event without its place in the trace, packed into five
  /// words to hash. Header fields that a record shows (`cause`, `identity`) are not in records;
  /// the page has them per event. The update number is, for the updates' own prose.
  private struct RecordKey: Hashable {
    let kind: UInt64
    let names: UInt64
    let sites: UInt64
    let after: UInt64
    let value: UInt64

    init(_ e: TraceEvent) {
      let update = e.kind == .updateBegin || e.kind == .updateEnd ? UInt64(e.update) : 0
      kind = UInt64(e.kind.rawValue) | UInt64(e.code) << 8 | UInt64(e.reason) << 16 | update << 32
      names = UInt64(e.name.rawValue) | UInt64(e.type.rawValue) << 32
      sites = UInt64(e.site.rawValue) | UInt64(e.before.rawValue) << 32
      after = UInt64(e.after.rawValue)
      value = e.value
    }
  }
}
