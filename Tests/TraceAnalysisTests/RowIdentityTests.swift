import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewRuntime
import ViewTraceKit

@MainActor @Suite struct RowIdentityTests {
  @Test func indexRowsKeepTheirStateWhenAnElementIsInsertedBeforeThem() async throws {
    let analysis = try await analyze(IndexRowsScreen()) { driver in
      try await driver.toggle("B")
      try await driver.tap("Add")
    }
    #expect(analysis.kinds == [.stateWrongRow])
    let finding = try analysis.finding(.stateWrongRow)
    #expect(finding.summary.hasPrefix("ToggleRow[index=0] kept _isOn = true"))
    let screens = "TraceAnalysisTests/Screens.swift"
    #expect(
      finding.sites == [
        SourceSite.of("ForEach(0..<items.count)", in: screens, after: "struct IndexRowsScreen:"),
        SourceSite.of("@State var isOn", in: screens, after: "struct ToggleRow:"),
      ])
    let lines = analysis.chainLines(of: finding)
    // From the toggle that gave the row its state, through the insertion, to what the row shows.
    #expect(lines.first == "input toggle \"B\"")
    #expect(lines.contains("input tap \"Add\""))
    #expect(lines.contains("invalidate @self(title) (parent-inputs)"))
    #expect(lines.last == "Text shows \"A\" (was \"B\")")
  }

  @Test func rowsIdentifiedByElementFollowTheirData() async throws {
    let analysis = try await analyze(IDRowsScreen()) { driver in
      try await driver.toggle("B")
      try await driver.tap("Add")
    }
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
  }

  @Test func consecutiveIDsWithTheNextInsertedFirstAreNotPositions() async throws {
    let analysis = try await analyze(NewestFirstInbox()) { driver in
      try await driver.toggle("Lunch?")
      try await driver.tap("Receive")
    }
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
    // The insertion records that the new row is the first: position 0, plus one.
    let added = analysis.trace.events.filter {
      $0.kind == .identity && $0.reason == DecisionReason.elementAdded.rawValue
    }
    #expect(added.map(\.value) == [1])
    // A trace without positions, as recorded before them, is judged by the ids alone:
    // `1, 2, 3` then `4` read as positions.
    var old = analysis.trace
    for i in old.events.indices where old.events[i].kind == .identity { old.events[i].value = 0 }
    #expect(Analysis(trace: old).kinds == [.stateWrongRow])
  }

  @Test func aViewKeptInPlaceCarriesItsStateToTheNextEntity() async throws {
    let analysis = try await analyze(PagedScreen(identifiedByValue: false)) { driver in
      try await driver.toggle("Notes")
      try await driver.tap("Like")
      try await driver.tap("Next")
    }
    #expect(analysis.kinds == [.stateWrongRow])
    let finding = try analysis.finding(.stateWrongRow)
    #expect(
      finding.summary.hasPrefix(
        "PageView[0.else] kept _showsNotes = true while PagedScreen.body gave it another entity"))
    let lines = analysis.chainLines(of: finding)
    #expect(lines.first == "input toggle \"Notes\"")
    #expect(lines.contains("input tap \"Next\""))
    #expect(lines.last == "inserted Text (element-added ∅ → \"c\")")
  }

  @Test func duplicateIDsAreReportedOncePerForEach() async throws {
    let analysis = try await analyze(DuplicateIDScreen())
    #expect(analysis.kinds == [.identityDuplicateID])
    let finding = try analysis.finding(.identityDuplicateID)
    #expect(
      finding.summary.hasPrefix("ForEach: the id \"a\" occurs 2 times in DuplicateIDScreen.body"))
    #expect(analysis.events(of: finding).last?.kind == .warning)
  }
}
