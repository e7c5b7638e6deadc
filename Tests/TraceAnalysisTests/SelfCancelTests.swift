import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime

/// `task/cancelled-by-own-write`: the chain from the input, through the task's own write, the
/// body that removed its view and the cancel, to the work the cancel cut short.
@MainActor @Suite struct SelfCancelTests {
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
