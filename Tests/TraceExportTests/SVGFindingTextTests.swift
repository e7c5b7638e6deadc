import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// Each finding's summary, fix and chain are text in the SVG, below the legend and inside the
/// picture, numbered as the viewer's findings panel numbers them.
@Suite struct SVGFindingTextTests {
  /// The SVG's viewBox width and height.
  func viewBox(_ svg: ParsedXML) throws -> (width: Double, height: Double) {
    let box = try #require(svg.root.attributes["viewBox"]).split(separator: " ")
    return (try #require(Double(box[2])), try #require(Double(box[3])))
  }

  /// The lines of the finding text numbered `number`.
  func lines(_ svg: ParsedXML, _ number: Int) throws -> [ParsedXML.Element] {
    let text = try #require(
      svg.all("text", class: "finding-text").first {
        $0.attributes["data-finding"] == "\(number)"
      })
    return text.children.map { svg.elements[$0] }.filter { $0.name == "tspan" }
  }

  @Test func aFindingTellsItsSummaryFixAndChain() throws {
    let trace = SampleTraces.branchFlip()
    let finding = SampleTraces.branchFlipFinding(in: trace)
    let svg = try ParsedXML(SVGTimeline.render(trace: trace, findings: [finding]))
    let lines = try lines(svg, 1)
    #expect(
      lines.map(\.text) == [
        "1. warning state-reset/branch-flip: Counter's <_count> was reset & \"lost\" when the branch flipped </script>",
        "Fix: Move the `if` inside Counter instead of around it.",
        "19 µs  #19 input toggle toggle \"Flip\" = true",
        "21 µs  #21 _flag false → true (by action)",
        "22 µs  #22 invalidate _flag (slot)",
        "23 µs  #23 body App",
        "24 µs  #24 removed Counter (branch-flipped)",
        "25 µs  #25 slot _count destroyed (was 1)",
        "29 µs  #29 slot _count created = 0 (Counter.swift:4)",
      ])
    // The chain's steps are indented under the summary and the fix.
    #expect(lines.map { $0.attributes["x"] } == ["8", "8"] + Array(repeating: "24", count: 7))
    #expect(lines.dropFirst(2).allSatisfy { $0.attributes["class"] == "step" })
    // Below the legend, inside the picture.
    let box = try viewBox(svg)
    let legendBottom = svg.all("text", in: "legend").compactMap { Double($0.attributes["y"] ?? "") }
      .max()
    let ys = lines.compactMap { Double($0.attributes["y"] ?? "") }
    #expect(ys.count == lines.count)
    #expect(ys == ys.sorted() && ys.first! > legendBottom! && ys.last! <= box.height)
  }

  @Test func everyFindingOfACheckedInTraceIsToldInsideThePicture() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/notes-refresh-flicker.vtrace")
    let (trace, _) = try Trace.read(from: url)
    let analysis = Analysis(trace: trace)
    #expect(!analysis.findings.isEmpty)
    let svg = try ParsedXML(
      SVGTimeline.render(timeline: analysis.timeline, findings: analysis.findings))
    let box = try viewBox(svg)
    #expect(svg.all("text", class: "finding-text").count == analysis.findings.count)
    for (index, finding) in analysis.findings.enumerated() {
      let lines = try lines(svg, index + 1)
      // The summary, wrapped at spaces, reads back whole.
      let heading = "\(index + 1). \(finding.severity.rawValue) \(finding.kind): \(finding.summary)"
      let joined = lines.map(\.text).joined(separator: " ")
      #expect(joined.hasPrefix(heading))
      #expect(lines.filter { $0.attributes["class"] == "step" }.count >= finding.chain.count)
      for line in lines {
        let x = try #require(Double(line.attributes["x"] ?? ""))
        let y = try #require(Double(line.attributes["y"] ?? ""))
        // Each line within the viewBox at 6.2 px a character (an 11 px sans-serif is narrower).
        #expect(x + Double(line.text.count) * 6.2 <= box.width - 8, "\(line.text)")
        #expect(y > 0 && y <= box.height)
      }
    }
  }

  @Test func manyFindingsStayWithinTheElementBudget() throws {
    let trace = SampleTraces.branchFlip()
    let findings = Array(repeating: SampleTraces.branchFlipFinding(in: trace), count: 400)
    let svg = try ParsedXML(
      SVGTimeline.render(trace: trace, findings: findings, options: .init(maxElements: 2_000)))
    #expect(svg.elements.count <= 2_000)
    let texts = svg.all("text", class: "finding-text")
    // 500 elements for the text: 50 findings of 10 elements, and a line for the rest.
    #expect(texts.count == 50)
    #expect(texts.last?.text == "351 more findings: see the HTML viewer or `viewtrace explain`.")
  }

  @Test func linesBreakAtSpacesAndLongWordsAreCut() {
    #expect(SVGFindingText.wrap("one two three four", columns: 9) == ["one two", "three", "four"])
    #expect(SVGFindingText.wrap("a abcdefghijk b", columns: 5) == ["a", "abcde", "fghij", "k b"])
    #expect(SVGFindingText.wrap("", columns: 4) == [""])
  }
}
