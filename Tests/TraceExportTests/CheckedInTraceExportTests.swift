import Foundation
import Testing
import TraceFormat

@testable import TraceExport

/// Every recorded trace in traces/ exports in every format: the XML validates against the
/// schema and reads back as the same trace, and the timelines stay within their element budget.
@Suite struct CheckedInTraceExportTests {
  static let files: [URL] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("traces")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".vtrace") }.sorted().map { root.appendingPathComponent($0) }
  }()

  @Test func thereAreTracesToExport() {
    #expect(Self.files.count >= 20)
  }

  @Test(arguments: files.map(\.lastPathComponent))
  func exportsInEveryFormat(name: String) throws {
    let url = try #require(Self.files.first { $0.lastPathComponent == name })
    let (trace, report) = try Trace.read(from: url)
    #expect(report.complete)

    let xml = try TraceXML.render(trace: trace)
    try TraceXML.validate(xml)
    let back = try TraceXML.read(from: xml)
    #expect(back.header == trace.header)
    #expect(back.strings == trace.strings)
    #expect(back.events == trace.events)

    let svg = String(decoding: try SVGTimeline.render(trace: trace), as: UTF8.self)
    #expect(svg.components(separatedBy: "<").count - 1 <= 10_000)
    #expect(svg.contains(trace.header.scenario))
    let html = String(decoding: try HTMLViewer.render(trace: trace), as: UTF8.self)
    #expect(html.contains("<script"))
    #expect(!html.contains("http://") && !html.contains("https://"))
    let chrome = try JSONSerialization.jsonObject(with: try ChromeTrace.render(trace: trace))
    #expect(chrome is [String: Any] || chrome is [Any])
  }
}
