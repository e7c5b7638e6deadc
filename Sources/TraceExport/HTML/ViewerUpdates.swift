import TraceFormat

/// What the replay pane needs of each update: what evaluated (with its cause), appeared,
/// disappeared, was inserted or removed, and the changes that lead to its state.
///
/// The state after update N is what `viewtrace tree --at N` prints (`Timeline.tree(after:)` in
/// TraceAnalysis): every event up to the update's end counts, including the writes made between
/// updates (by taps and tasks), which belong to the update that follows them. Events after the
/// last update belong to none. The page applies `ops` in order with the same rules.
struct ViewerUpdates {
  let timeline: Timeline

  /// The operations of `ops`, five numbers each: operation, lane, name, before, after.
  enum Op: Int {
    case slotCreate = 0
    case slotWrite
    case slotDestroy
    case touch
    case remove
  }

  private struct Update {
    var number: UInt32
    var trigger: UInt8 = 0
    var at: UInt64 = 0
    var begin: Seq = .none
    var input = ""
    var evaluated: [Int] = []
    var appeared: [Int32] = []
    var disappeared: [Int32] = []
    var inserted: [Int32] = []
    var removed: [Int32] = []
    var ops: [Int] = []
  }

  private func collect() -> [Update] {
    let trace = timeline.trace
    var updates: [Update] = []
    var index: [UInt32: Int] = [:]
    var ends: [(seq: Seq, update: Int)] = []
    for event in trace.events where event.kind == .updateBegin || event.kind == .updateEnd {
      if event.kind == .updateEnd {
        if let u = index[event.update] { ends.append((event.seq, u)) }
        continue
      }
      guard event.update != 0, index[event.update] == nil else { continue }
      index[event.update] = updates.count
      var update = Update(number: event.update, trigger: event.code)
      update.at = timeline.position(of: event)
      update.begin = event.seq
      if let input = trace.event(seq: event.cause), input.kind == .input {
        update.input = timeline.describe(event: input)
      }
      updates.append(update)
    }
    var next = 0
    for event in trace.events {
      while next < ends.count && ends[next].seq < event.seq { next += 1 }
      guard next < ends.count else { break }
      let lane = timeline.lane(of: event)
      let state = ends[next].update
      let current = index[event.update]
      func op(_ op: Op) {
        // Appended one by one: an array literal per op costs an allocation per event.
        updates[state].ops.append(op.rawValue)
        updates[state].ops.append(Int(lane))
        updates[state].ops.append(Int(event.name.rawValue))
        updates[state].ops.append(Int(event.before.rawValue))
        updates[state].ops.append(Int(event.after.rawValue))
      }
      switch event.kind {
      case .identity where event.code(as: IdentityDecision.self) == .removed:
        op(.remove)
        if let current { updates[current].removed.append(lane) }
      case .identity, .bodyBegin, .appear:
        op(.touch)
        guard let current else { break }
        if event.kind == .appear { updates[current].appeared.append(lane) }
        if event.kind == .identity, event.code(as: IdentityDecision.self) == .inserted {
          updates[current].inserted.append(lane)
        }
      case .disappear:
        if let current { updates[current].disappeared.append(lane) }
      case .slotCreate: op(.slotCreate)
      case .slotWrite: op(.slotWrite)
      case .slotDestroy: op(.slotDestroy)
      default: break
      }
    }
    for span in timeline.spans where span.kind == .body {
      guard let begin = trace.event(seq: span.beginSeq), let u = index[begin.update] else {
        continue
      }
      updates[u].evaluated.append(Int(span.lane))
      updates[u].evaluated.append(Int(span.detail))
    }
    return updates
  }

  /// The seq of each update's beginning, in order: what ``step(of:in:)`` searches.
  static func begins(in trace: Trace) -> [Seq] {
    var seen = Set<UInt32>()
    return trace.events.filter {
      $0.kind == .updateBegin && $0.update != 0 && seen.insert($0.update).inserted
    }.map(\.seq)
  }

  /// The index of the update whose state an event is seen in: the last update begun at or
  /// before it (or the first).
  static func step(of seq: Seq, in begins: [Seq]) -> Int {
    max(0, (begins.firstIndex { $0 > seq } ?? begins.count) - 1)
  }

  func write(into json: inout JSONWriter) {
    json.raw(#","updates":["#)
    for (i, update) in collect().enumerated() {
      if i > 0 { json.raw(",") }
      json.raw(#"{"n":"#)
      json.number(update.number)
      json.raw(#","trigger":"#)
      json.number(update.trigger)
      json.raw(#","at":"#)
      json.number(update.at)
      json.raw(#","input":"#)
      json.string(update.input)
      list("evaluated", update.evaluated, &json)
      list("appeared", update.appeared, &json)
      list("disappeared", update.disappeared, &json)
      list("inserted", update.inserted, &json)
      list("removed", update.removed, &json)
      list("ops", update.ops, &json)
      json.raw("}")
    }
    json.raw("]")
  }

  private func list<T: BinaryInteger>(_ key: StaticString, _ values: [T], _ json: inout JSONWriter)
  {
    json.raw(",")
    json.key(key)
    json.raw("[")
    for (i, value) in values.enumerated() {
      if i > 0 { json.raw(",") }
      json.number(value)
    }
    json.raw("]")
  }
}
