import TraceFormat

/// How one event changes the identity tree: the one set of rules behind `Timeline.tree(after:)`
/// (what `viewtrace tree --at N` prints) and the HTML viewer's replay, which applies these
/// changes as they come, event by event.
public enum TreeChange: Hashable, Sendable {
  /// The identity joins the tree afresh: no slots, showing nothing.
  case enter(Sym)
  /// The identity leaves the tree (removed); what it held is shown no more after its update.
  case leave(Sym)
  /// A state slot of the identity is created with `value`.
  case slotCreated(Sym, name: Sym, value: Sym)
  /// A state slot the identity holds now has `value`.
  case slotWritten(Sym, name: Sym, value: Sym)
  /// A slot of an identity in the tree, or just removed from it, is destroyed: its last value
  /// stays shown with the identity.
  case slotDestroyed(Sym, name: Sym)
  /// The identity now shows `value` (`.none`: nothing); `was` is what it showed before when
  /// that changed in an update, else `.none`.
  case shows(Sym, value: Sym, was: Sym)
  /// What happened to the identity in the update under way.
  case mark(Sym, TreeMark)
}

/// What an update did to an identity, as the tree shows it.
public enum TreeMark: Int, CaseIterable, Hashable, Sendable {
  case evaluated
  case appeared
  case inserted
  case removed
  case disappeared
}

/// Turns events into ``TreeChange``s, in trace order, keeping just what the rules need: which
/// identities are in the tree with which slots, and which the update under way removed.
public struct TreeStepper: Sendable {
  private var live: [Sym: Set<Sym>] = [:]
  private var removed: Set<Sym> = []
  private var update: UInt32 = 0

  public init() {}

  /// Calls `change` with each change `e` makes, in order. Every event up to an update's end
  /// counts, including the writes made between updates (by taps and tasks); marks come only
  /// from events inside an update.
  public mutating func step(_ e: TraceEvent, _ change: (TreeChange) -> Void) {
    guard !e.identity.isNone else { return }
    if e.update != update {
      update = e.update
      removed.removeAll(keepingCapacity: true)
    }
    let id = e.identity
    let inUpdate = e.update != 0
    switch e.kind {
    case .identity where e.code == IdentityDecision.removed.rawValue:
      guard live.removeValue(forKey: id) != nil else { return }
      change(.leave(id))
      if inUpdate {
        removed.insert(id)
        change(.mark(id, .removed))
      }
    case .identity, .bodyBegin, .appear, .slotCreate:
      if live[id] == nil {
        live[id] = []
        change(.enter(id))
      }
      if e.kind == .slotCreate {
        live[id]?.insert(e.name)
        change(.slotCreated(id, name: e.name, value: e.after))
      }
      guard inUpdate else { return }
      if e.kind == .bodyBegin { change(.mark(id, .evaluated)) }
      if e.kind == .appear { change(.mark(id, .appeared)) }
      if e.kind == .identity, e.code == IdentityDecision.inserted.rawValue {
        change(.mark(id, .inserted))
      }
    case .slotWrite:
      if live[id]?.contains(e.name) == true {
        change(.slotWritten(id, name: e.name, value: e.after))
      }
    case .slotDestroy:
      if live[id] != nil || removed.contains(id) { change(.slotDestroyed(id, name: e.name)) }
    case .display:
      if live[id] != nil {
        change(.shows(id, value: e.after, was: inUpdate ? e.before : .none))
      }
    case .disappear:
      if inUpdate, live[id] != nil || removed.contains(id) { change(.mark(id, .disappeared)) }
    default:
      break
    }
  }
}
