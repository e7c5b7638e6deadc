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
    struct Declaration: Hashable {
      let flipped: Bool
      let site: Sym
      let name: Sym
    }
    var reported: Set<Declaration> = []
    for reset in d.timeline.resets where reset.freshID == nil {
      guard let insertion = d.event(reset.insertion) else { continue }
      let flipped = insertion.reason != DecisionReason.idChanged.rawValue
      let key = Declaration(flipped: flipped, site: reset.new.site, name: reset.new.name)
      guard reported.insert(key).inserted else { continue }
      findings.append(
        flipped ? branchFlip(reset, insertion: insertion) : idChanged(reset, insertion: insertion))
    }
    for (group, changes) in unstable.sorted(by: { $0.value[0].seq < $1.value[0].seq }) {
      findings.append(unstableID(group: group, changes: changes))
    }
    return findings
  }

  private func chain(_ reset: StateReset) -> [Seq] {
    d.graph.chain(to: [reset.old.destroyed, reset.new.created])
  }

  private func slotLine(_ reset: StateReset) -> String {
    "\(d.text(reset.new.name)) of \(d.viewType(reset.new.identity))"
  }

  /// What the user saw change with the reset, when a leaf of the new identity shows something
  /// else than the same leaf of the old one did: `; on screen, Toggle now shows off (was on)`.
  private func seen(_ reset: StateReset) -> String {
    d.replacedChange(
      old: reset.old.identity, removed: reset.old.destroyed, new: reset.new.identity,
      inserted: reset.new.created
    ).map {
      "; on screen, \(IdentityPath.type(of: $0.leaf)) \($0.words)"
    } ?? ""
  }

  private func branchFlip(_ reset: StateReset, insertion: TraceEvent) -> Finding {
    let body = d.bodyName(above: insertion.seq)
    let view = d.viewType(insertion.identity)
    let ifSite = d.ifSite(of: insertion)
    let condition =
      ifSite.isNone ? "the `if` in \(body)" : "the `if` at \(d.text(ifSite)) in \(body)"
    return Finding(
      kind: .stateResetBranchFlip,
      summary:
        "\(slotLine(reset)) reset from \(d.text(reset.old.value)) to \(d.text(reset.new.initial)): "
        + "\(condition) took its other branch, so \(view) is a new identity" + seen(reset),
      chain: chain(reset), sites: d.sites([ifSite, reset.new.site]),
      fix:
        "Build \(view) once, outside \(condition), and pass the condition to it as a value "
        + "(or vary a modifier), so that both branches keep one identity and its @State.")
  }

  private func idChanged(_ reset: StateReset, insertion: TraceEvent) -> Finding {
    let body = d.bodyName(above: insertion.seq)
    let before = d.text(insertion.before)
    let after = d.text(insertion.after)
    // A plain id (`article.id`) that changed means another thing is shown: the reset is what
    // `.id` is for. A whole value as id changes with any of its fields, resetting by surprise.
    let plain = isPlainIdentifier(before) && isPlainIdentifier(after)
    return Finding(
      kind: .stateResetIDChanged, severity: plain ? .info : nil,
      summary:
        "\(slotLine(reset)) reset from \(d.text(reset.old.value)) to \(d.text(reset.new.initial)): "
        + "its explicit id in \(body) changed from \(before) to \(after), which makes a new "
        + "identity" + seen(reset),
      chain: chain(reset), sites: d.sites([reset.new.site]),
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
    let reset =
      first.map {
        ", and \(d.text($0.old.name)) of \(d.viewType($0.old.identity)) reset from "
          + "\(d.text($0.old.value)) to \(d.text($0.new.initial))"
      } ?? ""
    return Finding(
      kind: .stateResetUnstableID,
      summary:
        "\(view) is given a freshly made id in \(body) (\(d.text(changes[0].after)), …): each "
        + "update replaces it with a new identity\(reset)",
      chain: d.graph.chain(to: ends), sites: d.sites([first?.old.site ?? .none]),
      fix:
        "Identify \(view) by a stable value, such as the model's id, made once and stored with "
        + "the data, not by a value made in \(body) (UUID(), Date(), a random number): a new id "
        + "is a new identity every time.")
  }
}
