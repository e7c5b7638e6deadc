import DemoApps
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
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
    #expect(analysis.kinds == [.taskCancelledByOwnWrite])
    let finding = try analysis.finding(.taskCancelledByOwnWrite)
    #expect(finding.severity == .warning)
    let (branch, task, refresh) = (NotesSites.branch, NotesSites.task, NotesSites.refresh)
    #expect(
      finding.summary
        == "the refresh at \(refresh) set NotesStore.isRefreshing = true, which "
        + "removed List, the view carrying it (NoteListScreen.body flipped a branch), so its own "
        + "write cancelled it: its GET /notes ended cancelled, and its result never arrived; then "
        + "the .task at \(task) started again")
    #expect(finding.sites == [refresh, branch])
    let lines = analysis.chainLines(of: finding)
    #expect(lines.first == "input refresh pull to refresh")
    #expect(lines.last == "task 3 started (.task, \(task))")
    let expectedOrder = [
      "input refresh pull to refresh",
      "task 2 started (.refreshable, \(refresh))",
      "invalidate NotesStore.isRefreshing (observable)",
      "body NoteListScreen",
      "removed .navigationTitle (branch-flipped)",
      "disappear .refreshable",
      "task 2 cancelled (disappeared)",
      "GET /notes ended (cancelled, effect 2)",
      "inserted .navigationTitle (branch-flipped)",
      "task 3 started (.task, \(task))",
    ]
    let positions = expectedOrder.map { lines.firstIndex(of: $0) }
    #expect(!positions.contains(nil), "\(lines)")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    #expect(finding.fix.contains("instead of swapping it out at \(branch)"))
  }

  /// A `@State` flag: the write is a `slot-write` by the refresh, the site of the `@State` is
  /// named, and what the refresh writes after its cancel is part of this story, not another
  /// accusation.
  @Test func aRefreshCancelsItselfThroughItsState() async throws {
    let analysis = try await analyze(SpinnerSwapInbox()) { driver in try await driver.refresh() }
    #expect(analysis.kinds == [.taskCancelledByOwnWrite])
    let finding = try analysis.finding(.taskCancelledByOwnWrite)
    let refresh = Self.inboxSite(".refreshable {")
    #expect(
      finding.summary.hasPrefix(
        "the refresh at \(refresh) wrote _isLoading = true, "
          + "which removed List, the view carrying it (SpinnerSwapInbox.body flipped a branch)"))
    #expect(
      finding.summary.hasSuffix("its GET /inbox ended cancelled, and its result never arrived"))
    #expect(
      finding.sites == [
        refresh, Self.inboxSite("if isLoading {"), Self.inboxSite("@State private var isLoading"),
      ])
    let chain = analysis.events(of: finding)
    let kinds = chain.map(\.kind)
    let write = try #require(chain.first { $0.kind == .slotWrite })
    #expect(write.code == Writer.task.rawValue && analysis.trace[write.name] == "_isLoading")
    let order: [EventKind] = [
      .input, .taskStart, .slotWrite, .invalidate, .bodyBegin, .identity, .disappear, .taskCancel,
      .effectEnd,
    ]
    let positions = order.map { kinds.firstIndex(of: $0) }
    #expect(!positions.contains(nil), "\(analysis.chainLines(of: finding))")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    #expect(chain.last?.kind == .effectEnd && chain.last?.code == EffectOutcome.cancelled.rawValue)
  }

  /// A model property's write, where the trace records it as `model-write` (format 3): the
  /// refresh's write is named with its model and value.
  @Test func aModelWriteIsTheWriteThatCancelledIt() async throws {
    var trace = try await analyze(SpinnerSwapInbox()) { driver in try await driver.refresh() }
      .trace
    let strings = StringTable(strings: trace.strings)
    let index = try #require(trace.events.firstIndex { $0.kind == .slotWrite })
    trace.events[index].kind = .modelWrite
    trace.events[index].identity = strings.intern("InboxModel#1")
    trace.events[index].name = strings.intern("isLoading")
    trace.events[index].type = strings.intern("InboxModel")
    trace.strings = strings.strings
    let analysis = Analysis(trace: trace)
    let finding = try analysis.finding(.taskCancelledByOwnWrite)
    #expect(
      finding.summary.hasPrefix(
        "the refresh at \(Self.inboxSite(".refreshable {")) set "
          + "InboxModel.isLoading = true, which removed List"))
    #expect(finding.chain.contains(trace.events[index].seq))
  }

  /// A `.task` on the `.loaded` case that sets `phase = .loading`: cancelled at its first write,
  /// before any input.
  @Test func aTaskCancelsItselfBySettingItsPhase() async throws {
    let analysis = try await analyze(CachedProfile())
    let finding = try analysis.finding(.taskCancelledByOwnWrite)
    #expect(
      finding.summary.hasPrefix(
        "the .task at \(Self.screensSite(".task { await reload() }", after: "struct CachedProfile:")) wrote _phase = loading, "
          + "which removed Text, the view carrying it (CachedProfile.body flipped a branch)"))
    let lines = analysis.chainLines(of: finding)
    #expect(lines.first?.hasPrefix("appear .task") == true, "\(lines)")
    #expect(lines.contains("task 1 cancelled (disappeared)"))
    #expect(lines.last == "GET /profile ended (cancelled, effect 1)")
  }

  /// Going back while a pushed screen refreshes cancels the refresh through the pop, not
  /// through anything the refresh wrote.
  @Test func aRefreshCancelledByGoingBackIsNotItsOwnDoing() async throws {
    let analysis = try await analyze(ThreadBrowser()) { driver in
      try await driver.tap("Swift on Linux")
      try await driver.refresh(waitForAction: false)
      try await driver.advance(by: .milliseconds(50))
      try await driver.pop()
    }
    let cancel = try #require(analysis.trace.events.first { $0.kind == .taskCancel })
    #expect(cancel.code == CancelReason.disappeared.rawValue)
    #expect(
      analysis.timeline.graph.firstCause(of: cancel.seq) { $0.kind == .input }?.code
        == InputAction.pop.rawValue)
    // Its `defer { isLoading = false }` after the cancel is cleanup, not a discarded result.
    #expect(analysis.findings.isEmpty, "\(analysis.kinds)")
  }

  /// The site of the line of SpinnerSwapInbox that contains `text`.
  /// A refresh that bumps the `.id` of its own List: the body changed the List's id, it did not
  /// flip a branch, and the summary says so (it said "flipped a branch" before its words were
  /// taken from the removal's reason).
  @Test func aRefreshThatChangesItsOwnIDSaysTheIDChanged() async throws {
    let analysis = try await analyze(ReloadingByID()) { driver in try await driver.refresh() }
    let finding = try analysis.finding(.taskCancelledByOwnWrite)
    #expect(
      finding.summary.contains(
        "which removed List, the view carrying it (ReloadingByID.body changed its id)"),
      "\(finding.summary)")
    #expect(!finding.summary.contains("branch"))
  }

  static func inboxSite(_ text: String) -> String {
    screensSite(text, after: "struct SpinnerSwapInbox:")
  }

  static func screensSite(_ text: String, after anchor: String) -> String {
    SourceSite.of(text, in: "TraceAnalysisTests/SelfCancelScreens.swift", after: anchor)
  }
}

/// `.refreshable` on a List whose `.id` the refresh itself bumps before it loads.
private struct ReloadingByID: View {
  @State private var generation = 0
  @State private var messages = ["Welcome"]
  var body: some View {
    List(messages, id: \.self) { Text($0) }
      .refreshable {
        generation += 1
        if let fresh = try? await FakeAPI.load("GET /inbox", ["New", "Welcome"]) {
          messages = fresh
        }
      }
      .id(generation)
  }
}
