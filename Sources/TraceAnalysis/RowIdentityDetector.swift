import TraceFormat

/// Identities that do not follow their data: rows identified by index that keep their state when
/// an element is inserted or removed before them, and a view kept in place while its parent
/// gives it another entity (`state/wrong-row`); and element ids that occur more than once
/// (`identity/duplicate-id`).
struct RowIdentityDetector {
  let d: Detection

  func detect() -> [Finding] { wrongRows() + carriedState() + duplicateIDs() }

  /// A `ForEach` row that kept its identity and its written state while its parent gave it new
  /// inputs, in an update where rows beside it were added or removed: the elements moved through
  /// the rows, so the row now shows another element with the old one's state. Whatever spelled
  /// the id (`indices`, `\\.offset`, a computed number), identity by position behaves so; a row
  /// keyed by its element keeps its inputs when a sibling comes or goes.
  private func wrongRows() -> [Finding] {
    // The lists whose rows were added or removed as positions are, per update, with the
    // ForEach's site.
    var shifted: [String: Sym] = [:]
    // The first row added or removed in each of those lists and updates.
    var shiftedBy: [String: Seq] = [:]
    var positional: [String: Bool] = [:]
    // Each update's index in the timeline by its number (the last one, if numbers repeat): an
    // index, not a copy of the span, so that a long trace's map stays small.
    var spans: [UInt32: Int32] = [:]
    let added = DecisionReason.elementAdded.rawValue
    let removed = DecisionReason.elementRemoved.rawValue
    for life in d.timeline.identities
    where life.insertReason == added || life.removeReason == removed {
      let list = IdentityPath(d.text(life.identity)).parent?.text ?? ""
      for seq in [
        life.insertReason == added ? life.inserted : 0,
        life.removeReason == removed ? life.removed : 0,
      ] where seq != 0 {
        guard let e = d.event(seq) else { continue }
        let key = "\(list)|\(e.update)"
        if positional[key] == nil {
          if spans.isEmpty {
            for (i, span) in d.timeline.updates.enumerated() { spans[span.number] = Int32(i) }
          }
          positional[key] =
            spans[e.update].map { keyedByPosition(list, in: d.timeline.updates[Int($0)]) } ?? true
        }
        guard positional[key] == true else { continue }
        if shifted[key]?.isNone ?? true { shifted[key] = e.site }
        if shiftedBy[key] == nil { shiftedBy[key] = e.seq }
      }
    }
    guard !shifted.isEmpty else { return [] }
    // A ForEach with duplicate ids mixes its rows anyway: `identity/duplicate-id` says why.
    let duplicated = Set(d.warnings(.duplicateID).map { d.text($0.identity) })
    // The slots that were written, by the element row that holds them.
    var written: [String: [SlotLifetime]] = [:]
    for slot in d.timeline.slots where slot.firstWrite != 0 {
      if let row = IdentityPath(d.text(slot.identity)).elementRow?.text {
        written[row, default: []].append(slot)
      }
    }
    var findings: [Finding] = []
    var reported: Set<String> = []
    var rows: [Sym: String?] = [:]
    for body in d.timeline.bodies where body.causeReason == InvalidationReason.parentInputs.rawValue
    {
      let row =
        rows[body.identity]
        ?? {
          let row = IdentityPath(d.text(body.identity)).elementRow?.text
          rows[body.identity] = row
          return row
        }()
      guard let row,
        let cause = d.event(d.event(body.begin)?.cause ?? .none),
        givesAnotherElement(cause, within: row, after: body.begin)
      else { continue }
      let list = IdentityPath(row).parent?.text ?? ""
      guard let forEachSite = shifted["\(list)|\(body.update)"],
        let shift = shiftedBy["\(list)|\(body.update)"], !reported.contains(list),
        !duplicated.contains(list),
        let slot = written[row]?.first(where: {
          $0.created < cause.seq && ($0.destroyed.isNone || $0.destroyed > cause.seq)
            && $0.firstWrite < cause.seq && d.slotValue($0, at: cause.seq) != $0.initial
        })
      else { continue }
      reported.insert(list)
      let rowName = IdentityPath(row).last
      var summary = Summary()
      summary.state(kept: slot, by: rowName, at: cause.seq, d)
      summary.say(" while it was given ")
      let inputs = d.text(cause.name)
      summary.state(
        .evaluated, "another element (\(inputs))", cites: [cause.seq], quoting: [inputs])
      summary.say(" as ")
      summary.state(.decided, "rows beside it were added or removed", cites: [shift])
      summary.say(": the ForEach identifies rows by position, so the state stayed ")
      summary.say("with the position, not with the element")
      summary.state(seen: d.textChange(within: row, after: body.begin), of: rowName)
      findings.append(
        Finding(
          kind: .stateWrongRow, summary: summary,
          chain: d.chain(to: [cause.seq], citing: summary),
          sites: d.sites([forEachSite, slot.site]),
          fix:
            "Identify rows by their element: `ForEach(items) { … }` with Identifiable elements, "
            + "or `id:` a stored property that is unique (`\\.id`), instead of indices, "
            + "`enumerated()` offsets or any number computed from the position."))
    }
    return findings
  }

  /// Whether the parent-inputs invalidation `cause` may have given the view at `path` another
  /// element: a value among its inputs changed, or, when only closures and `Binding(get:set:)`s
  /// were made afresh (which SwiftUI counts as changed every time the parent runs, whatever they
  /// show), what the view showed changed in the body that began at `begin`.
  private func givesAnotherElement(_ cause: TraceEvent, within path: String, after begin: Seq)
    -> Bool
  {
    let inputs = ChangedInputs.parse(name: d.text(cause.name))
    guard !inputs.isEmpty, inputs.allSatisfy(\.isRemade) else { return true }
    return d.textChange(within: path, after: begin) != nil
  }

  /// Whether the rows of `list` behaved as positions in the update `span`: in the order the update
  /// lists them, the ids (or indices) of the rows kept are numbers that grow by one step, and the rows added
  /// or removed continue that run at its end, since identity by position only adds and removes
  /// the last rows. Rows keyed by their elements show otherwise: ids out of order (`7, 3, 9`),
  /// a removed row before kept ones (the first of `1, 2, 3`), a row moved, an id not a number,
  /// or a row added or removed before a kept one by the position its decision records (the next
  /// id, `4`, inserted first); traces without positions are judged by the ids alone.
  private func keyedByPosition(_ list: String, in span: UpdateSpan) -> Bool {
    var kept: [Int] = []
    var ends: [Int] = []
    // The positions recorded on rows added (in the new list) or removed (in the old one).
    var positions: [UInt64] = []
    var seq = span.begin
    while seq <= span.end, let e = d.event(seq) {
      defer { seq = seq.next }
      guard e.kind == .identity else { continue }
      let path = d.path(e.identity)
      guard path.parent?.text == list else { continue }
      guard e.code != IdentityDecision.moved.rawValue,
        let id = path.index ?? path.explicitID.flatMap({ Int($0) })
      else { return false }
      if e.code == IdentityDecision.kept.rawValue {
        kept.append(id)
      } else {
        ends.append(id)
        if e.value != 0 { positions.append(e.value - 1) }
      }
    }
    // Positions add and remove the last rows: every kept row stands before them.
    if positions.contains(where: { $0 < kept.count }) { return false }
    let run = kept + ends.sorted()
    guard run.count >= 2 else { return true }
    let step = run[1] - run[0]
    return step > 0 && zip(run, run.dropFirst()).allSatisfy { $1 - $0 == step }
  }

  /// A view identified by its position that holds written state and got new inputs from its
  /// parent, in an update where a ForEach inside it replaced every element: it now shows another entity, with the old
  /// entity's state.
  private func carriedState() -> [Finding] {
    var written: [Sym: [SlotLifetime]] = [:]
    for slot in d.timeline.slots where slot.firstWrite != 0 {
      written[slot.identity, default: []].append(slot)
    }
    guard !written.isEmpty else { return [] }
    var updateEnd: [UInt32: Seq] = [:]
    for update in d.timeline.updates { updateEnd[update.number] = update.end }
    var findings: [Finding] = []
    var reported: Set<Sym> = []
    for body in d.timeline.bodies where body.causeReason == InvalidationReason.parentInputs.rawValue
    {
      // Views keyed by an id or an index of their own (ForEach rows, `.id`) are judged by it.
      guard let slots = written[body.identity], !reported.contains(body.identity),
        d.path(body.identity).explicitID == nil, d.path(body.identity).index == nil,
        let cause = d.event(d.event(body.begin)?.cause ?? .none),
        givesAnotherElement(cause, within: d.text(body.identity), after: body.begin),
        let slot = slots.first(where: {
          $0.created < cause.seq && ($0.destroyed.isNone || $0.destroyed > cause.seq)
            && $0.firstWrite < cause.seq && d.slotValue($0, at: cause.seq) != $0.initial
        }),
        let list = replacedList(below: body, until: updateEnd[body.update] ?? .none)
      else { continue }
      reported.insert(body.identity)
      let view = IdentityPath(d.text(body.identity)).last
      let inputs = d.text(cause.name)
      var summary = Summary()
      summary.state(kept: slot, by: view, at: cause.seq, d)
      summary.say(" while ")
      summary.state(
        .evaluated, "\(d.bodyName(above: cause.seq)) gave it another entity (\(inputs)",
        cites: [cause.seq], quoting: [inputs])
      summary.say("; its ")
      summary.state(
        .decided, "\(IdentityPath(list.path).last) replaced every element", cites: [list.added])
      summary.say("): the state stayed with the position, not with the data")
      summary.state(seen: d.textChange(within: d.text(body.identity), after: body.begin), of: view)
      findings.append(
        Finding(
          kind: .stateWrongRow, summary: summary,
          chain: d.chain(to: [cause.seq, list.added], citing: summary), sites: d.sites([slot.site]),
          fix:
            "Identify \(IdentityPath.type(of: view)) by the entity it shows, e.g. "
            + "`.id(article.id)`, so that another entity gets fresh state; or keep the state in "
            + "the model, keyed by the entity's id."))
    }
    return findings
  }

  /// A ForEach below `body`'s identity whose elements were all replaced in the rest of the
  /// update, with the first insertion.
  private func replacedList(below body: BodySpan, until end: Seq) -> (
    path: String, added: Seq
  )? {
    guard var i = d.graph.index(of: body.end) else { return nil }
    let root = d.path(body.identity)
    var lists: [String: (added: Seq, removed: Int, kept: Int)] = [:]
    let events = d.trace.events
    while i < events.count, events[i].seq <= end {
      let e = events[i]
      i += 1
      guard e.kind == .identity else { continue }
      // The rows of a ForEach keyed by id: an id and no position of their own.
      let path = d.path(e.identity)
      guard path.isWithin(root), path.explicitID != nil, path.position.isEmpty else { continue }
      let list = path.parent?.text ?? ""
      var counts = lists[list] ?? (.none, 0, 0)
      switch (e.code, e.reason) {
      case (IdentityDecision.inserted.rawValue, DecisionReason.elementAdded.rawValue):
        if counts.added.isNone { counts.added = e.seq }
      case (IdentityDecision.removed.rawValue, DecisionReason.elementRemoved.rawValue):
        counts.removed += 1
      case (IdentityDecision.kept.rawValue, _), (IdentityDecision.moved.rawValue, _):
        counts.kept += 1
      default:
        break
      }
      lists[list] = counts
    }
    return lists.first { $0.value.added != 0 && $0.value.removed > 0 && $0.value.kept == 0 }
      .map { ($0.key, $0.value.added) }
  }

  /// Each `duplicate-id` warning of a ForEach, once per ForEach.
  private func duplicateIDs() -> [Finding] {
    var seen: Set<Sym> = []
    var findings: [Finding] = []
    for e in d.warnings(.duplicateID) where seen.insert(e.identity).inserted {
      let name = d.text(e.name)
      var summary = Summary()
      summary.state(
        .warned, "\(name) in \(d.bodyName(above: e.seq))", cites: [e.seq], quoting: [name])
      summary.say(": rows that share an id share one identity, so their state and updates mix")
      findings.append(
        Finding(
          kind: .identityDuplicateID, summary: summary,
          chain: d.chain(to: [e.seq], citing: summary), sites: [],
          fix:
            "Give every element a unique id (a stored UUID or a database key), or pass "
            + "`id:` a property that is unique; never an id derived from display text."))
    }
    return findings
  }
}

extension Summary {
  /// "OrderRow[1] kept _packed = true": the value the slot held at `seq`, from the write that
  /// gave it, or its creation.
  fileprivate mutating func state(
    kept slot: SlotLifetime, by view: String, at seq: Seq, _ d: Detection
  ) {
    let name = d.text(slot.name)
    let value = d.text(d.slotValue(slot, at: seq))
    let write = d.writes(of: slot).last { $0 < seq } ?? slot.created
    state(.held, "\(view) kept \(name) = \(value)", cites: [write], quoting: [name, value])
  }

  /// "; on screen, OrderRow[1] now reads "Noah" (was "Ada")", when a text changed.
  fileprivate mutating func state(seen change: Detection.ShownChange?, of view: String) {
    guard let change else { return }
    say("; on screen, ")
    state(
      .showed, "\(view) \(change.words)", cites: change.shownBy,
      quoting: [change.before, change.after])
  }
}
