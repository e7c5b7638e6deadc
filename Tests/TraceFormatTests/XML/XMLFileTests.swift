import Foundation
import Testing
import TraceFormat
import TraceTestSupport

/// An XML file is a trace file: the reader knows it by its content, whatever its name.
@Suite struct XMLFileTests {
  private func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "xml-file-\(UUID().uuidString)-\(name)")
  }

  @Test(arguments: ["trace.xml", "trace.vtrace", "trace"])
  func theReaderKnowsXMLByItsContent(name: String) throws {
    let trace = SampleTraces.everyCode()
    let url = temporary(name)
    defer { try? FileManager.default.removeItem(at: url) }
    try trace.write(to: url, format: .xml)
    #expect(try Data(contentsOf: url) == TraceXML.render(trace: trace))
    let (back, report) = try Trace.read(from: url)
    #expect(back == trace)
    #expect(report.format == .xml && report.formatVersion == 1 && report.complete)
    #expect(report.events == UInt64(trace.events.count) && report.notes.isEmpty)
  }

  @Test func aByteOrderMarkStillReadsAsXML() throws {
    let trace = SampleTraces.branchFlip()
    let url = temporary("bom.xml")
    defer { try? FileManager.default.removeItem(at: url) }
    try (Data([0xEF, 0xBB, 0xBF]) + TraceXML.render(trace: trace)).write(to: url)
    let reader = try TraceReader(url: url)
    #expect(reader.format == .xml)
    var events: [TraceEvent] = []
    while let event = try reader.next() { events.append(event) }
    #expect(events == Array(trace.events) && reader.strings == trace.strings)
  }

  @Test func hostileXMLIsRefusedByTheReaderAsByTraceXML() throws {
    let url = temporary("hostile.vtrace")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE trace [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <trace xmlns="urn:viewtrace:trace:1" version="1">&xxe;</trace>
      """.utf8
    ).write(to: url)
    let error = #expect(throws: TraceFormatError.self) { try Trace.read(from: url) }
    #expect(
      error?.description
        == "\(url.lastPathComponent): line 2: a DOCTYPE is not allowed (DTDs and entities are refused)"
    )
  }

  @Test func anXMLFileIsReadAsXMLWhateverItsName() throws {
    let url = temporary("trace.vtrace")
    defer { try? FileManager.default.removeItem(at: url) }
    let trace = SampleTraces.branchFlip()
    try trace.write(to: url, format: .xml)
    let (read, report) = try Trace.read(from: url)
    #expect(report.format == .xml)
    #expect(read.events == trace.events)
  }
}
