import Foundation
import TraceAnalysis
import TraceFormat

/// Draws a planned timeline into SVG elements.
struct SVGRenderer {
  static let labelWidth = 300.0
  static let laneHeight = 28.0
  static let top = 76.0
  /// An upper bound on the elements that are not lanes or marks: root, title, style, axis (with
  /// its breaks), legend.
  static let fixedElements = 120 + 3 * SVGAxis.maxBreaks

  let timeline: TimelineLayout
  let folding: LaneFolding
  let plan: MarkPlan
  let findingText: SVGFindingText
  let options: SVGTimeline.Options
  let xml: XMLWriter

  init(timeline: TimelineLayout, options: SVGTimeline.Options) throws {
    self.timeline = timeline
    self.options = options
    folding = LaneFolding(timeline.lanes, maxRows: max(2, options.maxLanes))
    findingText = SVGFindingText(
      timeline: timeline, width: Self.labelWidth + options.plotWidth + 20,
      maxElements: options.maxElements / 4)
    let budget =
      (options.maxElements - Self.fixedElements - 2 * folding.rows.count
        - findingText.elementCount) / 2
    plan = MarkPlan(
      timeline: timeline, folding: folding, budget: max(0, budget), width: options.plotWidth)
    xml = try XMLWriter(indent: true)
  }

  /// Whether every single span can carry its name as one more element within the budget.
  var namesFit: Bool {
    !plan.isAggregated
      && Self.fixedElements + 2 * folding.rows.count + findingText.elementCount
        + 3 * plan.groups.count <= options.maxElements
  }

  var width: Double { Self.labelWidth + options.plotWidth + 20 }
  var lanesBottom: Double { Self.top + Double(folding.rows.count) * Self.laneHeight }
  var legendBottom: Double { lanesBottom + 40 + Double(SVGLegend.rows) * 20 }
  var height: Double {
    legendBottom + (findingText.elementCount == 0 ? 0 : findingText.height + 10)
  }

  func x(_ position: UInt64) -> Double {
    let span = Double(timeline.end - timeline.start)
    return Self.labelWidth + Double(position &- timeline.start) / span * options.plotWidth
  }

  func render() throws -> Data {
    try xml.startDocument()
    try xml.start("svg")
    try xml.attribute("xmlns", "http://www.w3.org/2000/svg")
    try xml.attribute("xmlns:vt", SVGTimeline.namespace)
    try xml.attribute("version", "1.1")
    try xml.attribute("width", number(width))
    try xml.attribute("height", number(height))
    try xml.attribute("viewBox", "0 0 \(number(width)) \(number(height))")
    try xml.attribute("font-family", "system-ui, sans-serif")
    try xml.attribute("font-size", "12")
    try xml.attribute("vt:events", UInt64(timeline.trace.events.count))
    try xml.attribute(
      "vt:aggregated", plan.isAggregated || folding.foldedLanes > 0 ? "true" : "false")
    try xml.attribute("vt:marks", UInt64(plan.itemCount))
    try xml.attribute("vt:drawn", UInt64(plan.groups.count))
    try xml.attribute("vt:axis", timeline.axis == .time ? "time" : "sequence")
    try text("title", "ViewTrace timeline: \(timeline.trace.header.scenario)")
    try text("desc", summary)
    try text("style", SVGStyle.css)
    try text("text", summary, attributes: ["x": "8", "y": "18", "class": "note"])
    try drawUpdates()
    try drawLaneLabels()
    try SVGAxis(renderer: self).draw()
    try drawMarks()
    try SVGLegend(renderer: self).draw(at: lanesBottom + 30)
    try findingText.draw(self, at: legendBottom)
    try xml.end()
    return try xml.finish()
  }

  /// One line saying what the file shows, and whether it aggregated.
  var summary: String {
    let events = "\(timeline.trace.events.count) events, \(folding.rows.count) lanes"
    let inViews =
      folding.lanesInTheirView > 0
      ? " (\(folding.lanesInTheirView) modifiers and inner views in their view's lane)" : ""
    guard plan.isAggregated || folding.foldedLanes > 0 else {
      return "\(events)\(inViews); every span and mark drawn (\(plan.itemCount))."
    }
    var parts = [
      "Aggregated: \(events)\(inViews)",
      "\(plan.itemCount) spans and marks drawn as \(plan.groups.count)",
    ]
    if plan.isAggregated {
      parts.append("neighbours closer than \(timeline.format(plan.gap, isDuration: true)) merged")
    }
    if folding.foldedLanes > 0 {
      parts.append("\(folding.foldedLanes) deeper identities folded into their ancestors")
    }
    return parts.joined(separator: "; ") + "."
  }

  // MARK: Elements

  /// Writes `<name attributes…>content</name>`.
  func text(_ name: String, _ content: String, attributes: KeyValuePairs<String, String> = [:])
    throws
  {
    try xml.start(name)
    for (key, value) in attributes { try xml.attribute(key, value) }
    try xml.text(XMLText.displayable(content))
    try xml.end()
  }

  /// Writes `<title>` into the open element.
  func title(_ content: String) throws { try text("title", content) }

  func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    guard abs(rounded) < 1e15 else { return String(format: "%.0f", rounded) }
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private func drawUpdates() throws {
    try xml.start("g")
    try xml.attribute("id", "updates")
    for group in plan.groups where group.shape == .span(.update) {
      try xml.start("rect")
      try xml.attribute("class", "update")
      try xml.attribute("x", number(x(group.start)))
      try xml.attribute("y", number(Self.top - 14))
      try xml.attribute("width", number(max(1, x(group.end) - x(group.start))))
      try xml.attribute("height", number(lanesBottom - Self.top + 14))
      try title(describe(group))
      try xml.end()
    }
    try xml.end()
  }

  private func drawLaneLabels() throws {
    try xml.start("g")
    try xml.attribute("id", "lanes")
    for (index, row) in folding.rows.enumerated() {
      let y = Self.top + Double(index) * Self.laneHeight
      let lane = row.lane.map { timeline.lanes[$0] }
      let name = lane?.name ?? "(more identities)"
      let depth = Double(lane?.shownDepth ?? 0)
      try xml.start("text")
      try xml.attribute("class", lane?.isImplied == true ? "lane implied" : "lane")
      try xml.attribute("x", number(8 + depth * 14))
      try xml.attribute("y", number(y + 18))
      try xml.attribute("data-path", XMLText.displayable(lane?.path ?? ""))
      let folded = row.folded > 0 ? " (+\(row.folded) folded in)" : ""
      try xml.unindented {
        try xml.text(XMLText.displayable(name + folded))
        try title((lane?.path ?? "identities beyond the lane limit") + folded)
        try xml.end()
      }
    }
    try xml.end()
  }

  private func drawMarks() throws {
    try xml.start("g")
    try xml.attribute("id", "marks")
    for group in plan.groups where group.shape != .span(.update) {
      try SVGMark(renderer: self, group: group).draw()
    }
    try xml.end()
  }

  /// The tooltip of a group: its member itself when alone, else a count and what it holds.
  func describe(_ group: MarkPlan.Group) -> String {
    if group.count == 1 {
      switch group.shape {
      case .span: return timeline.describe(timeline.spans[group.first])
      case .mark: return timeline.describe(timeline.marks[group.first])
      }
    }
    let noun: String
    switch group.shape {
    case .span(let kind): noun = kind.plural
    case .mark(let kind): noun = kind.plural
    }
    var line = "\(group.count) \(noun), \(timeline.range(group.start, group.end))"
    if !group.causes.isEmpty {
      let causes = zip(BodyCause.allCases, group.causes).filter { $0.1 > 0 }.map {
        "\($0.1) \($0.0.name)"
      }
      line += " (causes: " + causes.joined(separator: ", ") + ")"
    }
    return line
  }
}
