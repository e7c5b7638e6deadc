import Foundation
import Testing
import TraceFormat
import TraceTestSupport

@testable import TraceExport

@Suite struct HTMLViewerTests {
  typealias Object = [String: Any]

  /// The page, and the JSON it embeds, parsed back.
  func render(_ trace: Trace, findings: Bool = true) throws -> (page: String, data: Object) {
    let page = try ViewerPage(
      HTMLViewer.render(
        trace: trace, findings: findings ? [SampleTraces.branchFlipFinding(in: trace)] : []))
    return (page.text, page.data)
  }

  @Test func thePageForbidsNetworkAccessAndForeignScripts() throws {
    let (page, _) = try render(SampleTraces.branchFlip())
    let csp = try #require(
      page.range(of: #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; "#))
    #expect(page[csp.upperBound...].hasPrefix("style-src 'unsafe-inline'; script-src 'nonce-"))
    // The data's three inert elements and the script.
    #expect(page.components(separatedBy: "<script").count == 5)
    #expect(!page.contains("http://") && !page.contains("https://"))
  }

  @Test func lanesSpansAndFindingsAreEmbedded() throws {
    let (_, data) = try render(SampleTraces.branchFlip())
    let lanes = try #require(data["lanes"] as? Object)
    #expect(lanes["path"] as? [String] == ["App", SampleTraces.counterA, SampleTraces.counterB])
    #expect(lanes["depth"] as? [Int] == [0, 1, 1])
    let spans = try #require(data["spans"] as? Object)
    let kinds = try #require(spans["kind"] as? [Int])
    #expect(kinds.filter { $0 == Int(TimelineLayout.SpanKind.body.rawValue) }.count == 5)
    let findings = try #require(data["findings"] as? [Object])
    #expect(findings.count == 1)
    let chain = try #require(findings[0]["chain"] as? [Object])
    #expect(chain.first?["text"] as? String == #"#19 input toggle toggle "Flip" = true"#)
    #expect(chain.last?["text"] as? String == "#29 slot _count created = 0 (Counter.swift:4)")
    #expect(chain.last?["lane"] as? Int == 2)
  }

  @Test func eachUpdateSaysWhatChanged() throws {
    let trace = SampleTraces.branchFlip()
    let (_, data) = try render(trace)
    let updates = try #require(data["updates"] as? [Object])
    #expect(updates.map { $0["n"] as? Int } == [1, 2, 3])
    let third = updates[2]
    let (first, last) = try (#require(third["first"] as? Int), #require(third["last"] as? Int))
    #expect(trace.events[first].kind == .updateBegin && trace.events[first].update == 3)
    #expect(trace.events[last].kind == .updateEnd && trace.events[last].update == 3)
    // App (slot), else:Counter (new identity)
    #expect(third["evaluated"] as? [Int] == [0, 0, 2, 5])
    #expect(third["input"] as? String == #"#19 input toggle toggle "Flip" = true"#)
    let strings = try #require(data["strings"] as? [String])
    let ops = try #require(third["ops"] as? [Int])
    // Change, lane, name, value, event: the tree changes up to the update's end, in order, each
    // with the index of the event that made it.
    let all = stride(from: 0, to: ops.count, by: 5).map { Array(ops[$0..<$0 + 5]) }
    #expect(all.allSatisfy { $0[4] <= last } && all.map { $0[4] } == all.map { $0[4] }.sorted())
    let slotOps = all.filter { (2...4).contains($0[0]) }.map {
      "\($0[0]) \($0[1]) \(strings[$0[2]]) \(strings[$0[3]]) \(trace.events[$0[4]].kind)"
    }
    // destroy then:Counter's _count, create else:Counter's. The toggle's write of App's _flag,
    // before the update began, changes nothing the tree shows: the trace never created _flag.
    #expect(slotOps == ["4 1 _count  slot-destroy", "2 2 _count 0 slot-create"])
    // then:Counter leaves the tree, else:Counter enters it.
    #expect(all.filter { $0[0] <= 1 }.map { "\($0[0]) \($0[1])" } == ["1 1", "0 2"])
    // What the update did to identities (marks: 6 plus the TreeMark): App evaluated, then:Counter
    // removed and gone from view, else:Counter inserted, visible and evaluated.
    let marks = all.filter { $0[0] >= 6 }.map { "\($0[0]) \($0[1])" }
    #expect(marks == ["6 0", "9 1", "10 1", "8 2", "7 2", "6 2"])
    // Every change comes from the update's own events.
    #expect(all.allSatisfy { $0[4] >= first })
  }

  @Test func everyEventHasItsWordsFromSwift() throws {
    let trace = SampleTraces.branchFlip()
    let (_, data) = try render(trace)
    let events = try #require(data["events"] as? Object)
    let records = try #require(data["records"] as? [[Any]])
    let record = try #require(events["record"] as? [Int])
    #expect(record.count == trace.events.count)
    #expect(events["seq"] == nil)  // consecutive: the page counts from firstSeq
    let recordKind = try #require(data["recordKind"] as? [Int])
    for (i, event) in trace.events.enumerated() {
      #expect(recordKind[record[i]] == Int(event.kind.rawValue))
      #expect(records[record[i]][0] as? String == trace.describe(event, as: .prose))
    }
    // Events that read alike share a record: the two `read _count (slot)`s, say.
    #expect(records.count < trace.events.count)
    // A slot write: its fields' texts, in the order of its kind's field notes.
    let write = try #require(
      trace.events.firstIndex { $0.kind == .slotWrite && trace[$0.name] == "_count" })
    #expect(
      records[record[write]].dropFirst().compactMap { $0 as? String } == [
        "_count", "0 → 1", "action", "0",
      ])
    // Header fields come from the event: the cause as seq minus its cause's seq.
    let cause = try #require(events["cause"] as? [Int])
    #expect(cause[write] == Int(trace.events[write].cause.distance(to: trace.events[write].seq)))
    let kinds = try #require(data["kinds"] as? [Object])
    let slotWrite = try #require(kinds.first { $0["name"] as? String == "slot-write" })
    #expect(slotWrite["summary"] as? String == "A state slot was written.")
    #expect((slotWrite["fields"] as? [[String]])?[1] == ["before → after", "the values."])
    // The time axis, one step per event: one event a microsecond, a spread of half that.
    let steps = try #require(events["step"] as? [Int])
    #expect(
      steps.first == 0
        && steps.dropFirst().allSatisfy { $0 == 1_000 - (data["spread"] as? Int ?? 0) })
  }

  @Test func theScriptWritesNoEventProse() throws {
    // Words about events come from Swift (`Trace.prose`, the kinds' doc comments), never the page.
    for fragment in [
      "destroyed (was", "body of ", " started (", " cancelled (", "began (", "\" → \"",
    ] {
      #expect(!ViewerScript.source.contains(fragment), "viewer.js writes \(fragment)")
    }
  }

  @Test func hostileTextStaysInsideTheData() throws {
    let (page, data) = try render(SampleTraces.evil(), findings: false)
    #expect(!page.contains("__pwned=1</script>"))
    #expect(!page.contains("\u{2028}") && !page.contains("\u{2029}"))
    #expect(page.components(separatedBy: "</script>").count == 5)
    #expect(data["scenario"] as? String == "evil <scenario> & \"quotes\" \u{1}")
    let lanes = try #require(data["lanes"] as? Object)
    #expect((lanes["path"] as? [String])?.last == SampleTraces.evilIdentity)
    #expect((data["strings"] as? [String])?.contains(SampleTraces.evilEffect) == true)
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
