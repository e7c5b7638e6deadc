import TraceFormat

/// `@State` seeded from a parent's value that later changed: the slot kept the first value and
/// ignores the new one (`state/seeded-from-parent`).
///
/// The trace shows the seed as a slot whose initial value matches the parent's state at the
/// moment it was created; the symptom is the parent's state changing to a value the child no
/// longer shows, while the child identity is kept and its slot is not written.
struct SeededStateDetector {
  let d: Detection

  func detect() -> [Finding] {
    var findings: [Finding] = []
    var reported: Set<Sym> = []
    var written: [Sym: [SlotLifetime]] = [:]
    for slot in d.timeline.slots where slot.writes > 0 {
      written[slot.identity, default: []].append(slot)
    }
    for child in d.timeline.slots where !isTrivial(d.text(child.initial)) {
      guard !reported.contains(child.site), let (parent, write) = staleSeed(child, written)
      else { continue }
      reported.insert(child.site)
      let view = d.viewType(child.identity)
      let owner = d.viewType(parent.identity)
      findings.append(
        Finding(
          kind: "state/seeded-from-parent", severity: .error,
          summary:
            "\(d.text(child.name)) of \(view) was seeded with \(d.text(child.initial)) from "
            + "\(d.text(parent.name)) of \(owner), which then changed to \(d.text(write.after)); "
            + "\(view) kept \(d.text(child.initial)): @State ignores initial values given after "
            + "its identity appeared",
          chain: d.graph.chain(to: [write.seq]), sites: d.sites([child.site, parent.site]),
          fix:
            "Do not copy \(owner)'s value into @State of \(view): take it as a plain `let` (or a "
            + "@Binding if \(view) edits it), or reset the copy when the source changes with "
            + "`.onChange(of:)` or `.id(value)`."))
    }
    return findings
  }

  /// The parent's slot the child was seeded from, and the write that left the child stale.
  private func staleSeed(_ child: SlotLifetime, _ written: [Sym: [SlotLifetime]]) -> (
    SlotLifetime, TraceEvent
  )? {
    guard let body = d.enclosingBody(of: child.created), body.identity != child.identity,
      let candidates = written[body.identity]
    else { return nil }
    let seed = d.text(child.initial)
    for parent in candidates {
      guard parent.created < child.created,
        parent.destroyed == 0 || parent.destroyed > child.created,
        contains(d.text(d.slotValue(parent, at: child.created)), seed),
        let write = d.firstWrite(of: parent, after: child.created),
        !contains(d.text(write.after), seed), childStale(child, after: write)
      else { continue }
      return (parent, write)
    }
    return nil
  }

  /// Whether the child identity was kept through the update after `write` without its slot
  /// being written until that update and the next one had ended.
  private func childStale(_ child: SlotLifetime, after write: TraceEvent) -> Bool {
    if child.destroyed != 0, child.destroyed < write.seq { return false }
    let following = d.timeline.updates.filter { $0.begin > write.seq }.prefix(2)
    guard let first = following.first, first.end != 0 else { return false }
    if child.destroyed != 0, child.destroyed < first.end { return false }
    let horizon = following.last!.end
    return (d.firstWrite(of: child, after: write.seq)?.seq ?? .max) > horizon
  }

  private func isTrivial(_ value: String) -> Bool {
    value.count < 2 || ["nil", "true", "false", "\"\"", "[]", "[:]", "0.0"].contains(value)
  }

  /// Whether `value` holds `seed` as a whole token.
  private func contains(_ value: String, _ seed: String) -> Bool {
    if value == seed { return true }
    var search = value[...]
    while let range = search.range(of: seed) {
      let before =
        range.lowerBound == value.startIndex ? nil : value[value.index(before: range.lowerBound)]
      let after = range.upperBound == value.endIndex ? nil : value[range.upperBound]
      if !(before?.isLetterOrDigit ?? false) && !(after?.isLetterOrDigit ?? false) { return true }
      search = value[range.upperBound...]
    }
    return false
  }
}

extension Character {
  fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
