import TraceFormat

/// What the user saw change, from `display` events, for findings that are clearer with it.
extension Detection {
  /// A change of what a leaf showed, in the words of a finding: `now reads "Water plants"
  /// (was "Buy milk")` for a text, `now shows off (was on)` for a control.
  struct ShownChange {
    let leaf: String
    let before: String
    let after: String
    /// The `display` events that showed `before` and `after`.
    let shownBy: [Seq]

    var words: String {
      let verb = IdentityPath.type(of: leaf) == "Text" ? "reads" : "shows"
      return "now \(verb) \(after) (was \(before))"
    }
  }

  /// The first text under `root` whose display changed in the update of `seq`, after `seq`.
  func textChange(within root: String, after seq: Seq) -> ShownChange? {
    guard var i = graph.index(of: seq), let update = event(seq)?.update, update != 0 else {
      return nil
    }
    let events = trace.events
    let root = IdentityPath(root)
    while i < events.count, events[i].update == update {
      let e = events[i]
      i += 1
      guard e.kind == .display, !e.before.isNone, !e.after.isNone, text(e.name) == "Text",
        path(e.identity).isWithin(root)
      else { continue }
      return ShownChange(
        leaf: path(e.identity).last, before: text(e.before), after: text(e.after),
        shownBy: [e.seq])
    }
    return nil
  }

  /// What the leaves of the identity `old` showed when it was removed (at `removed`), against
  /// what the leaves at the same places in `new`, which replaced it in the same update (at
  /// `inserted`), first showed: each leaf that differs, in the order they were first shown.
  func replacedChanges(old: Sym, removed: Seq, new: Sym, inserted: Seq) -> [ShownChange] {
    let (oldRoot, newRoot) = (path(old), path(new))
    guard let update = event(inserted)?.update else { return [] }
    var last: [Substring: (value: Sym, seq: Seq)] = [:]
    var compared: Set<Substring> = []
    var changes: [ShownChange] = []
    for e in trace.events {
      if e.seq > removed && e.update != update { break }
      guard e.kind == .display, !e.after.isNone else { continue }
      let leaf = path(e.identity)
      if e.seq < removed, let place = leaf.relative(to: oldRoot) {
        last[place] = (e.after, e.seq)
      } else if e.seq > inserted, e.before.isNone, let place = leaf.relative(to: newRoot),
        let before = last[place], compared.insert(place).inserted, before.value != e.after
      {
        changes.append(
          ShownChange(
            leaf: leaf.last, before: text(before.value), after: text(e.after),
            shownBy: [before.seq, e.seq]))
      }
    }
    return changes
  }
}
