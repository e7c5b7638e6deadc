import TraceFormat

/// Orders a trace's identities into lanes: depth first, children in order of first appearance.
/// Each lane notes the first event that names it.
/// Ancestors that the trace never names are implied from the paths, read with TraceFormat's
/// ``IdentityPath``.
enum LaneTree {
  private struct Node {
    var path: String
    var parent: Int?
    var children: [Int] = []
    var isImplied: Bool
  }

  /// The lanes and the lane of every symbol. The lane for events without identity comes first,
  /// when `withoutIdentity` asks for it. A `model-write`'s identity is a model, not a view: it
  /// gets no lane.
  static func build(_ trace: Trace, withoutIdentity: Bool) -> ([TimelineLayout.Lane], [Int32]) {
    var seen = [Bool](repeating: false, count: trace.strings.count)
    var symbols: [(symbol: Int, firstEvent: Int)] = []
    for (index, event) in trace.events.enumerated()
    where !event.identity.isNone && event.kind != .modelWrite {
      let raw = Int(event.identity.rawValue)
      if !seen[raw] {
        seen[raw] = true
        symbols.append((raw, index))
      }
    }
    var nodes: [Node] = []
    var nodeOfPath: [String: Int] = [:]
    var roots: [Int] = []

    func node(for path: String, implied: Bool) -> Int {
      if let existing = nodeOfPath[path] {
        if !implied { nodes[existing].isImplied = false }
        return existing
      }
      let index = nodes.count
      nodes.append(Node(path: path, parent: nil, isImplied: implied))
      nodeOfPath[path] = index
      if let parentPath = parentPath(of: path) {
        let parent = node(for: parentPath, implied: true)
        nodes[index].parent = parent
        nodes[parent].children.append(index)
      } else {
        roots.append(index)
      }
      return index
    }
    let nodeOfSymbol = symbols.map { node(for: trace.strings[$0.symbol], implied: false) }

    var lanes: [TimelineLayout.Lane] = []
    if withoutIdentity {
      lanes.append(.init(path: "", name: "(no identity)", depth: 0, parent: nil, isImplied: false))
    }
    var laneOfNode = [Int](repeating: -1, count: nodes.count)
    var stack: [(node: Int, depth: Int)] = roots.reversed().map { ($0, 0) }
    while let (index, depth) = stack.popLast() {
      let node = nodes[index]
      laneOfNode[index] = lanes.count
      lanes.append(
        .init(
          path: node.path, name: lastComponent(of: node.path), depth: depth,
          parent: node.parent.map { laneOfNode[$0] }, isImplied: node.isImplied))
      stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
    }

    var laneOfSymbol = [Int32](repeating: -1, count: trace.strings.count)
    if withoutIdentity, !laneOfSymbol.isEmpty { laneOfSymbol[0] = 0 }
    for (symbol, node) in zip(symbols, nodeOfSymbol) {
      let lane = laneOfNode[node]
      laneOfSymbol[symbol.symbol] = Int32(lane)
      lanes[lane].firstEvent = lanes[lane].firstEvent ?? symbol.firstEvent
    }
    return (lanes, laneOfSymbol)
  }

  /// The parent's path (``IdentityPath/parent``), or nil for a root: a path whose parent would
  /// be `""` (one that starts with `/`) is a root too, as no lane has the path `""`.
  static func parentPath(of path: String) -> String? {
    guard let parent = IdentityPath(path).parent, !parent.text.isEmpty else { return nil }
    return parent.text
  }

  /// The last component (``IdentityPath/last``), or the whole path when that component is empty.
  static func lastComponent(of path: String) -> String {
    let name = IdentityPath(path).last
    return name.isEmpty ? path : name
  }
}
