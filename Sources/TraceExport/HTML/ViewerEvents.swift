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
struct ViewerEvents {
  let timeline: TimelineLayout

  /// Writes the columns into `columns` and the records into `json`, handing the records' words
  /// to `deflate` as they are written.
  func write(into columns: inout PackedColumns, words json: inout JSONWriter, deflate: PageDeflate)
  {
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
    // The index of each record's first event: the event itself is read again from the store.
    let recordOrder = Self.writeRecords(events, into: &columns)
    let first = events.first?.seq ?? .none
    if events.enumerated().contains(where: {
      $0.element.seq != first.advanced(by: UInt64($0.offset))
    }) {
      columns.column("events.seq", events.lazy.map(\.seq.rawValue), delta: true)
    }
    columns.column("records.kind", recordOrder.lazy.map { UInt64(events[$0].kind.rawValue) })
    json.raw(#","records":["#)
    for (i, index) in recordOrder.enumerated() {
      let event = events[index]
      if i > 0 { json.raw(",") }
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

  /// Writes `events.record`, numbering records as the column is written (once, in order, with no
  /// array per event); returns the index of each record's first event.
  private static func writeRecords(_ events: EventStore, into columns: inout PackedColumns) -> [Int]
  {
    var records = RecordTable<RecordKey>()
    columns.column(
      "events.record",
      events.indices.lazy.map { index in
        UInt64(records.record(RecordKey(events[index]), at: index) { RecordKey(events[$0]) })
      })
    return records.firsts
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
