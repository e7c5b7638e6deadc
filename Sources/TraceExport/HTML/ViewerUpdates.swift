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

  /// One change to the tree, in as few bytes as its numbers need.
  private struct Change {
    var op: UInt8
    var lane: Int32
    var name: UInt32
    var value: UInt32
    /// The index of its event in the trace.
    var event: Int
  }

  /// The indices in the model's updates of those with a number, by number (in trace order among
  /// equal numbers).
  private let byNumber: [UInt32]
  /// The first update of each number, in trace order: the page's updates. The same array as
  /// `byNumber` when the numbers rise, as every recorded trace's do.
  private let pageUpdates: [UInt32]
  private let numbersRise: Bool
  /// Whether the changes, made in event order, come in the order of the page's updates; and
  /// the bodies in the model's order. Only a trace that repeats an update number mixes them.
  private let changesInOrder: Bool
  private let bodiesInOrder: Bool

  init(timeline: TimelineLayout) {
    self.timeline = timeline
    let spans = timeline.model.updates
    var numbered: [UInt32] = []
    numbered.reserveCapacity(spans.count)
    for (i, span) in spans.enumerated() where span.number != 0 { numbered.append(UInt32(i)) }
    numbersRise = zip(numbered, numbered.dropFirst()).allSatisfy {
      spans[Int($0)].number < spans[Int($1)].number
    }
    if numbersRise {
      byNumber = numbered
      pageUpdates = numbered
    } else {
      numbered.sort { (spans[Int($0)].number, $0) < (spans[Int($1)].number, $1) }
      byNumber = numbered
      var firsts: [UInt32] = []
      for (k, i) in numbered.enumerated()
      where k == 0 || spans[Int(numbered[k - 1])].number != spans[Int(i)].number {
        firsts.append(i)
      }
      pageUpdates = firsts.sorted()
    }
    var inOrder = true
    var previous = 0
    for span in spans where span.number != 0 && !span.end.isNone {
      let u = Self.update(number: span.number, spans, byNumber, pageUpdates, numbersRise)!
      inOrder = inOrder && u >= previous
      previous = u
    }
    changesInOrder = inOrder
    previous = 0
    inOrder = true
    for body in timeline.model.bodies {
      guard let u = Self.update(number: body.update, spans, byNumber, pageUpdates, numbersRise)
      else { continue }
      inOrder = inOrder && u >= previous
      previous = u
    }
    bodiesInOrder = inOrder
  }

  /// How many updates the page has.
  var count: Int { pageUpdates.count }

  /// The page's update with `number`, if any.
  private static func update(
    number: UInt32, _ spans: [UpdateSpan], _ byNumber: [UInt32], _ pageUpdates: [UInt32],
    _ numbersRise: Bool
  ) -> Int? {
    guard let k = firstOf(number, spans, byNumber) else { return nil }
    if numbersRise { return k }
    var (low, high) = (0, pageUpdates.count)
    while low < high {
      let mid = (low + high) / 2
      if pageUpdates[mid] < byNumber[k] { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The position in `byNumber` of the first update with `number`, if any.
  private static func firstOf(_ number: UInt32, _ spans: [UpdateSpan], _ byNumber: [UInt32])
    -> Int?
  {
    var (low, high) = (0, byNumber.count)
    while low < high {
      let mid = (low + high) / 2
      if spans[Int(byNumber[mid])].number < number { low = mid + 1 } else { high = mid }
    }
    return low < byNumber.count && spans[Int(byNumber[low])].number == number ? low : nil
  }

  private func update(number: UInt32) -> Int? {
    Self.update(number: number, timeline.model.updates, byNumber, pageUpdates, numbersRise)
  }

  /// The index of the last event of the page's update `u`: the end of the last update with its
  /// number that ended, else the trace's last event.
  private func last(_ u: Int) -> Int {
    let trace = timeline.trace
    let spans = timeline.model.updates
    let number = spans[Int(pageUpdates[u])].number
    var last = trace.events.count - 1
    var k = numbersRise ? u : Self.firstOf(number, spans, byNumber)!
    while k < byNumber.count && spans[Int(byNumber[k])].number == number {
      let span = spans[Int(byNumber[k])]
      if !span.end.isNone { last = trace.index(ofSeq: span.end) ?? last }
      k += 1
      if numbersRise { break }
    }
    return last
  }

  /// Calls `body` with each change and the page's update it belongs to, in the order of the
  /// page's updates, then of the events. Every event up to an update's end counts toward it.
  private func forEachChange(_ body: (Int, Change) -> Void) {
    guard changesInOrder else {
      var changes: [(update: Int, order: Int, change: Change)] = []
      forEachChangeByEvent { changes.append(($0, changes.count, $1)) }
      // By update, then in the order they were made.
      changes.sort { ($0.update, $0.order) < ($1.update, $1.order) }
      for (u, _, change) in changes { body(u, change) }
      return
    }
    forEachChangeByEvent(body)
  }

  private func forEachChangeByEvent(_ body: (Int, Change) -> Void) {
    let trace = timeline.trace
    var ends = timeline.model.updates.lazy.filter { $0.number != 0 && !$0.end.isNone }
      .makeIterator()
    var end = ends.next()
    var state = end.flatMap { update(number: $0.number) } ?? 0
    var stepper = TreeStepper()
    for (i, event) in trace.events.enumerated() {
      while let current = end, current.end < event.seq {
        end = ends.next()
        if let next = end { state = update(number: next.number)! }
      }
      guard end != nil else { break }
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
        body(
          state,
          Change(op: UInt8(op), lane: lane, name: name.rawValue, value: value.rawValue, event: i))
      }
    }
  }

  /// Calls `body` with the page's update, lane and cause of each body evaluated on a lane, in
  /// the order of the page's updates, then of the model's bodies.
  private func forEachEvaluated(_ body: (Int, Int32, UInt8) -> Void) {
    let bodies = timeline.model.bodies
    var indices: [Int]? = nil
    if !bodiesInOrder {
      let pairs = bodies.indices.compactMap { i in update(number: bodies[i].update).map { ($0, i) }
      }
      indices = pairs.sorted { $0 < $1 }.map(\.1)
    }
    var cached: (number: UInt32, update: Int?) = (0, nil)
    func visit(_ span: BodySpan) {
      let lane = timeline.laneOfSymbol[Int(span.identity.rawValue)]
      if cached.number != span.update || cached.update == nil {
        cached = (span.update, update(number: span.update))
      }
      guard lane >= 0, let u = cached.update else { return }
      body(u, lane, span.cause.rawValue)
    }
    if let indices {
      for i in indices { visit(bodies[i]) }
    } else {
      bodies.forEach(visit)
    }
  }

  /// Counts items by the page's update they belong to, given in order, handing each update's
  /// count on once it is known.
  private struct Counter {
    var update = 0
    var count: UInt64 = 0

    mutating func add(_ item: Int, _ give: (UInt64) -> Void) {
      end(before: item, give)
      count += 1
    }

    /// Hands on the counts of the updates before `item`.
    mutating func end(before item: Int, _ give: (UInt64) -> Void) {
      while update < item {
        give(count)
        (update, count) = (update + 1, 0)
      }
    }
  }

  /// Packs the updates into `columns`: `updates.n`, `.trigger`, `.first`, `.last`, how many
  /// `.evaluated` pairs and `.ops` each has, then every update's pairs and ops in order, one
  /// column per number of an op. Each column is made afresh from the model as it is written.
  func writeColumns(into columns: inout PackedColumns) {
    let trace = timeline.trace
    let spans = timeline.model.updates
    let firsts = pageUpdates.lazy.map { spans[Int($0)] }
    columns.column("updates.n", firsts.map { UInt64($0.number) }, delta: true)
    columns.column("updates.trigger", firsts.map { UInt64($0.trigger) })
    columns.column(
      "updates.first", firsts.map { UInt64(trace.index(ofSeq: $0.begin) ?? 0) }, delta: true)
    columns.column("updates.last", pageUpdates.indices.lazy.map { UInt64(last($0)) }, delta: true)
    columns.column("updates.evaluated") { add in
      var counter = Counter()
      forEachEvaluated { u, _, _ in counter.add(u, add) }
      counter.end(before: count, add)
    }
    columns.column("updates.ops") { add in
      var counter = Counter()
      forEachChange { u, _ in counter.add(u, add) }
      counter.end(before: count, add)
    }
    columns.column("evaluated") { add in
      forEachEvaluated { _, lane, cause in
        add(UInt64(lane))
        add(UInt64(cause))
      }
    }
    columns.column("ops.op") { add in forEachChange { add(UInt64($1.op)) } }
    columns.column("ops.lane") { add in forEachChange { add(UInt64($1.lane)) } }
    columns.column("ops.name") { add in forEachChange { add(UInt64($1.name)) } }
    columns.column("ops.value") { add in forEachChange { add(UInt64($1.value)) } }
    columns.column("ops.event", delta: true) { add in forEachChange { add(UInt64($1.event)) } }
  }

  /// Writes the words of each update's input, `inputs` (empty for an update no input began),
  /// handing them to `deflate` as they are written.
  func writeWords(into words: inout JSONWriter, deflate: PageDeflate) {
    let trace = timeline.trace
    let spans = timeline.model.updates
    words.raw(#","inputs":["#)
    for (u, k) in pageUpdates.enumerated() {
      if u > 0 { words.raw(",") }
      if let input = trace.event(seq: spans[Int(k)].cause), input.kind == .input {
        words.string(timeline.describe(event: input))
      } else {
        words.string("")
      }
      words.drain(into: deflate.add)
    }
    words.raw("]")
  }
}
