import TraceAnalysis

/// What an SVG draws on its rows: every span and mark when they fit the element budget, or else
/// groups of neighbours, merged with the smallest gap that makes them fit.
struct MarkPlan {
  enum Shape: Hashable, Comparable {
    case span(TimelineLayout.SpanKind)
    case mark(TimelineLayout.MarkKind)

    private var order: Int {
      switch self {
      case .span(let kind): Int(kind.rawValue)
      case .mark(let kind): 100 + Int(kind.rawValue)
      }
    }
    static func < (a: Shape, b: Shape) -> Bool { a.order < b.order }
  }

  /// One drawn element: a single span or mark, or a group of them.
  struct Group {
    var shape: Shape
    /// The row it is drawn in; -1 for updates, which span every row.
    var row: Int32
    var start: UInt64
    var end: UInt64
    var count: Int
    /// The index in `TimelineLayout.spans` or `TimelineLayout.marks` of the first member.
    var first: Int
    /// For body groups: how many members had each ``BodyCause``.
    var causes: [Int]
  }

  private struct Item {
    var shape: Shape
    var row: Int32
    var start: UInt64
    var end: UInt64
    var index: Int
    var cause: UInt8
  }

  var groups: [Group] = []
  /// Whether neighbours were merged.
  var isAggregated = false
  /// The largest distance between neighbours that were merged, in axis units.
  var gap: UInt64 = 0
  /// How many spans and marks there are in all.
  var itemCount = 0

  /// Plans at most `budget` groups over a plot `width` pixels wide.
  init(timeline: TimelineLayout, folding: LaneFolding, budget: Int, width: Double) {
    var items: [Item] = []
    items.reserveCapacity(timeline.spans.count + timeline.marks.count)
    for (i, span) in timeline.spans.enumerated() {
      let row = span.lane < 0 ? -1 : folding.rowOfLane[Int(span.lane)]
      items.append(
        Item(
          shape: .span(span.kind), row: row, start: span.start, end: span.end, index: i,
          cause: span.detail))
    }
    for (i, mark) in timeline.marks.enumerated() {
      let row = folding.rowOfLane[Int(mark.lane)]
      items.append(
        Item(shape: .mark(mark.kind), row: row, start: mark.at, end: mark.at, index: i, cause: 0))
    }
    itemCount = items.count
    if items.count <= budget {
      groups = items.map { Self.group($0) }
      return
    }
    isAggregated = true
    items.sort { ($0.row, $0.shape, $0.start, $0.index) < ($1.row, $1.shape, $1.start, $1.index) }
    let perPixel = max(1, UInt64(Double(timeline.end - timeline.start) / width))
    var gap = perPixel
    while true {
      let count = Self.countGroups(items, gap: gap)
      if count <= budget || gap >= timeline.end - timeline.start { break }
      gap *= 2
    }
    self.gap = gap
    groups = Self.merge(items, gap: gap)
  }

  private static func group(_ item: Item) -> Group {
    var causes: [Int] = []
    if item.shape == .span(.body) {
      causes = Array(repeating: 0, count: BodyCause.allCases.count)
      causes[Int(min(item.cause, UInt8(causes.count - 1)))] = 1
    }
    return Group(
      shape: item.shape, row: item.row, start: item.start, end: item.end, count: 1,
      first: item.index,
      causes: causes)
  }

  private static func joins(_ item: Item, _ row: Int32, _ shape: Shape, _ end: UInt64, gap: UInt64)
    -> Bool
  {
    item.row == row && item.shape == shape && item.start <= end &+ gap
  }

  private static func countGroups(_ items: [Item], gap: UInt64) -> Int {
    var count = 0
    var row: Int32 = .min
    var shape = Shape.span(.lifetime)
    var end: UInt64 = 0
    for item in items {
      if count > 0 && joins(item, row, shape, end, gap: gap) {
        end = max(end, item.end)
      } else {
        count += 1
        (row, shape, end) = (item.row, item.shape, item.end)
      }
    }
    return count
  }

  private static func merge(_ items: [Item], gap: UInt64) -> [Group] {
    var groups: [Group] = []
    for item in items {
      let last = groups.count - 1
      if last >= 0, joins(item, groups[last].row, groups[last].shape, groups[last].end, gap: gap) {
        groups[last].end = max(groups[last].end, item.end)
        groups[last].count += 1
        if !groups[last].causes.isEmpty {
          groups[last].causes[Int(min(item.cause, UInt8(groups[last].causes.count - 1)))] += 1
        }
      } else {
        groups.append(group(item))
      }
    }
    return groups
  }
}
