import TraceFormat

/// What the replay pane needs of each update: what evaluated (with its cause), appeared,
/// disappeared, was inserted or removed, and how slots changed.
struct ViewerUpdates {
  let timeline: Timeline

  private struct Update {
    var number: UInt32
    var trigger: UInt8 = 0
    var at: UInt64 = 0
    var input = ""
    var evaluated: [Int] = []
    var appeared: [Int32] = []
    var disappeared: [Int32] = []
    var inserted: [Int32] = []
    var removed: [Int32] = []
    /// Five numbers per change: operation (0 create, 1 write, 2 destroy), lane, name, before, after.
    var slots: [Int] = []
  }

  private func collect() -> [Update] {
    var updates: [Update] = []
    var index: [UInt32: Int] = [:]
    let trace = timeline.trace
    func slot(_ number: UInt32) -> Int {
      if let i = index[number] { return i }
      index[number] = updates.count
      updates.append(Update(number: number))
      return updates.count - 1
    }
    for event in trace.events {
      let lane = timeline.lane(of: event)
      let u = slot(event.update)
      switch event.kind {
      case .updateBegin:
        updates[u].trigger = event.code
        updates[u].at = timeline.position(of: event)
        if let input = trace.event(seq: event.cause), input.kind == .input {
          updates[u].input = timeline.describe(event: input)
        }
      case .appear: updates[u].appeared.append(lane)
      case .disappear: updates[u].disappeared.append(lane)
      case .identity where event.code(as: IdentityDecision.self) == .inserted:
        updates[u].inserted.append(lane)
      case .identity where event.code(as: IdentityDecision.self) == .removed:
        updates[u].removed.append(lane)
      case .slotCreate, .slotWrite, .slotDestroy:
        let op = event.kind == .slotCreate ? 0 : event.kind == .slotWrite ? 1 : 2
        updates[u].slots += [
          op, Int(lane), Int(event.name.rawValue), Int(event.before.rawValue),
          Int(event.after.rawValue),
        ]
      default: break
      }
    }
    for span in timeline.spans where span.kind == .body {
      guard let begin = trace.event(seq: span.beginSeq), let u = index[begin.update] else {
        continue
      }
      updates[u].evaluated += [Int(span.lane), Int(span.detail)]
    }
    return updates.sorted { $0.number < $1.number }
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
      list("slots", update.slots, &json)
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
