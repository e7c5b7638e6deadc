import TraceFormat

/// State that reset because its identity was replaced in one update: an `if` that took its
/// other branch with the same view in both (`state-reset/branch-flip`), an explicit id that
/// changed (`state-reset/id-changed`), or one that changes on every evaluation
/// (`state-reset/unstable-id`).
struct StateResetDetector {
  let d: Detection

  func detect() -> [Finding] {
    let unstable = d.timeline.freshIDPlaces
    var findings: [Finding] = []
    struct Declarations: Hashable {
      let flipped: Bool
      let slots: Set<[Sym]>
    }
    var reported: Set<Declarations> = []
    for group in replacements() {
      guard let insertion = d.event(group[0].insertion) else { continue }
      let flipped = insertion.reason != DecisionReason.idChanged.rawValue
      // The same branch or id, flipping again with the same state, is the same accusation.
      let key = Declarations(
        flipped: flipped, slots: Set(group.map { [$0.new.site, $0.new.name] }))
      guard reported.insert(key).inserted else { continue }
      findings.append(
        flipped ? branchFlip(group, insertion: insertion) : idChanged(group, insertion: insertion))
    }
    for (group, changes) in unstable.sorted(by: { $0.value[0].seq < $1.value[0].seq }) {
      findings.append(unstableID(group: group, changes: changes))
    }
    return findings
  }

  /// The resets by a branch or an id, one group per replacement (the insertion that replaced
  /// the identities), in order of their first slot's creation: one reset, one finding.
  private func replacements() -> [[StateReset]] {
    var groups: [Seq: [StateReset]] = [:]
    var order: [Seq] = []
    for reset in d.timeline.resets where reset.freshID == nil {
      if groups[reset.insertion] == nil { order.append(reset.insertion) }
      groups[reset.insertion, default: []].append(reset)
    }
    return order.compactMap { groups[$0] }
  }

  /// To each slot's destruction and re-creation, to the write that gave it the value lost, and
  /// to every event the summary cites.
  private func chain(_ group: [StateReset], _ summary: Summary) -> CausalChain {
    d.chain(
      to: group.flatMap { [$0.old.destroyed, $0.new.created, $0.old.lastWrite] }.filter {
        !$0.isNone
      }, citing: summary)
  }

  /// `_text of Editor reset from "draft" to ""`, and each further slot the same way.
  private func slotLines(_ group: [StateReset]) -> Summary {
    var summary = Summary()
    for (i, reset) in group.enumerated() {
      if i > 0 { summary.say(", and ") }
      summary.state(reset: reset, d)
    }
    return summary
  }

  /// What the user saw change with the reset, for each leaf of the new identities that shows
  /// something else than the same leaf of the old one did: `; on screen, Toggle now shows off
  /// (was on)`.
  private func seen(_ group: [StateReset]) -> Summary {
    var roots: Set<[Sym]> = []
    var changes: [Detection.ShownChange] = []
    for reset in group where roots.insert([reset.old.identity, reset.new.identity]).inserted {
      changes += d.replacedChanges(
        old: reset.old.identity, removed: reset.old.destroyed, new: reset.new.identity,
        inserted: reset.new.created)
    }
    var summary = Summary()
    guard !changes.isEmpty else { return summary }
    summary.say("; on screen, ")
    for (i, change) in changes.prefix(3).enumerated() {
      if i > 0 { summary.say(", ") }
      summary.state(
        .showed, "\(IdentityPath.type(of: change.leaf)) \(change.words)", cites: change.shownBy,
        quoting: [change.before, change.after])
    }
    if changes.count > 3 {
      summary.state(
        .showed, ", and \(changes.count - 3) more", cites: changes.dropFirst(3).flatMap(\.shownBy))
    }
    return summary
  }

  private func branchFlip(_ group: [StateReset], insertion: TraceEvent) -> Finding {
    let body = d.bodyName(above: insertion.seq)
    // A branch that begins with a modifier (`NoteEditor().padding()`) replaced the view under it.
    let replaced =
      d.path(insertion.identity).isModifier ? group[0].new.identity : insertion.identity
    let view = d.viewType(replaced)
    let ifSite = d.ifSite(of: insertion)
    let condition =
      ifSite.isNone ? "the `if` in \(body)" : "the `if` at \(d.text(ifSite)) in \(body)"
    var summary = slotLines(group)
    summary.say(": ")
    summary.state(.decided, "\(condition) took its other branch", cites: [insertion.seq])
    summary.say(", so ")
    summary.state(.decided, "\(view) is a new identity", cites: [insertion.seq])
    summary.append(seen(group))
    return Finding(
      kind: .stateResetBranchFlip, summary: summary, chain: chain(group, summary),
      sites: d.sites([ifSite] + group.map(\.new.site)),
      fix:
        "Build \(view) once, outside \(condition), and pass the condition to it as a value "
        + "(or vary a modifier), so that both branches keep one identity and its @State.")
  }

  private func idChanged(_ group: [StateReset], insertion: TraceEvent) -> Finding {
    let body = d.bodyName(above: insertion.seq)
    let before = d.text(insertion.before)
    let after = d.text(insertion.after)
    // A plain id (`article.id`) that changed means another thing is shown: the reset is what
    // `.id` is for. A whole value as id changes with any of its fields, resetting by surprise.
    let plain = isPlainIdentifier(before) && isPlainIdentifier(after)
    var summary = slotLines(group)
    summary.say(": ")
    summary.state(
      .decided, "its explicit id in \(body) changed from \(before) to \(after)",
      cites: [insertion.seq], quoting: [before, after])
    summary.say(", which makes a new identity")
    summary.append(seen(group))
    return Finding(
      kind: .stateResetIDChanged, severity: plain ? .info : nil, summary: summary,
      chain: chain(group, summary), sites: d.sites(group.map(\.new.site)),
      fix:
        "If the state should outlive the id, drop the `.id(_:)` in \(body) or keep the state "
        + "outside the view (in a model keyed by the id); if the reset is wanted, keep it and "
        + "reset nothing else by hand.")
  }

  private func unstableID(group: String, changes: [TraceEvent]) -> Finding {
    let body = d.bodyName(above: changes[0].seq)
    let view = d.viewType(changes[0].identity)
    let first = d.timeline.resets.filter { $0.freshID == group }.min {
      $0.old.created < $1.old.created
    }
    let ends = first.map { [$0.old.destroyed, $0.new.created] } ?? [changes[0].seq]
    let id = d.text(changes[0].after)
    var summary = Summary()
    summary.state(
      .decided, "\(view) is given a freshly made id in \(body) (\(id), …)",
      cites: [changes[0].seq], quoting: [id])
    summary.say(": each update replaces it with a new identity")
    if let first {
      summary.say(", and ")
      summary.state(reset: first, d)
    }
    return Finding(
      kind: .stateResetUnstableID, summary: summary,
      chain: d.chain(to: ends, citing: summary), sites: d.sites([first?.old.site ?? .none]),
      fix:
        "Identify \(view) by a stable value, such as the model's id, made once and stored with "
        + "the data, not by a value made in \(body) (UUID(), Date(), a random number): a new id "
        + "is a new identity every time.")
  }
}

extension Summary {
  /// `_text of Editor reset from "draft" to ""`: the slot's destruction with the value it held,
  /// and its creation again with its initial value.
  mutating func state(reset: StateReset, _ d: Detection) {
    let name = d.text(reset.new.name)
    let lost = d.text(reset.old.value)
    let initial = d.text(reset.new.initial)
    state(
      .reset, "\(name) of \(d.viewType(reset.new.identity)) reset from \(lost) to \(initial)",
      cites: [reset.old.destroyed, reset.new.created], quoting: [name, lost, initial])
  }
}
