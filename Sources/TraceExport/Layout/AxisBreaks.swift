import TraceFormat

/// Where a ``TimeAxis`` is not drawn at the scale of the rest, and the round times it labels.
///
/// The axis is linear (one nanosecond of position per nanosecond of trace time) everywhere but
/// in its breaks: runs of events at one instant, or nearly, spread apart so that each stays
/// visible, and long idle stretches drawn shorter. A drawing marks each break with the real time
/// it covers (`⋯ 40 events at 300.000 ms ⋯`, `⋯ 58.2 s idle ⋯`) and puts tick labels only on the
/// linear stretches, so that equal distances read as equal times wherever a label stands.
extension TimeAxis {
  /// A stretch of the axis wider than the time it covers, or, idle, narrower.
  struct Break: Equatable {
    /// Its first and last position on the axis.
    var start: UInt64
    var end: UInt64
    /// The trace time (since the first event) at its start and at its end.
    var startTime: UInt64
    var endTime: UInt64
    /// How many events it holds.
    var events: Int

    /// Whether it is an idle stretch drawn shorter than it lasted.
    var isIdle: Bool { end - start < endTime - startTime }

    /// What it covers in real time: `40 events at 300.000 ms`, `12 events in 7 µs`, or
    /// `58.2 s idle`.
    var text: String {
      isIdle
        ? "\(shortText) idle"
        : endTime == startTime
          ? "\(events) events at \(TraceTime.exact(startTime))"
          : "\(events) events in \(shortText)"
    }

    /// The same in a few characters, for a narrow break: `40 events`, or `7 µs`.
    var shortText: String {
      endTime == startTime ? "\(events) events" : TraceTime.duration(endTime - startTime)
    }
  }

  /// A labelled round time on a linear stretch of the axis.
  struct Tick: Equatable {
    var position: UInt64
    var time: UInt64
    var label: String
  }

  /// The breaks, in position order: each maximal run of knot-to-knot pieces that are drawn
  /// wider than their time, and each that is drawn narrower.
  static func breaks(
    knots: [(position: UInt64, time: UInt64)], positions: AxisPositions
  ) -> [Break] {
    var breaks: [Break] = []
    var index = 0
    // -1 narrower, 0 linear, 1 wider.
    func scale(_ i: Int) -> Int {
      let (a, b) = (knots[i], knots[i + 1])
      return b.position - a.position == b.time - a.time
        ? 0 : b.position - a.position > b.time - a.time ? 1 : -1
    }
    while index + 1 < knots.count {
      let kind = scale(index)
      guard kind != 0 else {
        index += 1
        continue
      }
      var last = index + 1
      while kind == 1, last + 1 < knots.count, scale(last) == kind { last += 1 }
      let (start, end) = (knots[index].position, knots[last].position)
      let events = upperBound(positions, end) - lowerBound(positions, start)
      breaks.append(
        Break(
          start: start, end: end, startTime: knots[index].time, endTime: knots[last].time,
          events: events))
      index = last
    }
    return breaks
  }

  /// Round times at least `spacing` pixels apart on the linear stretches between positions
  /// `from` and `to`, drawn `width` pixels wide: none inside a break, where the scale differs.
  func ticks(from: UInt64, to: UInt64, width: Double, spacing: Double = TickRule.spacing) -> [Tick]
  {
    guard to > from, width > 0 else { return [] }
    let step = Self.roundStep(Double(to - from) / width * spacing)
    var ticks: [Tick] = []
    // Each linear stretch: a piece between knots, or what lies past the last knot.
    func add(_ a: (position: UInt64, time: UInt64), until stop: UInt64) {
      let low = max(from, a.position)
      let high = min(to, stop)
      guard low <= high else { return }
      let firstTime = a.time + (low - a.position)
      let lastTime = a.time + (high - a.position)
      // Saturating: times near 2^64 come from files, not clocks.
      let (roundedUp, overflow) = firstTime.addingReportingOverflow(step - 1)
      guard !overflow else { return }
      var time = roundedUp / step * step
      if let previous = ticks.last, time <= previous.time {
        let (next, overflow) = time.addingReportingOverflow(step)
        guard !overflow else { return }
        time = next
      }
      while time <= lastTime {
        ticks.append(
          Tick(
            position: a.position + (time - a.time), time: time,
            label: TraceTime.tick(time, step: step)))
        let (next, overflow) = time.addingReportingOverflow(step)
        if overflow { break }
        time = next
      }
    }
    var index = max(0, lastKnot(atOrBefore: from))
    while index < knots.count, knots[index].position <= to {
      if index + 1 == knots.count {
        add(knots[index], until: to)
      } else if Self.isLinear(knots[index], knots[index + 1]) {
        add(knots[index], until: knots[index + 1].position)
      } else if knots[index].position >= from, knots[index].time.isMultiple(of: step),
        knots[index].time > ticks.last?.time ?? 0 || ticks.isEmpty
      {
        // A break that begins at a round time: its first event is at that time.
        let (position, time) = knots[index]
        ticks.append(Tick(position: position, time: time, label: TraceTime.tick(time, step: step)))
      }
      index += 1
    }
    return ticks
  }

  /// The index of the last knot at or before `position`, or -1.
  private func lastKnot(atOrBefore position: UInt64) -> Int {
    var (lo, hi) = (0, knots.count)
    while lo < hi {
      let mid = (lo + hi) / 2
      if knots[mid].position <= position { lo = mid + 1 } else { hi = mid }
    }
    return lo - 1
  }

  /// A round step (1, 2 or 5 times a power of ten, by ``TickRule``) near `raw`, at least 1.
  static func roundStep(_ raw: Double) -> UInt64 {
    guard raw > 1 else { return 1 }
    let magnitude = pow10(Int(raw.rounded(.down)).description.count - 1)
    let leading = raw / Double(magnitude)
    let factor = TickRule.factors[TickRule.limits.firstIndex { leading < $0 } ?? 3]
    let (step, overflow) = factor.multipliedReportingOverflow(by: magnitude)
    return overflow ? magnitude : step
  }

  private static func pow10(_ exponent: Int) -> UInt64 {
    (0..<min(exponent, 19)).reduce(1) { value, _ in value * 10 }
  }

  /// Whether time runs as fast as position from `a` to `b`.
  private static func isLinear(
    _ a: (position: UInt64, time: UInt64), _ b: (position: UInt64, time: UInt64)
  )
    -> Bool
  { b.position - a.position == b.time - a.time }

  private static func lowerBound(_ values: AxisPositions, _ target: UInt64) -> Int {
    var (lo, hi) = (0, values.count)
    while lo < hi {
      let mid = (lo + hi) / 2
      if values[mid] < target { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  private static func upperBound(_ values: AxisPositions, _ target: UInt64) -> Int {
    var (lo, hi) = (0, values.count)
    while lo < hi {
      let mid = (lo + hi) / 2
      if values[mid] <= target { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
