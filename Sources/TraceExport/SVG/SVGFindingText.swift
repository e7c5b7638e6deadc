import TraceAnalysis
import TraceFormat

/// The findings as text below the legend, so that an SVG in a pull request tells the story
/// without a browser: for each, numbered as the viewer's findings panel numbers them, its
/// severity, kind and summary, its fix, and its chain one step a line, wrapped to the picture's
/// width. Each finding is one `<text class="finding-text" data-finding="N">`, a `<tspan>` a line.
struct SVGFindingText {
  /// One line of a finding's text; chain steps are indented.
  struct Line {
    var text: String
    var isStep: Bool
  }

  /// The lines of each finding drawn, in the findings' order.
  let findings: [[Line]]
  /// Findings left out to keep within the element budget, told in a last line.
  let omitted: Int

  static let lineHeight = 15.0
  /// About how wide a character of the 11 px text is.
  private static let characterWidth = 6.2
  private static let margin = 8.0
  private static let stepIndent = 16.0

  /// The text of `timeline`'s findings in a picture `width` wide, in at most `maxElements`
  /// elements.
  init(timeline: TimelineLayout, width: Double, maxElements: Int) {
    let columns = { (indent: Double) in
      max(20, Int((width - 2 * Self.margin - indent) / Self.characterWidth))
    }
    var findings: [[Line]] = []
    var elements = 0
    for (index, finding) in timeline.findings.enumerated() {
      var lines = Self.wrap(
        "\(index + 1). \(finding.severity.rawValue) \(finding.kind): \(finding.summary)",
        columns: columns(0)
      ).map { Line(text: $0, isStep: false) }
      lines += Self.wrap("Fix: \(finding.fix)", columns: columns(0)).map {
        Line(text: $0, isStep: false)
      }
      for seq in finding.chain {
        let step = timeline.trace.event(seq: seq).map {
          "\(TraceTime.exact($0.time))  \(timeline.shortDescription(of: $0))"
        }
        lines += Self.wrap(step ?? "\(seq)", columns: columns(Self.stepIndent)).map {
          Line(text: $0, isStep: true)
        }
      }
      // The text element, its lines, and room for the line telling what was left out.
      guard elements + 1 + lines.count + 2 <= maxElements else { break }
      elements += 1 + lines.count
      findings.append(lines)
    }
    self.findings = findings
    omitted = timeline.findings.count - findings.count
  }

  /// The elements it draws.
  var elementCount: Int {
    findings.reduce(0) { $0 + 1 + $1.count } + (omitted > 0 ? 2 : 0)
  }

  /// The height it takes.
  var height: Double {
    let lines = findings.reduce(0) { $0 + $1.count } + (omitted > 0 ? 1 : 0)
    return Double(lines) * Self.lineHeight + Double(findings.count) * Self.lineHeight / 2
  }

  /// Draws the text with its first baseline `top` + one line.
  func draw(_ renderer: SVGRenderer, at top: Double) throws {
    let xml = renderer.xml
    let n = renderer.number
    var y = top
    try xml.start("g")
    try xml.attribute("id", "finding-texts")
    for (index, lines) in findings.enumerated() {
      try xml.start("text")
      try xml.attribute("class", "finding-text")
      try xml.attribute("data-finding", UInt64(index + 1))
      try xml.unindented {
        for line in lines {
          y += Self.lineHeight
          try xml.start("tspan")
          try xml.attribute("x", n(Self.margin + (line.isStep ? Self.stepIndent : 0)))
          try xml.attribute("y", n(y))
          if line.isStep { try xml.attribute("class", "step") }
          try xml.text(XMLText.displayable(line.text))
          try xml.end()
        }
        try xml.end()
      }
      y += Self.lineHeight / 2
    }
    if omitted > 0 {
      y += Self.lineHeight
      try renderer.text(
        "text",
        "\(omitted) more findings: see the HTML viewer or `viewtrace explain`.",
        attributes: ["x": n(Self.margin), "y": n(y), "class": "finding-text"])
    }
    try xml.end()
  }

  /// `text` in lines of at most `columns` characters, broken at spaces where it can be.
  static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      while word.count > columns {
        if !line.isEmpty { lines.append(line) }
        lines.append(String(word.prefix(columns)))
        word = word.dropFirst(columns)
        line = ""
      }
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= columns {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
