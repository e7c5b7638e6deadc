/// The axis above the lanes: round times on the linear stretches of the time axis (round event
/// numbers on the sequence axis), and each break of the time axis marked over the lanes with the
/// real time it covers (see ``TimeAxis/Break``).
struct SVGAxis {
  let renderer: SVGRenderer

  /// The most breaks drawn, the widest first; the rest are too narrow to tell apart.
  static let maxBreaks = 30
  /// About how wide a character of an 11 px label is.
  private static let characterWidth = 6.2

  private var timeline: TimelineLayout { renderer.timeline }
  private var left: Double { SVGRenderer.labelWidth }
  private var right: Double { SVGRenderer.labelWidth + renderer.options.plotWidth }
  private var line: Double { SVGRenderer.top - 16 }

  func draw() throws {
    let xml = renderer.xml
    let n = renderer.number
    try xml.start("g")
    try xml.attribute("id", "axis")
    if timeline.axis.isTime { try drawBreaks() }
    try xml.start("line")
    try xml.attribute("class", "axis")
    try xml.attribute("x1", n(left))
    try xml.attribute("x2", n(right))
    try xml.attribute("y1", n(line))
    try xml.attribute("y2", n(line))
    try xml.end()
    try renderer.text(
      "text", timeline.axisUnit,
      attributes: ["x": "8", "y": n(SVGRenderer.top - 20), "class": "axis-label"])
    var lastLabelEnd = -Double.infinity
    for (position, label) in ticks() {
      let x = renderer.x(position)
      try xml.start("line")
      try xml.attribute("class", "tick")
      try xml.attribute("x1", n(x))
      try xml.attribute("x2", n(x))
      try xml.attribute("y1", n(line - 4))
      try xml.attribute("y2", n(renderer.lanesBottom))
      try xml.end()
      // Inside the frame: a label that would run past its right edge ends at its tick instead.
      let width = Double(label.count) * Self.characterWidth
      let fits = x + 2 + width <= right + 16
      let start = fits ? x + 2 : x - 2 - width
      guard start >= lastLabelEnd + 8 else { continue }
      lastLabelEnd = start + width
      try renderer.text(
        "text", label,
        attributes: [
          "x": n(fits ? x + 2 : x - 2), "y": n(line - 6), "class": "tick-label",
          "text-anchor": fits ? "start" : "end",
        ])
    }
    try xml.end()
  }

  /// Round times on the linear stretches, or round event numbers, with their positions.
  func ticks() -> [(position: UInt64, label: String)] {
    if timeline.axis.isTime {
      return timeline.timeAxis.ticks(
        from: timeline.start, to: timeline.end, width: renderer.options.plotWidth
      ).map { ($0.position, $0.label) }
    }
    let step = TimeAxis.roundStep(
      Double(timeline.end - timeline.start) / renderer.options.plotWidth * TickRule.spacing)
    var ticks: [(UInt64, String)] = []
    var tick = (timeline.start + step - 1) / step * step
    while tick <= timeline.end {
      ticks.append((tick, "#\(tick)"))
      let (next, overflow) = tick.addingReportingOverflow(step)
      if overflow { break }
      tick = next
    }
    return ticks
  }

  /// A shaded band over the lanes for each break with a zigzag on the axis at both its edges,
  /// and its real span written in it where it is wide enough.
  private func drawBreaks() throws {
    let xml = renderer.xml
    let n = renderer.number
    let widest = timeline.timeAxis.breaks
      .filter { renderer.x($0.end) - renderer.x($0.start) >= 2 }
      .sorted { ($0.end - $0.start, $1.start) > ($1.end - $1.start, $0.start) }
      .prefix(Self.maxBreaks)
    for axisBreak in widest.sorted(by: { $0.start < $1.start }) {
      let x0 = renderer.x(axisBreak.start)
      let x1 = renderer.x(axisBreak.end)
      try xml.start("rect")
      try xml.attribute("class", "break")
      try xml.attribute("x", n(x0))
      try xml.attribute("y", n(line))
      try xml.attribute("width", n(x1 - x0))
      try xml.attribute("height", n(renderer.lanesBottom - line))
      try xml.attribute("data-time", axisBreak.startTime)
      try xml.attribute("data-end-time", axisBreak.endTime)
      try renderer.title(
        "Axis break: \(axisBreak.text), drawn wider than its time so that each stays visible")
      try xml.end()
      try xml.start("path")
      try xml.attribute("class", "break-mark")
      try xml.attribute(
        "d",
        [x0, x1].map { "M\(n($0 - 3)) \(n(line + 4))l3-8l3 8" }.joined())
      try renderer.title("Axis break: \(axisBreak.text)")
      try xml.end()
      let fits = ["⋯ \(axisBreak.text) ⋯", "⋯ \(axisBreak.shortText) ⋯"].first {
        x1 - x0 >= Double($0.count) * 5.6
      }
      guard let label = fits else { continue }
      try renderer.text(
        "text", label,
        attributes: [
          "x": n((x0 + x1) / 2), "y": n(line + 12), "class": "break-label",
          "text-anchor": "middle",
        ])
    }
  }
}
