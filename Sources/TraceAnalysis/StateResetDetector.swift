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
    var reported: Set<String> = []
    for reset in resets {
      let group = IdentityPath.parent(d.text(reset.insertion.identity))
      let flipped = reset.insertion.reason != DecisionReason.idChanged.rawValue
      if !flipped, unstable.keys.contains(group) { continue }
      let key = (flipped ? "flip|" : "id|") + d.text(reset.new.site) + d.text(reset.new.name)
      guard reported.insert(key).inserted else { continue }
      findings.append(flipped ? branchFlip(reset) : idChanged(reset))
    }
    for (group, changes) in unstable.sorted(by: { $0.value[0].seq < $1.value[0].seq }) {
      let reset = resets.first { IdentityPath.parent(d.text($0.insertion.identity)) == group }
      findings.append(unstableID(changes, reset: reset))
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

  /// The places whose explicit id changed on every evaluation of the body that set it, keyed by
  /// the parent path, with their id-changed insertions.
  private func unstableGroups() -> [String: [TraceEvent]] {
    var groups: [String: [TraceEvent]] = [:]
    for life in d.timeline.identities where life.insertReason == DecisionReason.idChanged.rawValue {
      guard let e = d.event(life.inserted) else { continue }
      groups[IdentityPath.parent(d.text(life.identity)), default: []].append(e)
    }
    guard !groups.isEmpty else { return [:] }
    var evaluations: [Sym: Int] = [:]
    for body in d.timeline.bodies { evaluations[body.identity, default: 0] += 1 }
    return groups.filter { _, changes in
      if changes.allSatisfy({ looksFreshlyMade(d.text($0.after)) }) { return true }
      guard changes.count >= 2, let body = d.enclosingBody(of: changes[0].seq) else { return false }
      return changes.count >= evaluations[body.identity, default: 0] - 1
    }
  }

  private func chain(_ reset: Reset) -> [UInt64] {
    d.graph.chain(to: [reset.old.destroyed, reset.new.created])
  }

  private func slotLine(_ reset: Reset) -> String {
    "\(d.text(reset.new.name)) of \(d.viewType(reset.new.identity))"
  }

  private func branchFlip(_ reset: Reset) -> Finding {
    let body = d.bodyName(above: reset.insertion.seq)
    let view = d.viewType(reset.insertion.identity)
    return Finding(
      kind: "state-reset/branch-flip", severity: .error,
      summary:
        "\(slotLine(reset)) reset from \(d.text(reset.old.value)) to \(d.text(reset.new.initial)): "
        + "the `if` in \(body) took its other branch, so \(view) is a new identity",
      chain: chain(reset), sites: d.sites([reset.new.site]),
      fix:
        "Build \(view) once, outside the `if` in \(body), and pass the condition to it as a value "
        + "(or vary a modifier), so that both branches keep one identity and its @State.")
  }

  private func idChanged(_ reset: Reset) -> Finding {
    let body = d.bodyName(above: reset.insertion.seq)
    let before = d.text(reset.insertion.before)
    let after = d.text(reset.insertion.after)
    return Finding(
      kind: "state-reset/id-changed", severity: .error,
      summary:
        "\(slotLine(reset)) reset from \(d.text(reset.old.value)) to \(d.text(reset.new.initial)): "
        + "its explicit id in \(body) changed from \(before) to \(after), which makes a new identity",
      chain: chain(reset), sites: d.sites([reset.new.site]),
      fix:
        "If the state should outlive the id, drop the `.id(_:)` in \(body) or keep the state "
        + "outside the view (in a model keyed by the id); if the reset is wanted, keep it and "
        + "reset nothing else by hand.")
  }

  private func unstableID(_ changes: [TraceEvent], reset: Reset?) -> Finding {
    let body = d.bodyName(above: changes[0].seq)
    let view = d.viewType(changes[0].identity)
    let lost = reset.map { ", and \(slotLine($0)) reset to \(d.text($0.new.initial))" } ?? ""
    let chain = reset.map(chain) ?? d.graph.chain(to: [changes[0].seq])
    return Finding(
      kind: "state-reset/unstable-id", severity: .error,
      summary:
        "\(view) got a new explicit id \(changes.count) time(s), on every evaluation of \(body) "
        + "(\(d.text(changes[0].before)) → \(d.text(changes[0].after)))\(lost)",
      chain: chain, sites: d.sites([reset?.new.site ?? .none]),
      fix:
        "Give `.id(_:)` in \(body) a stable value, such as the model's id, instead of one made "
        + "in the body (UUID(), Date(), a random number): a new id is a new identity every time.")
  }
}
