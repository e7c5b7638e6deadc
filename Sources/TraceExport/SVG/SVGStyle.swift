import TraceAnalysis

/// The stylesheet and legend of the SVG timeline.
enum SVGStyle {
  static var css: String {
    var rules = [
      ".note{font-size:13px;fill:#495057}",
      ".lane{fill:#212529}.lane.implied{fill:#868e96;font-style:italic}",
      ".axis{stroke:#495057}.tick{stroke:#dee2e6;stroke-width:.5}.tick-label,.axis-label{fill:#495057;font-size:11px}",
      ".break{fill:#868e96;fill-opacity:.08}.break-mark{fill:none;stroke:#495057;stroke-width:1.2}.break-label{fill:#495057;font-size:10px}",
      ".update{fill:#228be6;fill-opacity:.05;stroke:#228be6;stroke-opacity:.35;stroke-width:.5}",
      ".life{fill:#e9ecef}.visible{fill:#40c057}.slot{fill:#9c36b5}.task{fill:#1098ad}.effect{fill:#f59f00}",
      ".group{opacity:.75}",
      ".reset{fill:#fff;stroke:#e03131;stroke-width:1.5}.cancel{stroke:#e03131;stroke-width:2;fill:none}",
      ".finish{stroke:#0b7285;stroke-width:1.5;fill:#0b7285}.input{fill:#1c7ed6}",
      ".warning{fill:#fab005;stroke:#e67700}.finding{fill:#e03131;stroke:#fff;stroke-width:1}",
    ]
    for cause in BodyCause.allCases { rules.append(".cause-\(cause.name){fill:\(cause.color)}") }
    return rules.joined(separator: "\n")
  }
}

/// The legend below the lanes: every colour and shape with what it means.
struct SVGLegend {
  let renderer: SVGRenderer

  private static let columnWidth = 170.0

  /// How many rows the legend takes in a drawing `width` pixels wide.
  static func rows(width: Double) -> Int {
    let perRow = max(1, Int((width - 16) / columnWidth))
    return (entries.count + perRow - 1) / perRow
  }

  private static var entries: [(cssClass: String, label: String, isMark: Bool)] {
    var entries = BodyCause.allCases.map { ("body cause-\($0.name)", "body: \($0.name)", false) }
    entries += [
      ("life", "identity lifetime", false), ("visible", "visible", false),
      ("slot", "slot lifetime", false),
      ("task", "task", false), ("effect", "effect", false), ("update", "update", false),
      ("reset", "state reset", true), ("cancel", "task cancelled", true),
      ("finish", "task ended", true),
      ("input", "input", true), ("warning", "warning", true), ("finding", "finding", true),
    ]
    return entries
  }

  func draw(at top: Double) throws {
    let xml = renderer.xml
    try xml.start("g")
    try xml.attribute("id", "legend")
    let perRow = max(1, Int((renderer.width - 16) / Self.columnWidth))
    for (i, entry) in Self.entries.enumerated() {
      let x = 8 + Double(i % perRow) * Self.columnWidth
      let y = top + Double(i / perRow) * 20
      if entry.isMark {
        try xml.start("circle")
        try xml.attribute("cx", renderer.number(x + 6))
        try xml.attribute("cy", renderer.number(y + 6))
        try xml.attribute("r", "4")
      } else {
        try xml.start("rect")
        try xml.attribute("x", renderer.number(x))
        try xml.attribute("y", renderer.number(y + 1))
        try xml.attribute("width", "12")
        try xml.attribute("height", "10")
      }
      try xml.attribute("class", entry.cssClass)
      try xml.end()
      try renderer.text(
        "text", entry.label,
        attributes: ["x": renderer.number(x + 18), "y": renderer.number(y + 10)])
    }
    try xml.end()
  }
}
