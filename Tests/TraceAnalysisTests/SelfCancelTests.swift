import DemoApps
import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// `task/cancelled-by-own-write`: the chain from the input, through the task's own write, the
/// body that removed its view and the cancel, to the work the cancel cut short.
@MainActor @Suite struct SelfCancelTests {
  /// The notes demo: the refresh sets a model property, its List goes, the refresh is
  /// cancelled, and the List's `.task` fetches again when it is back.
  @Test func theNotesRefreshCancelsItselfThroughItsModel() async throws {
    let trace = try await ScenarioCatalog.scenario(named: "notes-refresh-flicker")!.record()
    let analysis = Analysis(trace: trace)
    #expect(analysis.kinds == ["task/cancelled-by-own-write"])
    let finding = try analysis.finding("task/cancelled-by-own-write")
    #expect(finding.severity == .warning)
    #expect(
      finding.summary
        == "the refresh at DemoApps/NotesScreens.swift:37 set NotesStore.isRefreshing, which "
        + "removed List, the view carrying it (NoteListScreen.body flipped a branch), so its own "
        + "write cancelled it: its GET /notes ended cancelled, and its result never arrived; then "
        + "the .task at DemoApps/NotesScreens.swift:36 started again")
    #expect(finding.sites == ["DemoApps/NotesScreens.swift:37", "DemoApps/NotesScreens.swift:30"])
    let lines = analysis.chainLines(of: finding)
    #expect(lines.first == "input refresh pull to refresh")
    #expect(lines.last == "task 3 started (.task, DemoApps/NotesScreens.swift:36)")
    let expectedOrder = [
      "input refresh pull to refresh",
      "task 2 started (.refreshable, DemoApps/NotesScreens.swift:37)",
      "invalidate NotesStore.isRefreshing (observable)",
      "body NoteListScreen",
      "removed .navigationTitle (branch-flipped)",
      "disappear .refreshable",
      "task 2 cancelled (disappeared)",
      "GET /notes ended (cancelled, effect 2)",
      "inserted .navigationTitle (branch-flipped)",
      "task 3 started (.task, DemoApps/NotesScreens.swift:36)",
    ]
    let positions = expectedOrder.map { lines.firstIndex(of: $0) }
    #expect(!positions.contains(nil), "\(lines)")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    #expect(finding.fix.contains("instead of swapping it out at DemoApps/NotesScreens.swift:30"))
  }

  /// A `.task` on the `.loaded` case that sets `phase = .loading`: cancelled at its first write,
  /// before any input.
  @Test func aTaskCancelsItselfBySettingItsPhase() async throws {
    let analysis = try await analyze(CachedProfile())
    let finding = try analysis.finding("task/cancelled-by-own-write")
    #expect(
      finding.summary.hasPrefix(
        "the .task at TraceAnalysisTests/SelfCancelScreens.swift:22 wrote _phase = loading, "
          + "which removed Text, the view carrying it (CachedProfile.body flipped a branch)"))
    let lines = analysis.chainLines(of: finding)
    #expect(lines.first?.hasPrefix("appear .task") == true, "\(lines)")
    #expect(lines.contains("task 1 cancelled (disappeared)"))
    #expect(lines.last == "GET /profile ended (cancelled, effect 1)")
  }
}
