import TraceAnalysis
import TraceFormat

/// What the replay pane needs of each update: its first and last event, what evaluated (with
/// its cause), and the operations, one per event that changes the tree or what a view shows, that
/// lead to its state.
///
/// The state after update N is what `viewtrace tree --at N` prints (`Timeline.tree(after:)` in
/// TraceAnalysis): every event up to the update's end counts, including the writes made between
/// updates (by taps and tasks), which belong to the update that follows them. Events after the
/// last update belong to none. The page applies `ops` in order with the same rules, up to any
/// event: each op carries the index of its event, so the replay can stop after any one.
struct ViewerUpdates {
  let timeline: TimelineLayout

  /// The operations of `ops`, six numbers each: operation, lane, name, before, after, and the
  /// index of the event in the trace. Those from `first` on happened in the update itself and
  /// mark its identities (body, appear, insert, remove, disappear). For `display`, name is the
  /// leaf's identity (a lane may hold several leaves) and after what it shows.
  enum Op: Int {
    case slotCreate = 0
    case slotWrite
    case slotDestroy
    /// An identity decision that keeps it: the identity is in the tree.
    case touch
    case remove
    case body
    case appear
    case insert
    /// No change to the tree: the identity stays in it, no longer visible.
    case disappear
    case display
  }

  private struct Update {
    var number: UInt32
    var trigger: UInt8 = 0
    var at: UInt64 = 0
    var first = 0
    var last = 0
    var input = ""
    var evaluated: [Int] = []
    var ops: [Int] = []
  }

  private func collect() -> [Update] {
    let trace = timeline.trace
    var updates: [Update] = []
    var index: [UInt32: Int] = [:]
    var ends: [(seq: Seq, update: Int)] = []
    for span in timeline.model.updates where span.number != 0 {
      if index[span.number] == nil {
        index[span.number] = updates.count
        var update = Update(number: span.number, trigger: span.trigger)
        update.at = timeline.position(ofSeq: span.begin)
        update.first = trace.index(ofSeq: span.begin) ?? 0
        update.last = trace.events.count - 1
        if let input = trace.event(seq: span.cause), input.kind == .input {
          update.input = timeline.describe(event: input)
        }
        updates.append(update)
      }
      if !span.end.isNone, let u = index[span.number] {
        ends.append((span.end, u))
        updates[u].last = trace.index(ofSeq: span.end) ?? updates[u].last
      }
    }
    ends.sort { $0.seq < $1.seq }
    var next = 0
    for (i, event) in trace.events.enumerated() {
      while next < ends.count && ends[next].seq < event.seq { next += 1 }
      guard next < ends.count else { break }
      let lane = timeline.lane(of: event)
      let state = ends[next].update
      func op(_ op: Op) {
        // Appended one by one: an array literal per op costs an allocation per event.
        updates[state].ops.append(op.rawValue)
        updates[state].ops.append(Int(lane))
        updates[state].ops.append(Int((op == .display ? event.identity : event.name).rawValue))
        updates[state].ops.append(Int(event.before.rawValue))
        updates[state].ops.append(Int(event.after.rawValue))
        updates[state].ops.append(i)
      }
      switch event.kind {
      case .identity:
        switch event.code(as: IdentityDecision.self) {
        case .removed: op(.remove)
        case .inserted: op(.insert)
        default: op(.touch)
        }
      case .bodyBegin: op(.body)
      case .appear: op(.appear)
      case .disappear: op(.disappear)
      case .slotCreate: op(.slotCreate)
      case .slotWrite: op(.slotWrite)
      case .slotDestroy: op(.slotDestroy)
      case .display: op(.display)
      default: break
      }
    }
    for body in timeline.model.bodies {
      let lane = timeline.laneOfSymbol[Int(body.identity.rawValue)]
      guard lane >= 0, let u = index[body.update] else { continue }
      updates[u].evaluated.append(Int(lane))
      updates[u].evaluated.append(Int(body.cause.rawValue))
    }
    return updates
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
      json.raw(#","first":"#)
      json.number(update.first)
      json.raw(#","last":"#)
      json.number(update.last)
      json.raw(#","input":"#)
      json.string(update.input)
      list("evaluated", update.evaluated, &json)
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
