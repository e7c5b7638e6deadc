import TraceAnalysis

/// The stylesheet and legend of the SVG timeline, in the colours of ``Palette`` and
/// ``BodyCause/color``, which the page's script draws with too.
enum SVGStyle {
  static var css: String {
    var rules = [
      ".note{font-size:13px;fill:#495057}",
      ".lane{fill:#212529}.lane.implied{fill:#868e96;font-style:italic}",
      ".axis{stroke:#495057}.tick{stroke:#dee2e6;stroke-width:.5}.tick-label,.axis-label{fill:#495057;font-size:11px}",
      ".break{fill:#868e96;fill-opacity:.08}.break-mark{fill:none;stroke:#495057;stroke-width:1.2}.break-label{fill:#495057;font-size:10px}",
      ".update{fill:#228be6;fill-opacity:.05;stroke:#228be6;stroke-opacity:.35;stroke-width:.5}",
      ".life{fill:\(Palette.lifetime)}.visible{fill:\(Palette.visible)}.slot{fill:\(Palette.slot)}"
        + ".task{fill:\(Palette.task)}.effect{fill:\(Palette.effect)}",
      ".group{opacity:.75}",
      ".reset{fill:#fff;stroke:\(Palette.wrong);stroke-width:1.5}"
        + ".cancel{stroke:\(Palette.wrong);stroke-width:2;fill:none}",
      ".finish{stroke:\(Palette.task);stroke-width:1.5;fill:\(Palette.task)}.input{fill:\(Palette.input)}",
      ".warning{fill:\(Palette.warning);stroke:#495057}.finding{fill:\(Palette.finding);stroke:#fff;stroke-width:1}",
      ".legend-group{fill:#495057;font-weight:600}",
      ".bar-name{font-size:9px;fill:#212529;paint-order:stroke;stroke:#fff;stroke-width:2.5px;stroke-opacity:.85}",
      ".finding-text{font-size:11px;fill:#212529}.finding-text .step{fill:#495057}",
    ]
    for cause in BodyCause.allCases { rules.append(".cause-\(cause.name){fill:\(cause.color)}") }
    return rules.joined(separator: "\n")
  }
}

/// The legend below the lanes: eight entries in three groups, by what a reader asks (what ran,
/// why it ran, what went wrong), one line each.
struct SVGLegend {
  let renderer: SVGRenderer

  /// How many lines the legend takes.
  static let rows = 3
  /// About how wide a character of a 12 px label is.
  private static let characterWidth = 6.6

  /// A swatch: a bar in `cssClass`, or a mark's shape.
  private enum Swatch {
    case bar(String)
    case mark(String)
  }

  private static var groups: [(name: String, entries: [(label: String, swatches: [Swatch])])] {
    let causes = BodyCause.allCases
    return [
      (
        "What ran",
        [
          ("body", causes.map { .bar("body cause-\($0.name)") }), ("task", [.bar("task")]),
          ("effect", [.bar("effect")]), ("in the tree · visible", [.bar("life"), .bar("visible")]),
        ]
      ),
      (
        "Why it ran",
        [("input", [.mark("input")])] + [("body colour:", [])]
          + causes.map { ($0.name, [.bar("body cause-\($0.name)")]) }
      ),
      (
        "What went wrong",
        [
          ("reset · cancel", [.mark("reset"), .mark("cancel")]),
          ("warning · finding", [.mark("warning"), .mark("finding")]),
        ]
      ),
    ]
  }

  func draw(at top: Double) throws {
    let xml = renderer.xml
    let n = renderer.number
    try xml.start("g")
    try xml.attribute("id", "legend")
    for (row, group) in Self.groups.enumerated() {
      let y = top + Double(row) * 20
      try renderer.text(
        "text", group.name, attributes: ["x": "8", "y": n(y + 10), "class": "legend-group"])
      var x = 130.0
      for entry in group.entries {
        for swatch in entry.swatches {
          try draw(swatch, x: x, y: y, narrow: entry.swatches.count > 2)
          x += entry.swatches.count > 2 ? 5 : 14
        }
        try renderer.text(
          "text", entry.label, attributes: ["x": n(x + 2), "y": n(y + 10)])
        x += 2 + Double(entry.label.count) * Self.characterWidth + 14
      }
    }
    try xml.end()
  }

  private func draw(_ swatch: Swatch, x: Double, y: Double, narrow: Bool) throws {
    let xml = renderer.xml
    let n = renderer.number
    switch swatch {
    case .bar(let cssClass):
      try xml.start("rect")
      try xml.attribute("x", n(x))
      try xml.attribute("y", n(y + 1))
      try xml.attribute("width", narrow ? "4" : "12")
      try xml.attribute("height", "10")
      try xml.attribute("class", cssClass)
    case .mark(let cssClass):
      try xml.start("path")
      let shapes = [
        "input": "l-4-5h8z", "reset": "m0-4l3.5 3.5l-3.5 3.5l-3.5-3.5z",
        "cancel": "m-3-3l6 6m0-6l-6 6", "warning": "m0-5l4 5l-4 5l-4-5z",
        "finding": "m0-5l6 11h-12z",
      ]
      try xml.attribute(
        "d", "M\(n(x + 6)) \(n(y + (cssClass == "input" ? 9 : 6)))" + (shapes[cssClass] ?? ""))
      try xml.attribute("class", cssClass)
    }
    try xml.end()
  }
}
