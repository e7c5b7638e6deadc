import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// The suite's screens that showed a false accusation or a miss, pinned by their events.
@MainActor @Suite struct IssueTwelveTests {
  @Test func aTaskCancelledInOnDisappearWhoseResultFindsItsViewGoneIsOnlyANote() async throws {
    let analysis = try await analyze(Closable(content: CancellingShowtimes())) { driver in
      try await driver.tap("Close")
    }
    let events = analysis.trace.events
    let cancel = try #require(events.first { $0.kind == .taskCancel })
    #expect(cancel.code == CancelReason.explicit.rawValue)
    let destroy = try #require(
      events.first { $0.kind == .slotDestroy && analysis.timeline[$0.name] == "_showtimes" })
    let write = try #require(
      events.last { $0.kind == .slotWrite && analysis.timeline[$0.name] == "_showtimes" })
    #expect(destroy.seq < write.seq && cancel.seq < write.seq)
    #expect(analysis.kinds == [.taskResultDiscarded])
    let note = try analysis.finding(.taskResultDiscarded)
    #expect(note.severity == .info)
    #expect(note.summary.contains("cancelled (explicit) but ran to its end"))
    #expect(note.summary.contains("which was already gone"))
    #expect(note.chain.contains(cancel.seq) && note.symptom == write.seq)
  }

  @Test func aStaleResultThatReachesALiveSlotIsStillAnError() async throws {
    let analysis = try await analyze(DebouncedSearch()) { driver in
      try await driver.type("a", into: "Search")
      try await driver.type("ab", into: "Search")
    }
    let stale = try analysis.finding(.taskWriteAfterCancel)
    #expect(stale.severity == .error)
    #expect(analysis.chainLines(of: stale).last == "_results [] → [\"a\"] (by task)")
  }

  @Test func enumeratedOffsetsAreIdentityByPosition() async throws {
    let analysis = try await analyze(EnumeratedTodoList()) { driver in
      try await driver.tap("Buy milk")
      try await driver.type("plants", into: "Search")
    }
    #expect(analysis.kinds == [.stateWrongRow])
    let finding = try analysis.finding(.stateWrongRow)
    #expect(finding.summary.hasPrefix("TodoRow[id=0] kept _isExpanded = true"))
    #expect(finding.summary.contains("(@self(todo))"))
    let forEach = SourceSite.of(
      "ForEach(Array(Todo.matching(search, in: todos).enumerated())",
      in: "TraceAnalysisTests/RowScreens.swift")
    #expect(finding.sites.first == forEach)
    let lines = analysis.chainLines(of: finding)
    // From the tap that gave the row its state, through the search, to what the row shows.
    #expect(lines.first == "input tap \"Buy milk\"")
    #expect(lines.contains("input type-text \"Search\" = plants"))
    #expect(lines.contains("invalidate @self(todo) (parent-inputs)"))
    #expect(lines.last == "Text shows \"Water plants\" (was \"Buy milk\")")
    // The siblings went in the same update, each decision naming the ForEach.
    let removals = analysis.trace.events.filter {
      $0.kind == .identity && $0.reason == DecisionReason.elementRemoved.rawValue
    }
    #expect(
      removals.map { analysis.timeline[$0.identity].hasSuffix("TodoRow[id=1]") } == [true, false])
    #expect(removals.allSatisfy { analysis.timeline[$0.site] == forEach })
  }

  @Test func aComputedRowNumberIsIdentityByPosition() async throws {
    let analysis = try await analyze(NumberedTodoList()) { driver in
      try await driver.tap("Buy milk")
      try await driver.tap("Done with first")
    }
    let finding = try analysis.finding(.stateWrongRow)
    #expect(finding.summary.hasPrefix("TodoRow[id=1] kept _isExpanded = true"))
    #expect(
      finding.sites.first
        == SourceSite.of(
          "ForEach(numbered, id: \\.number)", in: "TraceAnalysisTests/RowScreens.swift"))
  }

  @Test func workAfterASleepIsCausedByItsWakeUp() async throws {
    let analysis = try await analyze(ObservableFeed()) { driver in try await driver.refresh() }
    let late = try #require(
      analysis.trace.events.first { $0.kind == .invalidate && $0.time >= 300_000_000 })
    let trace = analysis.trace
    let lines = analysis.timeline.graph.path(to: late.seq).compactMap { trace.event(seq: $0) }
      .map { trace.describe($0, as: .prose) }
    #expect(lines.first == "input refresh pull to refresh")
    #expect(lines.dropFirst().first?.hasPrefix("task 1 started (.refreshable") == true)
    #expect(
      lines.suffix(3) == [
        "woke: sleep 300 ms ended", #"FeedStore.items ["Hello"] → ["Fresh", "Hello"] (by task)"#,
        "invalidate FeedStore.items (observable)",
      ])
    #expect(analysis.findings.isEmpty)
  }
}
