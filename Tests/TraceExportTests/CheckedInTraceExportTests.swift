import Foundation
import Testing
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// Every recorded trace in traces/ exports as a timeline, a page and a Chrome trace, and the
/// timelines stay within their element budget (TraceXMLTests round-trips them through XML).
@Suite struct CheckedInTraceExportTests {
  @Test(arguments: Repository.traceNames)
  func exportsAsTimelinesAndAPage(name: String) throws {
    let (trace, report) = try Repository.trace(named: name)
    #expect(report.complete)

    let svg = String(decoding: try SVGTimeline.render(trace: trace), as: UTF8.self)
    #expect(svg.components(separatedBy: "<").count - 1 <= 10_000)
    #expect(svg.contains(trace.header.scenario))
    let html = String(decoding: try HTMLViewer.render(trace: trace), as: UTF8.self)
    #expect(html.contains("<script"))
    // Nothing is loaded from the network at view time; a recorded request's name
    // (`GET https://…`) is data, not a link.
    for load in ["src=\"http", "href=\"http", "url(http", "@import"] {
      #expect(!html.contains(load), "\(load)")
    }
    let chrome = try JSONSerialization.jsonObject(with: try ChromeTrace.render(trace: trace))
    #expect(chrome is [String: Any] || chrome is [Any])
  }
}
