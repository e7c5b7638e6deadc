/// Which lanes a developer sees first: one per view they wrote, not one per modifier.
///
/// Each identity gets an owner, the lane its events are drawn in while folded:
/// - a modifier (a path component that starts with `.`) belongs to the view whose body declared
///   it, its nearest ancestor whose body ran; in a trace without one, to the view it modifies,
///   the first view below it in its chain of modifiers (or, with none, the view above it);
/// - the lanes shown are the roots, the views whose body ran (the developer's own views), the
///   views written directly in such a body, and the views on the way down to any of those;
/// - every other view (a built-in view inside a built-in container) folds into the nearest
///   shown view above it.
enum ViewLanes {
  /// The owner of every lane (itself when shown), and the depth of each shown lane among the
  /// shown lanes. `hasBody[i]` says whether lane `i`'s body ever ran.
  static func owners(_ lanes: [TimelineLayout.Lane], hasBody: [Bool]) -> (
    owner: [Int], depth: [Int]
  ) {
    var children = [[Int]](repeating: [], count: lanes.count)
    for (index, lane) in lanes.enumerated() {
      if let parent = lane.parent { children[parent].append(index) }
    }
    let isModifier = lanes.map { $0.name.hasPrefix(".") }
    // The view each lane stands for: itself, or for a modifier the view whose body declared it
    // (its nearest ancestor whose body ran), so that a `.task` and its effects sit with the code
    // that wrote them; with no such ancestor, the view the modifier chain wraps.
    var view = Array(lanes.indices)
    for index in lanes.indices.reversed() where isModifier[index] {
      if let content = children[index].first {
        view[index] = view[content]
      }
    }
    for index in lanes.indices where isModifier[index] {
      var up = lanes[index].parent
      while let p = up, isModifier[p] || !hasBody[p] { up = lanes[p].parent }
      if let declaring = up {
        view[index] = declaring
      } else if isModifier[view[index]] {
        up = lanes[index].parent
        while let p = up, isModifier[p] { up = lanes[p].parent }
        view[index] = up ?? index
      }
    }
    // The nearest view above each lane, skipping modifiers.
    func viewAbove(_ index: Int) -> Int? {
      var up = lanes[index].parent
      while let p = up, isModifier[p] { up = lanes[p].parent }
      return up
    }
    var shown = [Bool](repeating: false, count: lanes.count)
    for index in lanes.indices where !isModifier[index] {
      let above = viewAbove(index)
      let inABody = above.map { hasBody[$0] } ?? true
      if lanes[index].path.isEmpty || inABody || hasBody[index] { shown[index] = true }
    }
    // The views on the way down to a shown view are shown too (lanes are in tree order, so a
    // child comes after its parent: walk backwards).
    for index in lanes.indices.reversed() where shown[index] {
      var up = viewAbove(index)
      while let p = up, !shown[p] {
        shown[p] = true
        up = viewAbove(p)
      }
    }
    var owner = [Int](repeating: 0, count: lanes.count)
    var depth = [Int](repeating: 0, count: lanes.count)
    for index in lanes.indices {
      let target = view[index]
      if shown[target] {
        owner[index] = target
      } else {
        var up = viewAbove(target)
        while let p = up, !shown[p] { up = viewAbove(p) }
        owner[index] = up ?? target
      }
    }
    for index in lanes.indices where owner[index] == index {
      var up = viewAbove(index)
      while let p = up, owner[p] != p { up = viewAbove(p) }
      depth[index] = up.map { depth[$0] + 1 } ?? 0
    }
    return (owner, depth)
  }
}
