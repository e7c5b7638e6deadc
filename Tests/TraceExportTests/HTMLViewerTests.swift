import Foundation
import Testing
import TraceFormat
import TraceTestSupport

@testable import TraceExport

@Suite struct HTMLViewerTests {
  typealias Object = [String: Any]

  /// The page, and the JSON it embeds, parsed back.
  func render(_ trace: Trace, findings: Bool = true) throws -> (page: String, data: Object) {
    let page = String(
      decoding: try HTMLViewer.render(
        trace: trace, findings: findings ? [SampleTraces.branchFlipFinding(in: trace)] : []),
      as: UTF8.self)
    let open = try #require(
      page.range(of: #"<script type="application/json" id="viewtrace-data">"#))
    let close = try #require(page.range(of: "</script>", range: open.upperBound..<page.endIndex))
    let json = Data(page[open.upperBound..<close.lowerBound].utf8)
    return (page, try #require(try JSONSerialization.jsonObject(with: json) as? Object))
  }

  @Test func thePageForbidsNetworkAccessAndForeignScripts() throws {
    let (page, _) = try render(SampleTraces.branchFlip())
    let csp = try #require(
      page.range(of: #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; "#))
    #expect(page[csp.upperBound...].hasPrefix("style-src 'unsafe-inline'; script-src 'nonce-"))
    #expect(page.components(separatedBy: "<script").count == 3)
    #expect(!page.contains("http://") && !page.contains("https://"))
  }

  @Test func lanesSpansAndFindingsAreEmbedded() throws {
    let (_, data) = try render(SampleTraces.branchFlip())
    let lanes = try #require(data["lanes"] as? Object)
    #expect(lanes["path"] as? [String] == ["App", SampleTraces.counterA, SampleTraces.counterB])
    #expect(lanes["depth"] as? [Int] == [0, 1, 1])
    let spans = try #require(data["spans"] as? Object)
    let kinds = try #require(spans["kind"] as? [Int])
    #expect(kinds.filter { $0 == Int(Timeline.SpanKind.body.rawValue) }.count == 5)
    let findings = try #require(data["findings"] as? [Object])
    #expect(findings.count == 1)
    let chain = try #require(findings[0]["chain"] as? [Object])
    #expect(chain.first?["text"] as? String == #"#19 input toggle toggle "Flip" = true"#)
    #expect(chain.last?["text"] as? String == "#29 slot _count created = 0 (Counter.swift:4)")
    #expect(chain.last?["lane"] as? Int == 2)
  }

  @Test func eachUpdateSaysWhatChanged() throws {
    let (_, data) = try render(SampleTraces.branchFlip())
    let updates = try #require(data["updates"] as? [Object])
    #expect(updates.map { $0["n"] as? Int } == [1, 2, 3])
    let third = updates[2]
    // App (slot), else:Counter (new identity)
    #expect(third["evaluated"] as? [Int] == [0, 0, 2, 5])
    #expect(third["removed"] as? [Int] == [1])
    #expect(third["inserted"] as? [Int] == [2])
    #expect(third["disappeared"] as? [Int] == [1])
    #expect(third["input"] as? String == #"#19 input toggle toggle "Flip" = true"#)
    let strings = try #require(data["strings"] as? [String])
    let ops = try #require(third["ops"] as? [Int])
    // Operation, lane, name, before, after: the state changes up to the update's end, in order.
    let slotOps = stride(from: 0, to: ops.count, by: 5).filter { ops[$0] <= 2 }.map {
      "\(ops[$0]) \(ops[$0 + 1]) \(strings[ops[$0 + 2]]) \(strings[ops[$0 + 3]]) \(strings[ops[$0 + 4]])"
    }
    // write _flag (the toggle, before the update began), destroy then:Counter's _count, create
    // else:Counter's.
    #expect(slotOps == ["1 0 _flag false true", "2 1 _count 1 ", "0 2 _count  0"])
    let removals = stride(from: 0, to: ops.count, by: 5).filter { ops[$0] == 4 }.map { ops[$0 + 1] }
    #expect(removals == [1])
  }

  @Test func hostileTextStaysInsideTheData() throws {
    let (page, data) = try render(SampleTraces.evil(), findings: false)
    #expect(!page.contains("__pwned=1</script>"))
    #expect(!page.contains("\u{2028}") && !page.contains("\u{2029}"))
    #expect(page.components(separatedBy: "</script>").count == 3)
    #expect(data["scenario"] as? String == "evil <scenario> & \"quotes\" \u{1}")
    let lanes = try #require(data["lanes"] as? Object)
    #expect((lanes["path"] as? [String])?.last == SampleTraces.evilIdentity)
    #expect((data["strings"] as? [String])?.contains(SampleTraces.evilEffect) == true)
  }

  @Test func largeTracesStayCompact() throws {
    let trace = SyntheticTrace.make(events: 100_000)
    let page = try HTMLViewer.render(trace: trace)
    #expect(page.count < 100_000 * 60)
  }

  @Test func scriptConstantMatchesFile() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/TraceExport/HTML/viewer.js")
    #expect(try String(contentsOf: file, encoding: .utf8) == ViewerScript.source)
  }

  @Test func theAxisIsTimeWithItsMapBackToTraceTime() throws {
    let (_, data) = try render(SampleTraces.branchFlip())
    // One event a microsecond: no clusters, so the map is one straight line.
    let knots = try #require(data["knots"] as? Object)
    #expect(knots["position"] as? [Int] == [0, 36_000])
    #expect(knots["time"] as? [Int] == [0, 36_000])
    #expect(data["start"] as? Int == 0 && data["end"] as? Int == 36_000)
    #expect(data["firstSeq"] as? Int == 1 && data["lastSeq"] as? Int == 37)
    let spans = try #require(data["spans"] as? Object)
    let body = try #require((spans["seq"] as? [Int])?.firstIndex(of: 16))
    #expect((spans["start"] as? [Int])?[body] == 15_000)
    #expect((spans["endSeq"] as? [Int])?[body] == 17)
  }
}
