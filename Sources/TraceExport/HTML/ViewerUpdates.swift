import TraceAnalysis
import TraceFormat

/// What the replay pane needs of each update: its first and last event, what evaluated (with
/// its cause), and the changes to the tree that lead to its state.
///
/// The changes are TraceAnalysis's ``TreeChange``s, made by the ``TreeStepper`` that
/// `Timeline.tree(after:)` folds, so the state after update N is what `viewtrace tree --at N`
/// prints: every event up to the update's end counts, including the writes made between updates
/// (by taps and tasks), which belong to the update that follows them. Events after the last
/// update belong to none. The page only applies the changes in order, up to any event: each
/// carries the index of its event, so the replay can stop after any one.
struct ViewerUpdates {
  let timeline: TimelineLayout

  /// The changes of `ops`, five numbers each: change, lane, name, value, and the index of the
  /// event in the trace. `shows` gives what the view shows as its value and, when that changed
  /// in the update, what it showed before as its name. A mark is `mark` plus the
  /// ``TreeMark``'s raw value.
  enum Op: Int {
    case enter = 0
    case leave
    case slotCreate
    case slotWrite
    case slotDestroy
    case shows
    case mark
  }

  private struct Update {
    var number: UInt32
    var trigger: UInt8 = 0
    var first = 0
    var last = 0
    var input = ""
    /// Lane and cause of each body evaluated, in turn.
    var evaluated: [Int32] = []
    var ops: [Change] = []
  }

  /// One change to the tree, in as few bytes as its numbers need: a page of 10^7 events holds
  /// about as many changes.
  private struct Change {
    var op: UInt8
    var lane: Int32
    var name: UInt32
    var value: UInt32
    /// The index of its event in the trace.
    var event: Int
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
    var stepper = TreeStepper()
    for (i, event) in trace.events.enumerated() {
      while next < ends.count && ends[next].seq < event.seq { next += 1 }
      guard next < ends.count else { break }
      let state = ends[next].update
      stepper.step(event) { change in
        let (op, identity, name, value): (Int, Sym, Sym, Sym) =
          switch change {
          case .enter(let id): (Op.enter.rawValue, id, .none, .none)
          case .leave(let id): (Op.leave.rawValue, id, .none, .none)
          case .slotCreated(let id, let name, let value): (Op.slotCreate.rawValue, id, name, value)
          case .slotWritten(let id, let name, let value): (Op.slotWrite.rawValue, id, name, value)
          case .slotDestroyed(let id, let name): (Op.slotDestroy.rawValue, id, name, .none)
          case .shows(let id, let value, let was): (Op.shows.rawValue, id, was, value)
          case .mark(let id, let mark): (Op.mark.rawValue + mark.rawValue, id, .none, .none)
          }
        let lane = timeline.laneOfSymbol[Int(identity.rawValue)]
        guard lane >= 0 else { return }
        updates[state].ops.append(
          Change(
            op: UInt8(op), lane: lane, name: name.rawValue, value: value.rawValue, event: i))
      }
    }
    for body in timeline.model.bodies {
      let lane = timeline.laneOfSymbol[Int(body.identity.rawValue)]
      guard lane >= 0, let u = index[body.update] else { continue }
      updates[u].evaluated.append(lane)
      updates[u].evaluated.append(Int32(body.cause.rawValue))
    }
    return updates
  }

  /// Packs the updates into `columns` (`updates.n`, `.trigger`, `.first`, `.last`, how many
  /// `.evaluated` pairs and `.ops` each has, then every update's pairs and ops in order, one
  /// column per number of an op) and their inputs' words into `words`; returns how many.
  func write(into columns: inout PackedColumns, words: inout JSONWriter) -> Int {
    let updates = collect()
    columns.column("updates.n", updates.lazy.map { UInt64($0.number) }, delta: true)
    columns.column("updates.trigger", updates.lazy.map { UInt64($0.trigger) })
    columns.column("updates.first", updates.lazy.map { UInt64($0.first) }, delta: true)
    columns.column("updates.last", updates.lazy.map { UInt64($0.last) }, delta: true)
    columns.column("updates.evaluated", updates.lazy.map { UInt64($0.evaluated.count / 2) })
    columns.column("updates.ops", updates.lazy.map { UInt64($0.ops.count) })
    columns.column("evaluated", updates.lazy.flatMap(\.evaluated).map { UInt64($0) })
    let ops = updates.lazy.flatMap(\.ops)
    columns.column("ops.op", ops.map { UInt64($0.op) })
    columns.column("ops.lane", ops.map { UInt64($0.lane) })
    columns.column("ops.name", ops.map { UInt64($0.name) })
    columns.column("ops.value", ops.map { UInt64($0.value) })
    columns.column("ops.event", ops.map { UInt64($0.event) }, delta: true)
    words.raw(#","inputs":"#)
    words.strings(updates.map(\.input))
    return updates.count
  }
}
