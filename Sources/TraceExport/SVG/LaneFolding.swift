/// Which rows an SVG draws when a trace has more identities than fit: the shallowest identities
/// are kept, and every other one is drawn in the row of its nearest kept ancestor.
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

  var foldedLanes: Int { rows.reduce(0) { $0 + $1.folded } }

  init(_ lanes: [Timeline.Lane], maxRows: Int) {
    guard lanes.count > maxRows else {
      rows = lanes.indices.map { Row(lane: $0, folded: 0) }
      rowOfLane = lanes.indices.map { Int32($0) }
      return
    }
    // Keep the shallowest lanes, earlier ones first; their ancestors are then kept too.
    var kept = [Bool](repeating: false, count: lanes.count)
    let shallowest = lanes.indices.sorted { (lanes[$0].depth, $0) < (lanes[$1].depth, $1) }
    // One row is left for the roots that do not fit, if some do not.
    let roots = lanes.count { $0.depth == 0 }
    for index in shallowest.prefix(roots <= maxRows ? maxRows : maxRows - 1) { kept[index] = true }
    var overflow: Int32?
    for (index, lane) in lanes.enumerated() {
      if kept[index] {
        rowOfLane.append(Int32(rows.count))
        rows.append(Row(lane: index, folded: 0))
        continue
      }
      let row: Int32
      if let parent = lane.parent {
        row = rowOfLane[parent]
      } else {
        if overflow == nil {
          overflow = Int32(rows.count)
          rows.append(Row(lane: nil, folded: 0))
        }
        row = overflow!
      }
      rowOfLane.append(row)
      rows[Int(row)].folded += 1
    }
  }
}
