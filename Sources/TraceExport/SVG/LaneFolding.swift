/// Which rows an SVG draws: the lanes shown by default (one per view, see ``ViewLanes``), each
/// with the lanes that belong to it; and when a trace has more views than fit, the shallowest
/// are kept and every other one is drawn in the row of its nearest kept ancestor.
struct LaneFolding {
  struct Row {
    /// The timeline lane the row shows, or nil for the row of identities with no kept ancestor.
    var lane: Int?
    /// How many other lanes are drawn in this row.
    var folded: Int
  }

  var rows: [Row] = []
  /// The row of every timeline lane.
  var rowOfLane: [Int32] = []

  /// Lanes drawn in another lane's row because more views than fit.
  private(set) var foldedLanes = 0
  /// Lanes drawn in their view's row (modifiers, and built-in views inside a view).
  private(set) var lanesInTheirView = 0

  init(_ lanes: [TimelineLayout.Lane], maxRows: Int) {
    let shown = lanes.indices.filter { lanes[$0].owner == $0 }
    var kept = [Bool](repeating: false, count: lanes.count)
    if shown.count <= maxRows {
      for index in shown { kept[index] = true }
    } else {
      // Keep the shallowest views, earlier ones first; their ancestors are then kept too.
      let shallowest = shown.sorted {
        (lanes[$0].shownDepth, $0) < (lanes[$1].shownDepth, $1)
      }
      // One row is left for the roots that do not fit, if some do not.
      let roots = shown.count { lanes[$0].shownDepth == 0 }
      for index in shallowest.prefix(roots <= maxRows ? maxRows : maxRows - 1) {
        kept[index] = true
      }
    }
    rowOfLane = [Int32](repeating: -1, count: lanes.count)
    for index in lanes.indices where kept[index] {
      rowOfLane[index] = Int32(rows.count)
      rows.append(Row(lane: index, folded: 0))
    }
    var overflow: Int32?
    for index in lanes.indices where !kept[index] {
      // Up to the lane's view, then up through the views above it to a kept one.
      var up: Int? = lanes[index].owner
      while let p = up, !kept[p] {
        var above = lanes[p].parent
        while let a = above, lanes[a].owner != a { above = lanes[a].parent }
        up = above
      }
      let row: Int32
      if let up {
        row = rowOfLane[up]
      } else {
        if overflow == nil {
          overflow = Int32(rows.count)
          rows.append(Row(lane: nil, folded: 0))
        }
        row = overflow!
      }
      rowOfLane[index] = row
      rows[Int(row)].folded += 1
      if let up, up == lanes[index].owner { lanesInTheirView += 1 } else { foldedLanes += 1 }
    }
  }
}
