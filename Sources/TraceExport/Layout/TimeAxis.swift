import TraceFormat

/// Where each event sits on a time axis: its time since the first event, with events that share
/// a moment spread apart so that each stays visible.
///
/// Every event lies at least ``spread`` after the one before it, and otherwise exactly as far as
/// the clock moved, so durations between events keep their real length and a burst of events
/// at one instant (a virtual clock's update) becomes a cluster of readable width. An idle
/// stretch more than four times as long as the time the rest of the trace took (a user away for
/// a minute, a long sleep) is drawn a quarter as long as that time instead, so that the work on
/// either side stays readable. With a given spread (0: positions are plain trace time) nothing
/// is shortened. ``knots`` map positions back to trace time; ``breaks`` name the clusters and the
/// idle stretches, which drawings mark, so that the scale is linear wherever it is not marked.
struct TimeAxis {
  /// The drawn position of each event, by index in the trace's events; strictly increasing when
  /// `spread > 0`.
  private(set) var positions: AxisPositions
  /// The least distance between two events, in nanoseconds of the axis.
  let spread: UInt64
  /// The corners of the map from position to time since the first event, ordered by position:
  /// between two knots, time is linear in position.
  private(set) var knots: [(position: UInt64, time: UInt64)] = []
  /// The time of the first event.
  let origin: UInt64
  /// The stretches drawn wider than the time they cover (see ``Break``), in position order.
  private(set) var breaks: [Break] = []

  /// The axis of `events`; `spread` nil picks one, half the time the trace was busy shared by
  /// its events, and draws long idle stretches shorter.
  init(events: EventStore, spread: UInt64? = nil) {
    origin = events.first?.time ?? 0
    let idle = spread == nil ? Self.idleGaps(events) : (.max, 0, 0)
    self.spread = spread ?? max(1, idle.busy / UInt64(max(1, 2 * events.count)))
    // The long idle stretches, a quarter of the busy time between them.
    let idleWidth = max(self.spread, idle.busy / 4 / UInt64(max(1, idle.count)))
    positions = AxisPositions()
    positions.reserveCapacity(events.count)
    var position: UInt64 = 0
    var previous = origin
    for (i, event) in events.enumerated() {
      // Times that run backwards (a live trace's clock adjusted) count as no time.
      let elapsed = event.time > previous ? event.time - previous : 0
      // Saturating: times near 2^64 come from files, not clocks.
      if i > 0 {
        let step = elapsed >= idle.least ? idleWidth : max(elapsed, self.spread)
        let (next, overflow) = position.addingReportingOverflow(step)
        position = overflow ? .max : next
      }
      previous = max(previous, event.time)
      positions.append(position)
      addKnot(position: position, time: previous - origin)
    }
    breaks = Self.breaks(knots: knots, positions: positions)
  }

  /// The idle stretches (times between two events) each longer than four times all the rest
  /// of the trace: the least of them (`.max` for none), how many, and the time outside them.
  /// At most four stretches can each be more than a fifth of the trace.
  private static func idleGaps(_ events: EventStore)
    -> (least: UInt64, count: Int, busy: UInt64)
  {
    // The time the trace covers: its clock's latest reading less its first.
    let first = events.first?.time ?? 0
    let total = events.reduce(first) { max($0, $1.time) } - first
    // Only the stretches longer than a fifth are kept, so that memory does not grow with the
    // events.
    var longest: [UInt64] = []
    var previous = first
    for event in events.dropFirst() {
      let gap = event.time > previous ? event.time - previous : 0
      if gap > total / 5 { longest.append(gap) }
      previous = max(previous, event.time)
    }
    longest.sort(by: >)
    // Dropping a stretch that is not long enough makes the rest longer: drop until none is.
    // A trace whose events all stand at a few instants has no rest to compare with: its
    // clusters are spread over the time between them.
    while let shortest = longest.last {
      let (limit, overflow) = (total - longest.reduce(0, +)).multipliedReportingOverflow(by: 4)
      guard overflow || limit == 0 || shortest <= limit else { break }
      longest.removeLast()
    }
    return (longest.last ?? .max, longest.count, total - longest.reduce(0, +))
  }

  /// Appends a corner, dropping the previous one when the three are on one line.
  private mutating func addKnot(position: UInt64, time: UInt64) {
    let n = knots.count
    if n >= 2 {
      let (p0, t0) = knots[n - 2]
      let (p1, t1) = knots[n - 1]
      // Collinear when (p1 - p0)(t - t0) == (t1 - t0)(position - p0); all values increase.
      let left = (p1 - p0).multipliedFullWidth(by: time - t0)
      let right = (t1 - t0).multipliedFullWidth(by: position - p0)
      if left == right {
        knots[n - 1] = (position, time)
        return
      }
    }
    knots.append((position, time))
  }

  /// The time since the first event at `position`.
  func time(at position: UInt64) -> UInt64 {
    guard let last = knots.last else { return 0 }
    if position >= last.position { return Self.adding(last.time, position - last.position) }
    // The last knot at or before `position`.
    var lo = 0
    var hi = knots.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if knots[mid].position <= position { lo = mid } else { hi = mid - 1 }
    }
    let a = knots[lo]
    let b = knots[lo + 1]
    let fraction = Double(position - a.position) / Double(b.position - a.position)
    return a.time + Self.part(of: b.time - a.time, fraction)
  }

  /// The first position at `time` since the first event.
  func position(atTime time: UInt64) -> UInt64 {
    guard let last = knots.last else { return 0 }
    if time > last.time { return Self.adding(last.position, time - last.time) }
    // The first knot at or after `time`.
    var lo = 0
    var hi = knots.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if knots[mid].time < time { lo = mid + 1 } else { hi = mid }
    }
    guard lo > 0 else { return knots[0].position }
    let a = knots[lo - 1]
    let b = knots[lo]
    let fraction = Double(time - a.time) / Double(b.time - a.time)
    return a.position + Self.part(of: b.position - a.position, fraction)
  }

  /// `base + offset`, saturating: times near 2^64 come from files, not clocks.
  private static func adding(_ base: UInt64, _ offset: UInt64) -> UInt64 {
    let (sum, overflow) = base.addingReportingOverflow(offset)
    return overflow ? .max : sum
  }

  /// `fraction` (0 to 1) of `length`, rounded down and never past it: a `Double` of a length
  /// near 2^64 rounds up to 2^64, which no `UInt64` holds.
  private static func part(of length: UInt64, _ fraction: Double) -> UInt64 {
    let scaled = (Double(length) * fraction).rounded(.down)
    guard scaled < Double(UInt64.max) else { return length }
    return min(length, UInt64(scaled))
  }
}
