import TraceFormat

/// State that reset because its identity was replaced in one update: an `if` that took its
/// other branch with the same view in both (`state-reset/branch-flip`), an explicit id that
/// changed (`state-reset/id-changed`), or one that changes on every evaluation
/// (`state-reset/unstable-id`).
struct StateResetDetector {
  let d: Detection

  /// A slot destroyed and the same declaration created again in the same update.
  struct Reset {
    let old: SlotLifetime
    let new: SlotLifetime
    let removal: TraceEvent
    let insertion: TraceEvent
  }

  func detect() -> [Finding] {
    let resets = self.resets()
    let unstable = unstableGroups()
    var findings: [Finding] = []
    struct Declaration: Hashable {
      let flipped: Bool
      let site: Sym
      let name: Sym
    }
    var reported: Set<Declaration> = []
    for reset in resets {
      let flipped = reset.insertion.reason != DecisionReason.idChanged.rawValue
      if !flipped, !unstable.isEmpty,
        unstable[IdentityPath(d.text(reset.insertion.identity)).parent?.text ?? ""] != nil
      {
        continue
      }
      let key = Declaration(flipped: flipped, site: reset.new.site, name: reset.new.name)
      guard reported.insert(key).inserted else { continue }
      findings.append(flipped ? branchFlip(reset) : idChanged(reset))
    }
    for (group, changes) in unstable.sorted(by: { $0.value[0].seq < $1.value[0].seq }) {
      findings.append(unstableID(group: group, changes: changes))
    }
    return findings
  }

  /// Every slot that was destroyed and created again from the same declaration in one update,
  /// where the identity was replaced and the value was lost.
  private func resets() -> [Reset] {
    struct Key: Hashable {
      let site: Sym
      let name: Sym
      let update: UInt32
    }
    var created: [Key: [SlotLifetime]] = [:]
    for slot in d.timeline.slots where !slot.site.isNone {
      guard let e = d.event(slot.created) else { continue }
      created[Key(site: slot.site, name: slot.name, update: e.update), default: []].append(slot)
    }
    var resets: [Reset] = []
    for old in d.timeline.slots where old.destroyed != 0 && !old.site.isNone {
      guard let e = d.event(old.destroyed),
        let candidates = created[Key(site: old.site, name: old.name, update: e.update)],
        let removal = d.removalRoot(of: old.destroyed), replaces(removal.reason)
      else { continue }
      for new in candidates where new.initial != old.value {
        guard let insertion = d.insertionRoot(of: new.created), insertion.reason == removal.reason,
          insertion.cause == removal.cause
        else { continue }
        resets.append(Reset(old: old, new: new, removal: removal, insertion: insertion))
        break
      }
    }
    return resets
  }

  private func replaces(_ reason: UInt8) -> Bool {
    reason == DecisionReason.branchFlipped.rawValue || reason == DecisionReason.idChanged.rawValue
      || reason == DecisionReason.typeChanged.rawValue
  }

  /// The places (parent paths) where identities with freshly made ids (`UUID()` in a body)
  /// replaced others in one update, with the insertions of those updates.
  private func unstableGroups() -> [String: [TraceEvent]] {
    struct Place: Hashable {
      let parent: String
      let update: UInt32
    }
    var insertions: [Place: [TraceEvent]] = [:]
    var replaced: Set<Place> = []
    let added: Set<UInt8> = [
      DecisionReason.idChanged.rawValue, DecisionReason.elementAdded.rawValue,
    ]
    let gone: Set<UInt8> = [
      DecisionReason.idChanged.rawValue, DecisionReason.elementRemoved.rawValue,
    ]
    for life in d.timeline.identities {
      if added.contains(life.insertReason), let e = d.event(life.inserted),
        looksFreshlyMade(d.text(e.after))
      {
        insertions[
          Place(parent: IdentityPath(d.text(life.identity)).parent?.text ?? "", update: e.update),
          default: []
        ]
        .append(e)
      }
      if life.removed != 0, gone.contains(life.removeReason), let e = d.event(life.removed),
        looksFreshlyMade(d.text(e.before))
      {
        replaced.insert(
          Place(parent: IdentityPath(d.text(life.identity)).parent?.text ?? "", update: e.update))
      }
    }
    var groups: [String: [TraceEvent]] = [:]
    for (place, events) in insertions where replaced.contains(place) {
      groups[place.parent, default: []].append(contentsOf: events)
    }
    return groups.mapValues { $0.sorted { $0.seq < $1.seq } }
  }

  private func chain(_ reset: Reset) -> [Seq] {
    d.graph.chain(to: [reset.old.destroyed, reset.new.created])
  }

  private func slotLine(_ reset: Reset) -> String {
    "\(d.text(reset.new.name)) of \(d.viewType(reset.new.identity))"
  }

  /// What the user saw change with the reset, when a leaf of the new identity shows something
  /// else than the same leaf of the old one did: `; on screen, Toggle now shows off (was on)`.
  private func seen(_ reset: Reset) -> String {
    d.replacedChange(
      old: reset.old.identity, removed: reset.old.destroyed, new: reset.new.identity,
      inserted: reset.new.created
    ).map {
      "; on screen, \(IdentityPath.type(of: $0.leaf)) \($0.words)"
    } ?? ""
  }

  private func branchFlip(_ reset: Reset) -> Finding {
    let body = d.bodyName(above: reset.insertion.seq)
    let view = d.viewType(reset.insertion.identity)
    let ifSite = d.ifSite(of: reset.insertion)
    let condition =
      ifSite.isNone ? "the `if` in \(body)" : "the `if` at \(d.text(ifSite)) in \(body)"
    return Finding(
      kind: "state-reset/branch-flip", severity: .error,
      summary:
        "\(slotLine(reset)) reset from \(d.text(reset.old.value)) to \(d.text(reset.new.initial)): "
        + "\(condition) took its other branch, so \(view) is a new identity" + seen(reset),
      chain: chain(reset), sites: d.sites([ifSite, reset.new.site]),
      fix:
        "Build \(view) once, outside \(condition), and pass the condition to it as a value "
        + "(or vary a modifier), so that both branches keep one identity and its @State.")
  }

  private func idChanged(_ reset: Reset) -> Finding {
    let body = d.bodyName(above: reset.insertion.seq)
    let before = d.text(reset.insertion.before)
    let after = d.text(reset.insertion.after)
    // A plain id (`article.id`) that changed means another thing is shown: the reset is what
    // `.id` is for. A whole value as id changes with any of its fields, resetting by surprise.
    let plain = isPlainIdentifier(before) && isPlainIdentifier(after)
    return Finding(
      kind: "state-reset/id-changed", severity: plain ? .info : .error,
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
    let updates = Set(changes.map(\.update))
    let lost = d.timeline.slots.first { slot in
      guard slot.destroyed != 0, slot.value != slot.initial,
        let e = d.event(slot.destroyed), updates.contains(e.update)
      else { return false }
      return IdentityPath(d.text(slot.identity)).isWithin(IdentityPath(group))
    }
    let recreated = lost.flatMap { old in
      d.timeline.slots.first {
        $0.site == old.site && $0.name == old.name && $0.created > old.destroyed
          && d.event($0.created)?.update == d.event(old.destroyed)?.update
      }
    }
    var ends = [changes[0].seq]
    if let lost { ends = [lost.destroyed, recreated?.created ?? changes[0].seq] }
    let reset =
      lost.map {
        ", and \(d.text($0.name)) of \(d.viewType($0.identity)) reset from \(d.text($0.value))"
          + (recreated.map { " to \(d.text($0.initial))" } ?? "")
      } ?? ""
    return Finding(
      kind: "state-reset/unstable-id", severity: .error,
      summary:
        "\(view) is given a freshly made id in \(body) (\(d.text(changes[0].after)), …): each "
        + "update replaces it with a new identity\(reset)",
      chain: d.graph.chain(to: ends), sites: d.sites([lost?.site ?? .none]),
      fix:
        "Identify \(view) by a stable value, such as the model's id, made once and stored with "
        + "the data, not by a value made in \(body) (UUID(), Date(), a random number): a new id "
        + "is a new identity every time.")
  }
}
