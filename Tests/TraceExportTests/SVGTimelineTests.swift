import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

@Suite struct SVGTimelineTests {
  let trace = SampleTraces.branchFlip()
  var finding: Finding { SampleTraces.branchFlipFinding(in: trace) }

  func render() throws -> ParsedXML {
    try ParsedXML(SVGTimeline.render(trace: trace, findings: [finding]))
  }

  @Test func lanesAreInTreeOrderWithIndentationAndNames() throws {
    let svg = try render()
    let lanes = svg.all("text", class: "lane")
    #expect(
      lanes.map { $0.attributes["data-path"] } == [
        "App", SampleTraces.counterA, SampleTraces.counterB,
      ])
    #expect(lanes.map(\.text) == ["App", "then:Counter", "else:Counter"])
    #expect(lanes.map { $0.attributes["x"] } == ["8", "22", "22"])
    #expect(svg.title(of: lanes[1]) == SampleTraces.counterA)
  }

  @Test func bodiesAreColouredByCause() throws {
    let svg = try render()
    let bodies = svg.all("rect", in: "marks", class: "body")
    #expect(
      bodies.map { $0.attributes["class"] } == [
        "body cause-other", "body cause-new-identity", "body cause-slot", "body cause-slot",
        "body cause-new-identity",
      ])
    #expect(bodies.map { $0.attributes["data-seq"] } == ["2", "7", "16", "23", "32"])
    let title = try #require(svg.title(of: bodies[2]))
    #expect(title.hasPrefix("body of Counter at App/then:Counter: 15 µs – 16 µs, cause slot, #16"))
  }

  @Test func lifetimesSlotsTasksEffectsAndUpdatesAreDrawn() throws {
    let svg = try render()
    #expect(svg.all("rect", in: "marks", class: "life").count == 3)
    #expect(svg.all("rect", in: "marks", class: "visible").count == 2)
    #expect(svg.all("rect", in: "marks", class: "slot").count == 2)
    #expect(
      svg.all("rect", in: "updates", class: "update").map { svg.title(of: $0) ?? "" } == [
        "update 1 (initial): 0 µs – 10 µs", "update 2 (input): 12 µs – 17 µs",
        "update 3 (input): 19 µs – 36 µs",
      ])
    let task = try #require(svg.all("rect", in: "marks", class: "task").first)
    #expect(
      svg.title(of: task) == "task 1 load of App/then:Counter: 8 µs – 33 µs, finished-after-cancel")
    let effect = try #require(svg.all("rect", in: "marks", class: "effect").first)
    #expect(svg.title(of: effect)?.contains("GET /notes/17?a=1&b=<2> </script>") == true)
  }

  @Test func resetCancelEndAndFindingAreMarked() throws {
    let svg = try render()
    let reset = try #require(svg.all("path", class: "reset").first)
    #expect(
      svg.title(of: reset)
        == "reset: slot _count of App/else:Counter created again after it was destroyed with App/then:Counter, at 28 µs, #29"
    )
    #expect(
      reset.attributes["d"]?.hasSuffix(
        String(format: "%.1f", 76 + 2 * 28 + 14.5).replacingOccurrences(of: ".0", with: "")
          + "l3.5 3.5l-3.5 3.5l-3.5-3.5z") == true)
    let cancel = try #require(svg.all("path", class: "cancel").first)
    #expect(svg.title(of: cancel) == "task 1 cancelled (disappeared), at 26 µs, #27")
    let end = try #require(svg.all("path", class: "finish").first)
    #expect(svg.title(of: end) == "task 1 ended: finished-after-cancel, at 33 µs, #34")
    let found = try #require(svg.all("path", class: "finding").first)
    #expect(found.attributes["data-finding"] == "0")
    #expect(
      svg.title(of: found)?.hasPrefix(
        "warning \(FindingKind.stateResetBranchFlip): Counter's <_count> was reset") == true)
  }

  @Test func everyMarkHasATooltipAndTheAxisHasUnits() throws {
    let svg = try render()
    for element in svg.all("rect") + svg.all("path")
    where svg.elements[element.parent!].attributes["id"] != "legend" {
      #expect(svg.title(of: element)?.isEmpty == false, "\(element.name) \(element.attributes)")
    }
    #expect(svg.all("text", class: "axis-label").first?.text == "time since start")
    #expect(svg.all("text", class: "tick-label").contains { $0.text.hasSuffix(" µs") })
    #expect(svg.root.attributes["vt:aggregated"] == "false")
    // Eight entries in three groups; the body colours are one entry, each colour named.
    #expect(
      svg.all("text", in: "legend", class: "legend-group").map(\.text) == [
        "What ran", "Why it ran", "What went wrong",
      ])
    let entries = svg.all("text", in: "legend").filter { $0.attributes["class"] == nil }
    #expect(
      entries.map(\.text) == [
        "body", "task", "effect", "in the tree · visible", "input", "body colour:",
      ] + BodyCause.allCases.map(\.name) + ["reset · cancel", "warning · finding"])
  }

  @Test func tasksAndEffectsCarryTheirNamesOnTheirBars() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/notes-refresh-flicker.vtrace")
    let svg = try ParsedXML(SVGTimeline.render(trace: try Trace.read(from: url).0))
    let names = Set(svg.all("text", class: "bar-name").map(\.text))
    #expect(names.isSuperset(of: [".task", ".refreshable", "GET /notes"]))
    #expect(SVGMark.elide("GET /notes/17", toFit: 40) == "GET /no…")
    #expect(SVGMark.elide("GET /notes/17", toFit: 15) == nil)
  }

  @Test func hostileTextIsWrittenAsText() throws {
    let data = try SVGTimeline.render(trace: SampleTraces.evil())
    let svg = try ParsedXML(data)
    let lane = try #require(svg.all("text", class: "lane").last)
    #expect(lane.text == "script>]]>\u{2028}\u{2029}é🙂")  // the last "/" component
    #expect(lane.attributes["data-path"] == SampleTraces.evilIdentity)
    #expect(svg.title(of: lane) == SampleTraces.evilIdentity)
    let effect = try #require(svg.all("rect", in: "marks", class: "effect").first)
    #expect(
      svg.title(of: effect)?.contains(
        "GET /notes/17?a=1&b=<2> </script><!-- ]]> \u{FFFD}\t\r\n end") == true)
    #expect(!String(decoding: data, as: UTF8.self).contains("<script"))
  }

  @Test func aMillionEventsStayUnderTenThousandElements() throws {
    let trace = SyntheticTrace.make(events: 1_000_000)
    let svg = try ParsedXML(SVGTimeline.render(trace: trace))
    #expect(svg.elements.count <= 10_000)
    #expect(svg.elements.count > 1_000)
    #expect(svg.root.attributes["vt:aggregated"] == "true")
    #expect(svg.root.attributes["vt:events"] == "1000000")
    let note = try #require(svg.all("desc").first?.text)
    #expect(note.hasPrefix("Aggregated: 1000000 events"))
    #expect(svg.all("rect", class: "group").count > 100)
  }

  @Test func manyIdentitiesFoldIntoTheirAncestors() throws {
    let trace = SyntheticTrace.make(events: 20_000, rows: 5_000, window: 400)
    let svg = try ParsedXML(SVGTimeline.render(trace: trace, options: .init(maxLanes: 50)))
    let lanes = svg.all("text", class: "lane")
    #expect(lanes.count == 50)  // App, List and 48 rows
    #expect(lanes[1].text.hasPrefix("List (+") == true)
    #expect(lanes[2].text == "Row#0")
    #expect(lanes[2].attributes["x"] == "36")
    #expect(svg.elements.count <= 10_000)
  }
}
