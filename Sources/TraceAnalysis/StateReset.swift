import TraceFormat

/// State lost because its identity was replaced: in one update a slot was destroyed holding a
/// value, and its declaration was created again, for the identity that took its place, with
/// another. The one definition of a state reset: the `state-reset/…` findings accuse them and
/// the timelines mark them, so the two never disagree.
///
/// The identity was replaced by an `if` that took its other branch, an explicit id or a type
/// that changed; or it sits where every update gives identities freshly made ids (`UUID()` in a
/// body), the place ``freshID`` names.
public struct StateReset: Hashable, Sendable {
  /// The slot destroyed, with the value that was lost.
  public let old: SlotLifetime
  /// The slot created in its place, with its initial value.
  public let new: SlotLifetime
  /// The decision that inserted the new identity in the tree (`.none` if unknown).
  public let insertion: Seq
  /// The parent path where identities are given freshly made ids, when the reset happened
  /// there; nil for a reset by a branch, an id or a type that changed.
  public let freshID: String?
}

/// Finds the state resets of a timeline, and the places that give identities freshly made ids.
struct StateResetSearch {
  let timeline: Timeline

  private func event(_ seq: Seq) -> TraceEvent? { timeline.graph.event(seq) }
  private func path(_ sym: Sym) -> IdentityPath { IdentityPath(timeline[sym]) }

  /// Every reset, in order of the new slot's creation.
  func resets(freshIDs: [String: [TraceEvent]]) -> [StateReset] {
    var found = replaced(freshIDs: freshIDs)
    var paired = Set(found.map(\.old.created))
    for (group, changes) in freshIDs.sorted(by: { $0.key < $1.key }) {
      for reset in replacedUnderFreshIDs(group: group, changes: changes)
      where paired.insert(reset.old.created).inserted {
        found.append(reset)
      }
    }
    return found.sorted { $0.new.created < $1.new.created }
  }

  /// Every slot that was destroyed and created again from the same declaration in one update,
  /// where the identity was replaced by a branch, an id or a type, and the value was lost.
  private func replaced(freshIDs: [String: [TraceEvent]]) -> [StateReset] {
    struct Key: Hashable {
      let site: Sym
      let name: Sym
      let update: UInt32
    }
    var created: [Key: [SlotLifetime]] = [:]
    for slot in timeline.slots where !slot.site.isNone {
      guard let e = event(slot.created) else { continue }
      created[Key(site: slot.site, name: slot.name, update: e.update), default: []].append(slot)
    }
    var resets: [StateReset] = []
    for old in timeline.slots where old.destroyed != 0 && !old.site.isNone {
      guard let e = event(old.destroyed),
        let candidates = created[Key(site: old.site, name: old.name, update: e.update)],
        let removal = timeline.graph.removalRoot(of: old.destroyed), replaces(removal.reason)
      else { continue }
      for new in candidates where new.initial != old.value {
        guard let insertion = timeline.graph.insertionRoot(of: new.created),
          insertion.reason == removal.reason,
          insertion.cause == removal.cause
        else { continue }
        let parent = path(insertion.identity).parent?.text ?? ""
        let fresh =
          insertion.reason == DecisionReason.idChanged.rawValue && freshIDs[parent] != nil
        resets.append(
          StateReset(old: old, new: new, insertion: insertion.seq, freshID: fresh ? parent : nil))
        break
      }
    }
    return resets
  }

  private func replaces(_ reason: UInt8) -> Bool {
    reason == DecisionReason.branchFlipped.rawValue || reason == DecisionReason.idChanged.rawValue
      || reason == DecisionReason.typeChanged.rawValue
  }

  /// Under `group`, in the updates of `changes`: each slot destroyed with a value other than
  /// its initial one, and the first slot of its declaration created after it in that update
  /// with another.
  private func replacedUnderFreshIDs(group: String, changes: [TraceEvent]) -> [StateReset] {
    let updates = Set(changes.map(\.update))
    let place = IdentityPath(group)
    func inGroup(_ slot: SlotLifetime) -> Bool {
      path(slot.identity).isWithin(place)
    }
    var used: Set<Seq> = []
    var resets: [StateReset] = []
    for old in timeline.slots {
      guard old.destroyed != 0, old.value != old.initial, let gone = event(old.destroyed),
        updates.contains(gone.update), inGroup(old)
      else { continue }
      let new = timeline.slots.first {
        $0.site == old.site && $0.name == old.name && $0.created > old.destroyed
          && $0.initial != old.value && !used.contains($0.created)
          && event($0.created)?.update == gone.update
      }
      guard let new else { continue }
      used.insert(new.created)
      resets.append(
        StateReset(
          old: old, new: new,
          insertion: timeline.graph.insertionRoot(of: new.created)?.seq ?? .none,
          freshID: group))
    }
    return resets
  }

  /// The places (parent paths) where identities with freshly made ids (`UUID()` in a body)
  /// replaced others in one update, with the insertions of those updates. An id that state
  /// held (a `UUID` written to a `@State` or a model property, by a "Start over" action or an
  /// `onChange`) was made once and kept: changing it is a reset asked for, not an unstable id.
  func freshIDPlaces() -> [String: [TraceEvent]] {
    var held: Set<Sym>?  // read from every event only once an id looks freshly made
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
    for life in timeline.identities {
      if added.contains(life.insertReason), let e = event(life.inserted),
        looksFreshlyMade(timeline[e.after]), !isHeld(e.after, in: &held)
      {
        insertions[
          Place(parent: path(life.identity).parent?.text ?? "", update: e.update),
          default: []
        ]
        .append(e)
      }
      if life.removed != 0, gone.contains(life.removeReason), let e = event(life.removed),
        looksFreshlyMade(timeline[e.before])
      {
        replaced.insert(
          Place(parent: path(life.identity).parent?.text ?? "", update: e.update))
      }
    }
    var groups: [String: [TraceEvent]] = [:]
    for (place, events) in insertions where replaced.contains(place) {
      groups[place.parent, default: []].append(contentsOf: events)
    }
    return groups.mapValues { $0.sorted { $0.seq < $1.seq } }
  }

  /// Whether a state slot or a model property was created with or written `value`; `held`
  /// caches every such value, read on first use.
  private func isHeld(_ value: Sym, in held: inout Set<Sym>?) -> Bool {
    if held == nil {
      held = Set(
        timeline.trace.events.lazy.filter {
          $0.kind == .slotCreate || $0.kind == .slotWrite || $0.kind == .modelWrite
        }.map(\.after))
    }
    return held?.contains(value) == true
  }
}
