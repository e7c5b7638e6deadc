import TraceFormat

/// What reconciling a node's children with the list its evaluation produced decides, before
/// anything is changed or recorded: what becomes of each identity, and why, as its `identity`
/// event says it. ``ViewHost/reconcile(_:with:cause:)`` applies and records the decisions.
///
/// An element added or removed has its position among the children (in the new list, or in the
/// old one), plus one, as its decision's position; a ranked list's position is the rank.
@MainActor
struct Reconciliation {
  /// What one item of the list (`item`: its index in the list's items) is.
  enum Match {
    /// An existing child, kept or moved.
    case kept(Node, item: Int, ChildDecision)
    /// An existing child that the item places outside a lazy container's window: it stays,
    /// hidden, with no decision recorded.
    case outsideWindow(Node)
    /// A new identity. Its node is made in list order, its decision is ``inserted``'s next.
    case inserted(item: Int)

    /// Whether the item is a new identity.
    var isInsertion: Bool {
      if case .inserted = self { true } else { false }
    }
  }

  /// The list's items in order, except new ones outside the window, which are not built.
  private(set) var matches: [Match] = []
  /// The decisions about the new identities, in list order.
  private(set) var inserted: [ChildDecision] = []
  /// The children that leave, in their old order, with their decisions.
  private(set) var removed: [(node: Node, decision: ChildDecision)] = []

  /// Decides what becomes of `parent`'s children given the `list` its evaluation produced.
  /// (``ViewHost/reconcile(_:with:cause:)`` decides the lists that keep every child in order
  /// without it: ``keepsOrder(of:_:)``.)
  init(children parent: Node, list: ChildList) {
    var old = list.rank.map { parent.listedChildren(list, rank: $0) } ?? parent.childrenByKey
    var new: [(key: ChildKey, position: Int)] = []
    var lastKeptIndex = -1
    matches.reserveCapacity(list.items.count)
    for (index, item) in list.items.enumerated() {
      let identity = IdentityKey(key: item.key, type: item.viewType)
      if let (oldIndex, child) = old.removeValue(forKey: identity) {
        if item.isOutsideWindow {
          matches.append(.outsideWindow(child))
          continue
        }
        let moved = item.key.isElement && oldIndex < lastKeptIndex
        lastKeptIndex = max(lastKeptIndex, oldIndex)
        let decision =
          moved
          ? ChildDecision(decision: .moved, reason: .elementMoved)
          : ChildDecision(decision: .kept, reason: .unchanged)
        matches.append(.kept(child, item: index, decision))
      } else if !item.isOutsideWindow {
        new.append((item.key, list.rank?(item.key) ?? matches.count))
        matches.append(.inserted(item: index))
      }
    }
    let leaving = old.values.sorted { $0.index < $1.index }
    let isNew = parent.evaluationCount == 0
    inserted = new.map { key, position in
      Self.insertion(of: key, at: position, parentIsNew: isNew, removed: leaving)
    }
    removed = leaving.map { position, child in
      let (reason, before, after) = Self.removalReason(of: child.key, inserted: new)
      let decision = ChildDecision(
        decision: .removed, reason: reason, site: Self.site(child.key, reason), before: before,
        after: after, position: Self.rowPosition(position, reason))
      return (child, decision)
    }
  }

  /// Whether the list names the same identities as `children`, in the same order, none
  /// outside a window: each child is kept as it is (with the decision `.kept`, `.unchanged`),
  /// found without listing the children by key.
  static func keepsOrder(of children: [Node], _ list: ChildList) -> Bool {
    guard children.count == list.items.count else { return false }
    // Each item read in place and each child unretained: a copy of an item would retain its
    // key's strings, its view, environment and build, to release them after the comparison.
    return Node.withUnretained(children) { nodes in
      for index in nodes.indices {
        guard nodes[index].withNode({ list.items[index].names($0) }) else { return false }
      }
      return true
    }
  }

  /// The decision that inserts the identity `key`, new at `position` in the list (its rank in
  /// a ranked one), given the children that leave.
  static func insertion(
    of key: ChildKey, at position: Int, parentIsNew: Bool, removed: [(index: Int, node: Node)]
  ) -> ChildDecision {
    let (reason, before, after) = insertionReason(
      of: key, parentIsNew: parentIsNew, removed: removed)
    return ChildDecision(
      decision: .inserted, reason: reason, site: site(key, reason), before: before, after: after,
      position: rowPosition(position, reason))
  }

  /// The position of an element added or removed at `position`, plus one (0 is unknown, as in
  /// traces recorded before positions were).
  private static func rowPosition(_ position: Int, _ reason: DecisionReason) -> UInt64 {
    switch reason {
    case .elementAdded, .elementRemoved: UInt64(position) + 1
    default: 0
    }
  }

  /// The site of the `if` that flipped, for a branch-flip decision; of the `ForEach`, for an
  /// element added or removed.
  private static func site(_ key: ChildKey, _ reason: DecisionReason) -> String {
    switch reason {
    case .branchFlipped: key.branchSite ?? ""
    case .elementAdded, .elementRemoved: key.elementSite ?? ""
    default: ""
    }
  }

  /// Why an identity was inserted, and the explicit ids from → to when one changed.
  private static func insertionReason(
    of key: ChildKey, parentIsNew: Bool, removed: [(index: Int, node: Node)]
  ) -> (DecisionReason, String, String) {
    if let hint = key.reasonHint { return (hint, "", key.explicitID ?? "") }
    if parentIsNew { return (.firstAppearance, "", key.explicitID ?? "") }
    if key.isElement { return (.elementAdded, "", key.explicitID ?? "") }
    let rival = removed.lazy.map(\.node.key).first {
      !$0.isElement && $0.position == key.position
    }
    if let rival {
      if rival.explicitID != key.explicitID {
        return (.idChanged, rival.explicitID ?? "", key.explicitID ?? "")
      }
      return (rival.structural != key.structural ? .branchFlipped : .typeChanged, "", "")
    }
    return (.branchFlipped, "", "")
  }

  /// Why an identity was removed, and the explicit ids from → to when one changed.
  private static func removalReason(
    of key: ChildKey, inserted: [(key: ChildKey, position: Int)]
  ) -> (DecisionReason, String, String) {
    if let hint = key.reasonHint { return (hint, key.explicitID ?? "", "") }
    if key.isElement { return (.elementRemoved, key.explicitID ?? "", "") }
    let rival = inserted.lazy.map(\.key).first { !$0.isElement && $0.position == key.position }
    if let rival {
      if rival.explicitID != key.explicitID {
        return (.idChanged, key.explicitID ?? "", rival.explicitID ?? "")
      }
      return (rival.structural != key.structural ? .branchFlipped : .typeChanged, "", "")
    }
    return (.branchFlipped, "", "")
  }
}

/// What makes two children the same identity: the same key and the same view type.
struct IdentityKey: Hashable {
  let key: ChildKey
  let type: ObjectIdentifier
}
