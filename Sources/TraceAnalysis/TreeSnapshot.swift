import TraceFormat

/// One identity in the tree after an update, with its state and what happened to it then.
public struct TreeNode: Hashable, Sendable {
  public var path: String
  public var depth: Int
  /// The state slots and their values: `(_count, 3)`.
  public var slots: [Slot]
  /// What the view showed, as its last `display` event says: `"Water plants"`, `on`; nil for a
  /// view that shows nothing of its own.
  public var shows: String? = nil
  /// What it showed before, when that changed in that update.
  public var showed: String? = nil
  /// Its body was evaluated in that update.
  public var evaluated: Bool
  public var inserted: Bool
  public var appeared: Bool
  public var disappeared: Bool
  /// Removed in that update: no longer in the tree after it, shown to say so.
  public var removed: Bool

  public struct Slot: Hashable, Sendable {
    public var name: String
    public var value: String
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The last component of the path: `Row[id=2]`.
  public var component: String { IdentityPath(path).last }
}

extension Timeline {
  /// The identity tree after update `update`, depth first, with slot values; identities removed
  /// in that update are included and marked. Nil when the trace has no such update.
  public func tree(after update: UInt32) -> [TreeNode]? {
    guard let span = updates.first(where: { $0.number == update }), span.end != 0 else {
      return nil
    }
    struct Live {
      var order: Seq
      var node: TreeNode
      var slotOrder: [Sym] = []
      var slots: [Sym: Sym] = [:]
    }
    var live: [Sym: Live] = [:]
    var gone: [Sym: Live] = [:]
    func touch(_ e: TraceEvent) {
      guard !e.identity.isNone, live[e.identity] == nil else { return }
      live[e.identity] = Live(
        order: e.seq,
        node: TreeNode(
          path: self[e.identity], depth: 0, slots: [], evaluated: false, inserted: false,
          appeared: false, disappeared: false, removed: false))
    }
    for e in trace.events {
      guard e.seq <= span.end else { break }
      let current = e.update == update
      switch e.kind {
      case .identity where e.code == IdentityDecision.removed.rawValue:
        if var node = live.removeValue(forKey: e.identity), current {
          node.node.removed = true
          gone[e.identity] = node
        }
      case .identity, .bodyBegin, .appear, .slotCreate:
        touch(e)
        if e.kind == .slotCreate {
          live[e.identity]?.slotOrder.append(e.name)
          live[e.identity]?.slots[e.name] = e.after
        }
        guard current else { break }
        if e.kind == .bodyBegin { live[e.identity]?.node.evaluated = true }
        if e.kind == .appear { live[e.identity]?.node.appeared = true }
        if e.kind == .identity, e.code == IdentityDecision.inserted.rawValue {
          live[e.identity]?.node.inserted = true
        }
      case .slotWrite:
        if live[e.identity]?.slots[e.name] != nil { live[e.identity]?.slots[e.name] = e.after }
      case .display:
        live[e.identity]?.node.shows = e.after.isNone ? nil : self[e.after]
        if current, !e.before.isNone, live[e.identity]?.node.showed == nil {
          live[e.identity]?.node.showed = self[e.before]
        }
      case .disappear:
        if current {
          live[e.identity]?.node.disappeared = true
          gone[e.identity]?.node.disappeared = true
        }
      default:
        break
      }
    }
    var all = Array(live.values) + Array(gone.values)
    for i in all.indices {
      all[i].node.slots = all[i].slotOrder.map {
        TreeNode.Slot(name: self[$0], value: self[all[i].slots[$0] ?? .none])
      }
    }
    return depthFirst(all.map { ($0.order, $0.node) })
  }

  /// Orders nodes parents first, siblings by when they first appeared, and sets their depth.
  private func depthFirst(_ nodes: [(order: Seq, node: TreeNode)]) -> [TreeNode] {
    var children: [String: [(order: Seq, node: TreeNode)]] = [:]
    let paths = Set(nodes.map(\.node.path))
    var roots: [(order: Seq, node: TreeNode)] = []
    for entry in nodes {
      if let parent = IdentityPath(entry.node.path).parent?.text, paths.contains(parent) {
        children[parent, default: []].append(entry)
      } else {
        roots.append(entry)
      }
    }
    var out: [TreeNode] = []
    func visit(_ entry: (order: Seq, node: TreeNode), depth: Int) {
      var node = entry.node
      node.depth = depth
      out.append(node)
      for child in (children[node.path] ?? []).sorted(by: { $0.order < $1.order }) {
        visit(child, depth: depth + 1)
      }
    }
    for root in roots.sorted(by: { $0.order < $1.order }) { visit(root, depth: 0) }
    return out
  }
}
