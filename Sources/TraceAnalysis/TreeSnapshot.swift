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
    var stepper = TreeStepper()
    for e in trace.events {
      guard e.seq <= span.end else { break }
      let current = e.update == update
      stepper.step(e) { change in
        switch change {
        case .enter(let id):
          live[id] = Live(
            order: e.seq,
            node: TreeNode(
              path: self[id], depth: 0, slots: [], evaluated: false, inserted: false,
              appeared: false, disappeared: false, removed: false))
        case .leave(let id):
          if var node = live.removeValue(forKey: id), current {
            node.node.removed = true
            gone[id] = node
          }
        case .slotCreated(let id, let name, let value):
          live[id]?.slotOrder.append(name)
          live[id]?.slots[name] = value
        case .slotWritten(let id, let name, let value):
          live[id]?.slots[name] = value
        case .slotDestroyed:
          break
        case .shows(let id, let value, let was):
          live[id]?.node.shows = value.isNone ? nil : self[value]
          if current, !was.isNone, live[id]?.node.showed == nil {
            live[id]?.node.showed = self[was]
          }
        case .mark(let id, let mark):
          guard current else { break }
          switch mark {
          case .evaluated: live[id]?.node.evaluated = true
          case .appeared: live[id]?.node.appeared = true
          case .inserted: live[id]?.node.inserted = true
          case .removed: break
          case .disappeared:
            live[id]?.node.disappeared = true
            gone[id]?.node.disappeared = true
          }
        }
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
