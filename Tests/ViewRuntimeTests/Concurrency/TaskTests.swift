import RuntimeTestSupport
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@MainActor final class Log {
  var lines: [String] = []
}

struct Poller: View {
  let log: Log
  let label: String
  var body: some View {
    Text(label)
      .task {
        do {
          try await Task.sleep(for: .seconds(10))
          log.lines.append("\(label) finished")
        } catch {
          log.lines.append("\(label) cancelled")
        }
      }
  }
}

struct TaskHost: View {
  let log: Log
  @State var showPoller = true
  @State var selection = 1
  var body: some View {
    VStack {
      if showPoller { Poller(log: log, label: "poller") }
      Text("Item \(selection)")
        .task(id: selection) {
          do {
            try await Task.sleep(for: .seconds(1))
            log.lines.append("loaded \(selection)")
          } catch {}
        }
      Button("Hide") { showPoller = false }
      Button("Next") { selection += 1 }
    }
  }
}

@MainActor @Suite struct TaskTests {
  @Test func taskIsCancelledWhenItsIdentityLeaves() async throws {
    let log = Log()
    let driver = Driver(TaskHost(log: log))
    try await driver.start()
    try await driver.advance(by: .seconds(2))
    try await driver.tap("Hide")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    #expect(log.lines.contains("poller cancelled"))
    let cancel = try #require(
      trace.resolved(.taskCancel).first { $0.event.code == CancelReason.disappeared.rawValue })
    let disappear = try #require(trace.resolved(seq: cancel.event.cause))
    #expect(disappear.kind == .disappear)
    let end = try #require(
      trace.events.first { $0.kind == .taskEnd && $0.value == cancel.event.value })
    #expect(end.code == TaskOutcome.finishedAfterCancel.rawValue)
  }

  @Test func taskWithIDRestartsWhenTheIDChanges() async throws {
    let log = Log()
    let driver = Driver(TaskHost(log: log))
    try await driver.start()
    try await driver.tap("Next")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    #expect(log.lines.filter { $0.hasPrefix("loaded") } == ["loaded 2"])
    let cancel = try #require(
      trace.resolved(.taskCancel).first { $0.event.code == CancelReason.idChanged.rawValue })
    let restart = try #require(trace.resolved(.taskStart).first { $0.event.cause == cancel.seq })
    #expect(restart.after == "2")
    #expect(restart.event.code == TaskKind.taskID.rawValue)
    #expect(
      restart.site
        == SourceSite.of(
          ".task(id: selection)", in: "ViewRuntimeTests/TaskTests.swift", after: "struct TaskHost:")
    )
  }

  @Test func aTaskStartedInOnAppearIsNeverCancelledAndWritesAfterTheViewIsGone() async throws {
    let driver = Driver(HideHost(content: UnstructuredTicker()))
    try await driver.start()
    try await driver.tap("Hide")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    #expect(trace.resolved(.taskCancel).isEmpty)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_ticks" })
    #expect(write.event.code == Writer.task.rawValue)
    #expect(write.identity.hasSuffix("/UnstructuredTicker[0.if]"))
    #expect(trace.resolved(.slotWrite).last?.seq == write.seq)
    let start = try #require(
      trace.resolved(.taskStart).first { $0.event.value == write.event.value })
    #expect(start.event.code == TaskKind.unstructured.rawValue)
    #expect(trace.resolved(seq: start.event.cause)?.kind == .appear)
    // The write came after the identity was freed, was recorded, and invalidated nothing.
    let removal = try #require(
      trace.resolved(.identity, at: "UnstructuredTicker[0.if]").first {
        $0.event.code == IdentityDecision.removed.rawValue
      })
    #expect(removal.seq < write.seq)
    #expect(trace.events.first { $0.kind == .invalidate && $0.cause == write.seq } == nil)
  }
}
