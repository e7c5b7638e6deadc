import RuntimeTestSupport
import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

@MainActor @Suite struct TaskTests {
  @Test func anUnstructuredTaskOutlivesItsView() async throws {
    let analysis = try await analyze(HideHost(content: UnstructuredTicker())) { driver in
      try await driver.tap("Hide")
    }
    #expect(analysis.kinds == [.taskNotCancelled])
    let finding = try analysis.finding(.taskNotCancelled)
    #expect(finding.summary.contains("wrote _ticks = 1"))
    let events = analysis.events(of: finding)
    #expect(events.first?.kind == .appear)
    #expect(events.contains { $0.kind == .input })
    #expect(events.contains { $0.kind == .disappear })
    #expect(events.last?.kind == .slotWrite)
  }

  @Test func aStructuredTaskStopsWithItsView() async throws {
    let analysis = try await analyze(HideHost(content: StructuredTicker())) { driver in
      try await driver.tap("Hide")
    }
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
  }

  @Test func aTaskThatSwallowsItsCancellationGoesOn() async throws {
    let analysis = try await analyze(HideHost(content: StubbornPoller())) { driver in
      try await driver.tap("Hide")
    }
    #expect(analysis.kinds == [.taskCancellationIgnored])
    let finding = try analysis.finding(.taskCancellationIgnored)
    #expect(finding.summary.contains("(disappeared) but went on: started GET /poll"))
    let lines = analysis.chainLines(of: finding)
    #expect(lines.first == "input tap \"Hide\"")
    #expect(lines.contains("task 1 cancelled (disappeared)"))
    #expect(lines.last == "GET /poll began (effect 1)")
  }

  @Test func aResultArrivingAfterTheRestartIsWrittenAnyway() async throws {
    let analysis = try await analyze(SearchScreen()) { driver in
      try await driver.type("a", into: "Search")
      try await driver.type("ab", into: "Search")
    }
    #expect(analysis.kinds == [.taskWriteAfterCancel])
    let finding = try analysis.finding(.taskWriteAfterCancel)
    #expect(
      finding.summary.contains("wrote _results = [\"a\"] after it was cancelled (id-changed)"))
    let lines = analysis.chainLines(of: finding)
    #expect(lines.contains("input type-text \"Search\" = a"))
    #expect(lines.contains("task 1 cancelled (id-changed)"))
    #expect(lines.last == "_results [] → [\"a\"] (by task)")
  }

  @Test func aRequestInAnInnerTaskRunsOnAfterTheCancelAndWritesItsStaleResult() async throws {
    let analysis = try await analyze(InnerTaskLoader()) { driver in
      try await driver.tap("Next day")
    }
    #expect(analysis.kinds == [.taskWriteAfterCancel, .taskCancellationIgnored])
    let ignored = try analysis.finding(.taskCancellationIgnored)
    #expect(ignored.summary.contains("(id-changed) but went on: its GET /day/1 ran on to the end"))
    #expect(analysis.chainLines(of: ignored).last == "GET /day/1 ended (succeeded, effect 1)")
    let stale = try analysis.finding(.taskWriteAfterCancel)
    #expect(stale.summary.contains("wrote _result = \"day 1\" after it was cancelled (id-changed)"))
  }
}
