import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The exporters' side of the trace where two invalidations precede one body
/// (SampleTrace.twoInvalidationsBeforeOneBody): the HTML data, the SVG and the Chrome JSON give
/// that body the cause `TraceAnalysis.Timeline` decided, as `why` and `explain` do
/// (BodyCauseTests, BodyCauseCommandTests).
@Suite struct BodyCauseExportTests {
  typealias Object = [String: Any]

  let trace = SampleTrace.twoInvalidationsBeforeOneBody()

  /// Greeting's second body, as the analyzer sees it.
  func analysed() throws -> BodySpan {
    try #require(TraceAnalysis.Timeline(trace: trace).bodies.first { $0.begin == 20 })
  }

  @Test func theAnalyzerDecidesParentInputs() throws {
    let body = try analysed()
    #expect(body.invalidations == 2)
    #expect(body.cause == .parentInputs)
    #expect(body.causeEvent == 18)
  }

  @Test func theHTMLDataGivesTheSameCause() throws {
    let body = try analysed()
    let data = try ViewerPage(HTMLViewer.render(trace: trace)).data
    let causeNames = try #require((data["names"] as? Object)?["cause"] as? [String])
    let spans = try #require(data["spans"] as? Object)
    let kinds = try #require(spans["kind"] as? [Int])
    let seqs = try #require(spans["seq"] as? [Int])
    let details = try #require(spans["detail"] as? [Int])
    let index = try #require(
      kinds.indices.first {
        kinds[$0] == Int(TimelineLayout.SpanKind.body.rawValue) && seqs[$0] == 20
      })
    #expect(causeNames[details[index]] == body.cause.name)
    // The replay pane's "evaluated" list of update 2: (lane, cause) pairs.
    let paths = try #require((data["lanes"] as? Object)?["path"] as? [String])
    let greeting = try #require(paths.firstIndex(of: "App/Greeting"))
    let updates = try #require(data["updates"] as? [Object])
    let second = try #require(updates.first { $0["n"] as? Int == 2 })
    let evaluated = try #require(second["evaluated"] as? [Int])
    let pair = try #require(
      stride(from: 0, to: evaluated.count, by: 2).first { evaluated[$0] == greeting })
    #expect(causeNames[evaluated[pair + 1]] == body.cause.name)
  }

  @Test func theSVGGivesTheSameCause() throws {
    let body = try analysed()
    let svg = try ParsedXML(SVGTimeline.render(trace: trace))
    let rect = try #require(
      svg.all("rect", in: "marks", class: "body").first { $0.attributes["data-seq"] == "20" })
    #expect(rect.attributes["class"] == "body cause-\(body.cause.name)")
    let title = try #require(svg.title(of: rect))
    #expect(title.contains(", cause \(body.cause.name), #20"))
  }

  @Test func theChromeJSONGivesTheSameCauseAndFlowsFromItsEvent() throws {
    let body = try analysed()
    let data = try ChromeTrace.render(trace: trace)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    let events = try #require(root["traceEvents"] as? [Object])
    func args(_ event: Object) -> Object { event["args"] as? Object ?? [:] }
    let slice = try #require(
      events.first { $0["cat"] as? String == "body" && args($0)["seq"] as? Int == 20 })
    #expect(args(slice)["cause"] as? String == body.cause.name)
    // The flow into the body starts at the slice of the event it ran for.
    let start = try #require(events.first { $0["ph"] as? String == "s" && $0["id"] as? Int == 20 })
    let origin = try #require(
      events.first {
        $0["cat"] as? String == "event" && args($0)["seq"] as? Int == Int(body.causeEvent.rawValue)
      })
    #expect(origin["name"] as? String == "invalidate @self(name) (parent-inputs)")
    #expect(start["ts"] as? Double == origin["ts"] as? Double)
    #expect(start["tid"] as? Int == origin["tid"] as? Int)
    // The environment invalidation that came after is at another instant.
    let other = try #require(
      events.first { $0["cat"] as? String == "event" && args($0)["seq"] as? Int == 19 })
    #expect(start["ts"] as? Double != other["ts"] as? Double)
  }
}
