import RuntimeTestSupport
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewRuntime
import ViewTraceKit

@MainActor @Suite struct BodyAndModelTests {
  @Test func aBodyThatWritesStateIsReported() async throws {
    let analysis = try await analyze(SelfWritingScreen())
    #expect(analysis.kinds == [.stateWriteDuringBody])
    let finding = try analysis.finding(.stateWriteDuringBody)
    #expect(
      finding.summary.hasPrefix(
        "SelfWritingScreen.body wrote _evaluated of SelfWritingScreen (false → true)"))
    #expect(
      finding.sites == [
        SourceSite.of("@State var evaluated", in: "TraceAnalysisTests/Screens.swift")
      ])
    let events = analysis.events(of: finding)
    #expect(events.map(\.kind).suffix(3) == [.bodyBegin, .slotWrite, .warning])
  }

  @Test func stateSeededFromAParentIgnoresItsNewValue() async throws {
    let analysis = try await analyze(GreetingHost()) { driver in
      try await driver.tap("Switch user")
    }
    #expect(analysis.kinds == [.stateSeededFromParent])
    let finding = try analysis.finding(.stateSeededFromParent)
    #expect(
      finding.summary.hasPrefix(
        "_name of Greeting was seeded from its parent, which now passes another value "
          + "(_user of GreetingHost went \"Ada\" → \"Grace\"), but it keeps \"Ada\""))
    #expect(
      finding.sites == [
        SourceSite.of("_name = State(initialValue:", in: "RuntimeTestSupport/SeededGreeting.swift")
      ])
    let lines = analysis.chainLines(of: finding)
    // The first evaluation created the slot with the value it keeps; the tap passed another.
    #expect(lines.first == "body GreetingHost")
    #expect(lines.contains("input tap \"Switch user\""))
    #expect(lines.last == "invalidate @self(name) (parent-inputs)")
  }

  @Test func aPlainInputFollowsItsParent() async throws {
    let analysis = try await analyze(PlainGreetingHost()) { driver in
      try await driver.tap("Switch user")
    }
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
  }

  @Test func anObservedObjectMadeByItsViewIsRecreated() async throws {
    let analysis = try await analyze(TallyHost { TallyView() }) { driver in
      try await driver.tap("Increment")
      try await driver.tap("Rename")
    }
    #expect(analysis.kinds == [.modelRecreated])
    let finding = try analysis.finding(.modelRecreated)
    #expect(
      finding.summary.hasPrefix(
        "TallyView observes a new Tally (Tally#1 → Tally#2) after TallyHost.body rebuilt it"))
    let lines = analysis.chainLines(of: finding)
    // The read of the first instance, then the rebuild that gave the view another.
    #expect(lines.first == "input tap \"Increment\"")
    #expect(lines.contains("input tap \"Rename\""))
    #expect(lines.contains("invalidate @self(tally) (parent-inputs)"))
    #expect(lines.last == "read Tally#2 (published)")
  }

  @Test func aStateObjectSurvivesItsParent() async throws {
    // The fix, `@StateObject`.
    let analysis = try await analyze(TallyHost { TallyScreen() }) { driver in
      try await driver.tap("Add")
      try await driver.tap("Rename")
    }
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
  }

  @Test func aBodyRunForAPropertyItNeverReadsIsReported() async throws {
    let analysis = try await analyze(ProfileScreen()) { driver in
      try await driver.tap("Visit")
      try await driver.tap("Visit")
    }
    #expect(analysis.kinds == [.invalidationUnread])
    let finding = try analysis.finding(.invalidationUnread)
    #expect(finding.severity == .warning)
    #expect(
      finding.summary.hasPrefix(
        "NameLabel.body ran twice for Profile.visits, which it never reads: an ObservableObject"))
    #expect(
      finding.sites == [
        SourceSite.of(
          "@StateObject var profile", in: "TraceAnalysisTests/Screens.swift",
          after: "struct ProfileScreen:")
      ])
    let lines = analysis.chainLines(of: finding)
    // Both evaluations the summary counts.
    #expect(
      lines == [
        "input tap \"Visit\"", "Profile.visits 0 → 1 (by action)",
        "invalidate Profile.visits (published)", "body NameLabel",
        "input tap \"Visit\"", "Profile.visits 1 → 2 (by action)",
        "invalidate Profile.visits (published)", "body NameLabel",
      ])
  }
}
