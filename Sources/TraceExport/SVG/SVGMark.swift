import TraceAnalysis
import TraceFormat

/// Draws one planned group: a span as a bar in its band of the lane, a mark as a small shape.
struct SVGMark {
  let renderer: SVGRenderer
  let group: MarkPlan.Group

  private var xml: XMLWriter { renderer.xml }
  private var top: Double { SVGRenderer.top + Double(group.row) * SVGRenderer.laneHeight }

  func draw() throws {
    switch group.shape {
    case .span(let kind): try drawSpan(kind)
    case .mark(let kind): try drawMark(kind)
    }
  }

  /// The vertical band of each span kind within a lane, and its class.
  private func band(_ kind: TimelineLayout.SpanKind) -> (
    y: Double, height: Double, cssClass: String
  ) {
    switch kind {
    case .lifetime: (1, 26, "life")
    case .visible: (2, 3, "visible")
    case .body: (6, 10, "body cause-" + dominantCause.name)
    case .slot: (17, 3, "slot")
    case .task: (21, 3, "task")
    case .effect: (25, 2, "effect")
    case .update: (0, 28, "update")
    }
  }

  private var dominantCause: BodyCause {
    let index =
      group.causes.indices.max { group.causes[$0] < group.causes[$1] }
      ?? Int(BodyCause.other.rawValue)
    return BodyCause(rawValue: UInt8(index)) ?? .other
  }

  private func drawSpan(_ kind: TimelineLayout.SpanKind) throws {
    let (y, height, cssClass) = band(kind)
    let x0 = renderer.x(group.start)
    try xml.start("rect")
    try xml.attribute("class", group.count > 1 ? cssClass + " group" : cssClass)
    try xml.attribute("x", renderer.number(x0))
    try xml.attribute("y", renderer.number(top + y))
    try xml.attribute("width", renderer.number(max(1, renderer.x(group.end) - x0)))
    try xml.attribute("height", renderer.number(height))
    try attributes()
    try renderer.title(renderer.describe(group))
    try xml.end()
    try drawName(kind, from: x0)
  }

  /// A single task's, effect's or body's name on its bar when a few letters fit, elided to it
  /// (its title has the whole text): a task's above its band, an effect's and a body's higher up,
  /// so that a task and the effect it starts at once both stay readable.
  private func drawName(_ kind: TimelineLayout.SpanKind, from x0: Double) throws {
    guard renderer.namesFit, group.count == 1, [.task, .effect, .body].contains(kind) else {
      return
    }
    let room = renderer.x(group.end) - x0 - 4
    let name = renderer.timeline.barName(renderer.timeline.spans[group.first])
    guard let text = Self.elide(name, toFit: room) else { return }
    try renderer.text(
      "text", text,
      attributes: [
        "x": renderer.number(x0 + 2), "y": renderer.number(top + (kind == .task ? 20 : 13)),
        "class": "bar-name",
      ])
  }

  /// About how wide a character of a bar's 9 px name is.
  private static let characterWidth = 5.0

  /// `name` cut to `room` pixels with an ellipsis, or nil when not even three letters fit.
  static func elide(_ name: String, toFit room: Double) -> String? {
    let fits = Int(room / characterWidth)
    if name.count <= fits { return name }
    return fits >= 4 ? String(name.prefix(fits - 1)) + "…" : nil
  }

  private func drawMark(_ kind: TimelineLayout.MarkKind) throws {
    let x = renderer.number(renderer.x(group.start))
    let n = renderer.number
    let path: String
    let cssClass: String
    switch kind {
    case .reset:
      path = "M\(x) \(n(top + 14.5))l3.5 3.5l-3.5 3.5l-3.5-3.5z"
      cssClass = "reset"
    case .cancel:
      path = "M\(x) \(n(top + 19))m-3 0l6 6m0-6l-6 6"
      cssClass = "cancel"
    case .finish:
      path = "M\(x) \(n(top + 19))v7m0-7h4v3h-4"
      cssClass = "finish"
    case .input:
      path = "M\(x) \(n(top + 6))l-4-5h8z"
      cssClass = "input"
    case .warning:
      path = "M\(x) \(n(top + 4))l4 5l-4 5l-4-5z"
      cssClass = "warning"
    case .finding:
      path = "M\(x) \(n(top + 1))l6 11h-12z"
      cssClass = "finding"
    }
    try xml.start("path")
    try xml.attribute("class", group.count > 1 ? cssClass + " group" : cssClass)
    try xml.attribute("d", path)
    if kind == .finding, group.count == 1 {
      try xml.attribute("data-finding", UInt64(renderer.timeline.marks[group.first].detail))
    }
    try attributes()
    try renderer.title(renderer.describe(group))
    try xml.end()
  }

  /// `data-seq` (the event that began it) on single spans and marks; `data-count` on groups.
  private func attributes() throws {
    if group.count > 1 {
      try xml.attribute("data-count", UInt64(group.count))
      return
    }
    switch group.shape {
    case .span:
      try xml.attribute("data-seq", renderer.timeline.spans[group.first].beginSeq.rawValue)
    case .mark: try xml.attribute("data-seq", renderer.timeline.marks[group.first].seq.rawValue)
    }
  }
}
