import TraceFormat

/// The leaves that showed something new (`display` events with a value before and a different
/// one after) below some views, indexed by those views, with the evaluations that could claim
/// them: whether a view's leaves showed something new after a point of an update costs the
/// leaves below that view, not a walk through the rest of the update. A thousand rows observing
/// one model, run by one change, then cost linear time, not quadratic.
struct ShownLeaves {
  private struct Leaf {
    /// Its position in the trace.
    let position: Int
    /// Its path and every path above it, from the leaf up (parts of one string: a deep path
    /// costs a pointer per level, not a copy).
    let paths: [Substring]
  }

  private let d: Detection
  private var leaves: [Leaf] = []
  /// For each view asked about, the leaves at or below it (in `leaves`), in trace order.
  private var below: [Substring: [Int]] = [:]
  /// For each path above a leaf, the body evaluations at that path that a parent's new inputs
  /// did not cause (they show their own changes): positions and identities, in trace order.
  private var bodies: [Substring: [(position: Int, identity: Sym)]] = [:]
  /// Where each run of events of one update ends (the position after its last), in order.
  private var runEnds: [Int] = []

  /// The index for questions about the views at `views`.
  init(_ d: Detection, views: Set<String>) {
    self.d = d
    let views = Set(views.map { Substring($0) })
    let events = d.trace.events
    // Each leaf's paths, and those of them asked about, worked out once per identity.
    var known: [Sym: (paths: [Substring], views: [Substring])] = [:]
    var evaluations: [Sym: [Int]] = [:]
    var above: Set<Substring> = []
    for (i, e) in events.enumerated() {
      if i > 0, e.update != events[i - 1].update { runEnds.append(i) }
      if e.kind == .bodyBegin, let cause = d.event(e.cause),
        cause.kind != .invalidate || cause.code != InvalidationReason.parentInputs.rawValue
      {
        evaluations[e.identity, default: []].append(i)
      }
      guard e.kind == .display, !e.before.isNone, e.before != e.after else { continue }
      let leaf: (paths: [Substring], views: [Substring])
      if let seen = known[e.identity] {
        leaf = seen
      } else {
        let paths = Self.paths(d.text(e.identity))
        leaf = (paths, paths.filter(views.contains))
        known[e.identity] = leaf
        if !leaf.views.isEmpty { above.formUnion(paths) }
      }
      guard !leaf.views.isEmpty else { continue }
      for path in leaf.views { below[path, default: []].append(leaves.count) }
      leaves.append(Leaf(position: i, paths: leaf.paths))
    }
    runEnds.append(events.count)
    for (identity, positions) in evaluations {
      let path = Substring(d.text(identity))
      guard above.contains(path) else { continue }
      bodies[path, default: []] += positions.map { ($0, identity) }
    }
    // Two identities with one text (a damaged string table) share a path: keep it in order.
    for (path, runs) in bodies where zip(runs, runs.dropFirst()).contains(where: { $0.0 > $1.0 }) {
      bodies[path] = runs.sorted { $0.position < $1.position }
    }
  }

  /// `path` and the paths above it, from `path` up: every text before a `/` of it.
  private static func paths(_ path: String) -> [Substring] {
    var paths = [path[...]]
    for i in path.indices.reversed() where path[i] == "/" { paths.append(path[..<i]) }
    return paths
  }

  /// Whether a leaf that `body` builds showed something new in its update, after the body: a
  /// control bound to the property (`TextField("Nickname", text: $settings.nickname)`) reads it
  /// through the binding, which the trace does not list among the body's reads, and shows its
  /// new value. Leaves of a view whose own body ran, for its own invalidation, between the body
  /// and the leaf do not count.
  func showedChange(after body: BodySpan) -> Bool {
    let root = Substring(d.text(body.identity))
    guard let end = d.graph.index(of: body.end), d.trace.events[end].update == body.update,
      let candidates = below[root]
    else { return false }
    let runEnd = runEnds[Self.firstIndex(in: runEnds) { $0 > end }]
    var c = Self.firstIndex(in: candidates) { leaves[$0].position > end }
    while c < candidates.count, leaves[candidates[c]].position < runEnd {
      if !claimed(leaves[candidates[c]], root: root, identity: body.identity, after: end) {
        return true
      }
      c += 1
    }
    return false
  }

  /// Whether a view at or above `leaf`, below or at `root` but not `root`'s evaluation itself,
  /// began a body after position `end` and before the leaf showed its value.
  private func claimed(_ leaf: Leaf, root: Substring, identity: Sym, after end: Int) -> Bool {
    for path in leaf.paths {
      if let runs = bodies[path] {
        var r = Self.firstIndex(in: runs) { $0.position > end }
        while r < runs.count, runs[r].position < leaf.position {
          if path != root || runs[r].identity != identity { return true }
          r += 1
        }
      }
      if path == root { break }
    }
    return false
  }

  /// The first index of the sorted `array` whose element satisfies `isPast` (an order-preserving
  /// predicate), or `array.count`.
  private static func firstIndex<T>(in array: [T], where isPast: (T) -> Bool) -> Int {
    var (low, high) = (0, array.count)
    while low < high {
      let mid = (low + high) / 2
      if isPast(array[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
