import TraceAnalysis

/// What an SVG draws on its rows: every span and mark when they fit the element budget, or else
/// groups of neighbours, merged with the smallest gap that makes them fit.
struct MarkPlan {
  enum Shape: Hashable {
    case span(TimelineLayout.SpanKind)
    case mark(TimelineLayout.MarkKind)
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

  /// A span or mark as the plan sees it: where it is drawn and what it spans.
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
  ///
  /// Neighbours merge only within one row and shape (a bucket), in the order of their start:
  /// the layout's spans and marks are already in that order, so each pass visits them in place,
  /// keeping one open group per bucket, and memory does not grow with the events.
  init(timeline: TimelineLayout, folding: LaneFolding, budget: Int, width: Double) {
    itemCount = timeline.spans.count + timeline.marks.count
    let items = Items(timeline: timeline, folding: folding)
    if itemCount <= budget {
      items.visit { groups.append(Self.group($0)) }
      return
    }
    isAggregated = true
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

  /// The layout's spans, then its marks, each as an ``Item``, without an array of them.
  private struct Items {
    let timeline: TimelineLayout
    let folding: LaneFolding

    /// How many rows and shapes there are: buckets are numbered by row (updates' first), then
    /// shape, in the order groups are drawn.
    var bucketCount: Int { (folding.rows.count + 1) * Self.shapeCount }

    private static let shapeCount =
      TimelineLayout.SpanKind.allCases.count + TimelineLayout.MarkKind.allCases.count

    func bucket(_ item: Item) -> Int {
      let shape =
        switch item.shape {
        case .span(let kind): Int(kind.rawValue)
        case .mark(let kind): TimelineLayout.SpanKind.allCases.count + Int(kind.rawValue)
        }
      return (Int(item.row) + 1) * Self.shapeCount + shape
    }

    func visit(_ body: (Item) -> Void) {
      for (i, span) in timeline.spans.enumerated() {
        let row = span.lane < 0 ? -1 : folding.rowOfLane[Int(span.lane)]
        body(
          Item(
            shape: .span(span.kind), row: row, start: span.start, end: span.end, index: i,
            cause: span.detail))
      }
      for (i, mark) in timeline.marks.enumerated() {
        let row = folding.rowOfLane[Int(mark.lane)]
        body(
          Item(shape: .mark(mark.kind), row: row, start: mark.at, end: mark.at, index: i, cause: 0)
        )
      }
    }
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

  /// How many groups merging neighbours closer than `gap` makes.
  private static func countGroups(_ items: Items, gap: UInt64) -> Int {
    var count = 0
    // The end of each bucket's open group; nil before its first item.
    var ends = [UInt64?](repeating: nil, count: items.bucketCount)
    items.visit { item in
      let bucket = items.bucket(item)
      if let end = ends[bucket], item.start <= end &+ gap {
        ends[bucket] = max(end, item.end)
      } else {
        count += 1
        ends[bucket] = item.end
      }
    }
    return count
  }

  /// The groups merging neighbours closer than `gap` makes, by row, shape and start.
  private static func merge(_ items: Items, gap: UInt64) -> [Group] {
    var buckets = [[Group]](repeating: [], count: items.bucketCount)
    items.visit { item in
      let bucket = items.bucket(item)
      let last = buckets[bucket].count - 1
      if last >= 0, item.start <= buckets[bucket][last].end &+ gap {
        buckets[bucket][last].end = max(buckets[bucket][last].end, item.end)
        buckets[bucket][last].count += 1
        if !buckets[bucket][last].causes.isEmpty {
          let causes = buckets[bucket][last].causes.count
          buckets[bucket][last].causes[Int(min(item.cause, UInt8(causes - 1)))] += 1
        }
      } else {
        buckets[bucket].append(group(item))
      }
    }
    return buckets.flatMap { $0 }
  }
}
