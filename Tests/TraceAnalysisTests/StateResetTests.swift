import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewRuntime
import ViewTraceKit

@MainActor @Suite struct StateResetTests {
  @Test func branchFlipResetsTheSameViewInTheOtherBranch() async throws {
    let analysis = try await analyze(BranchFlipScreen()) { driver in
      try await driver.type("draft", into: "Text")
      try await driver.tap("Switch")
    }
    #expect(analysis.kinds == [.stateResetBranchFlip])
    let finding = try analysis.finding(.stateResetBranchFlip)
    #expect(finding.severity == .error)
    #expect(finding.summary.hasPrefix("_text of Editor reset from \"draft\" to \"\""))
    #expect(finding.summary.contains("BranchFlipScreen.body"))
    // The `if` and the @State declaration.
    let screens = "TraceAnalysisTests/Screens.swift"
    let branch = SourceSite.of("if compact { Editor() }", in: screens)
    let text = SourceSite.of("@State var text", in: screens, after: "struct Editor:")
    #expect(finding.sites == [branch, text])
    #expect(finding.summary.contains("the `if` at \(branch) in BranchFlipScreen.body"))
    let lines = analysis.chainLines(of: finding)
    // From the typing that gave the lost state its value to the tap that lost it.
    #expect(lines.first == "input type-text \"Text\" = draft")
    #expect(lines.contains("_text \"\" → \"draft\" (by action)"))
    #expect(lines.contains("input tap \"Switch\""))
    #expect(lines.contains("_compact false → true (by action)"))
    #expect(lines.contains("removed Editor (branch-flipped)"))
    #expect(lines.contains("inserted Editor (branch-flipped)"))
    #expect(lines.contains("slot _text destroyed (was \"draft\")"))
    #expect(lines.contains("slot _text created = \"\" (\(text))"))
    // The summary's "on screen" clause cites what the new TextField showed: the symptom.
    #expect(lines.last == "TextField shows placeholder \"Text\"")
  }

  @Test func oneViewOutsideTheBranchKeepsItsState() async throws {
    let analysis = try await analyze(StableBranchScreen()) { driver in
      try await driver.type("draft", into: "Text")
      try await driver.tap("Switch")
    }
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
  }

  @Test func aChangedIDResetsState() async throws {
    let analysis = try await analyze(VersionedEditorScreen()) { driver in
      try await driver.type("draft", into: "Text")
      try await driver.tap("New version")
    }
    #expect(analysis.kinds == [.stateResetIDChanged])
    let finding = try analysis.finding(.stateResetIDChanged)
    // A plain id that changes is how a view asks for fresh state: worth a mention only.
    #expect(finding.severity == .info)
    #expect(finding.summary.contains("changed from 1 to 2"))
    #expect(analysis.chainLines(of: finding).contains("inserted Editor (id-changed 1 → 2)"))
  }

  @Test func aWholeValueAsIDResetsStateWhenAnyFieldChanges() async throws {
    let analysis = try await analyze(PagedScreen(identifiedByValue: true)) { driver in
      try await driver.toggle("Notes")
      try await driver.tap("Like")
    }
    #expect(analysis.kinds == [.stateResetIDChanged])
    let finding = try analysis.finding(.stateResetIDChanged)
    #expect(finding.severity == .error)
    #expect(finding.summary.hasPrefix("_showsNotes of PageView reset from true to false"))
    #expect(finding.summary.contains("likes: 0"))
  }

  @Test func anIDMadeInTheBodyIsUnstable() async throws {
    let analysis = try await analyze(UnstableIDScreen()) { driver in
      try await driver.type("draft", into: "Text")
      try await driver.tap("Tap")
    }
    #expect(analysis.kinds == [.stateResetUnstableID])
    let finding = try analysis.finding(.stateResetUnstableID)
    #expect(finding.summary.contains("a freshly made id in UnstableIDScreen.body (UUID#2, …)"))
    #expect(finding.summary.contains("_text of Editor reset from \"draft\" to \"\""))
    #expect(analysis.chainLines(of: finding).first == "input tap \"Tap\"")
  }
  @Test func aUUIDKeptInStateAndRenewedOnRequestIsAPlainIDChange() async throws {
    let analysis = try await analyze(StartOverForm()) { driver in
      try await driver.type("Shopping", into: "Draft")
      try await driver.tap("Start over")
    }
    // The id was made once and stored in `_formID`: the action asked for a fresh form.
    #expect(analysis.kinds == [.stateResetIDChanged])
    let finding = try analysis.finding(.stateResetIDChanged)
    #expect(finding.severity == .info)
    #expect(finding.summary.contains("changed from UUID#1 to UUID#2"))
    #expect(analysis.chainLines(of: finding).contains("_formID UUID#1 → UUID#2 (by action)"))
  }
}
