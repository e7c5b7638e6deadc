import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Starts unstructured tasks in each way a screen does, and shows what they wrote.
private struct Launcher: View {
  @State private var value = 0
  @State private var handle: Task<Void, Never>?

  var body: some View {
    VStack {
      Text("Value \(value)")
      Button("Idle") { Task { await Task.yield() } }
      Button("Store") {
        handle = Task {
          try? await Task.sleep(for: .seconds(2))
          value = 2
        }
      }
      Button("Nested") {
        Task {
          let request = Task { () async throws -> Int in
            try await Task.sleep(nanoseconds: 1_000_000_000)
            return 7
          }
          value = (try? await request.value) ?? -1
        }
      }
      Button("Named") { Task(name: "plain") { value = 5 } }
    }
  }
}

/// Writes from a `Task { }` created in its `.task`.
private struct InnerWriter: View {
  @State private var value = 0

  var body: some View {
    Text("Value \(value)").task { Task { value = 9 } }
  }
}

@MainActor @Suite struct TaskCreationTests {
  private func record(tapping button: String) async throws -> Trace {
    try await record(Launcher()) { try await $0.tap(button) }
  }

  private func record(_ screen: some View, then act: (Driver) async throws -> Void = { _ in })
    async throws -> Trace
  {
    let driver = Driver(screen)
    try await driver.start()
    try await act(driver)
    try await driver.waitUntilIdle()
    return try driver.finish()
  }

  private func unstructuredStarts(_ trace: Trace) -> [Resolved] {
    trace.resolved(.taskStart).filter { $0.event.code == TaskKind.unstructured.rawValue }
  }

  @Test func aTaskThatDoesNothingVisibleIsRecordedFromItsCreationToItsEnd() async throws {
    let trace = try await record(tapping: "Idle")
    let start = try #require(unstructuredStarts(trace).first)
    let input = try #require(trace.resolved(seq: start.event.cause))
    #expect(input.kind == .input && input.name == "\"Idle\"")
    #expect(start.identity.hasSuffix("Button[1]"))
    let end = try #require(trace.resolved(.taskEnd).first { $0.event.value == start.event.value })
    #expect(end.event.cause == start.seq)
    #expect(end.event.code == TaskOutcome.finished.rawValue)
  }

  @Test func aTaskWhoseHandleIsStoredInStateRecordsTheSameTraceOnEveryRun() async throws {
    let trace = try await record(tapping: "Store")
    #expect(try await record(tapping: "Store") == trace)
    let start = try #require(unstructuredStarts(trace).first)
    #expect(trace.resolved(seq: start.event.cause)?.kind == .input)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_value" })
    let wake = try #require(trace.resolved(seq: write.event.cause))
    #expect(wake.kind == .read && wake.event.cause == start.seq)
    #expect(write.event.value == start.event.value)
    // No body reads the handle: storing it re-runs nothing, and the sleep begins at once.
    #expect(write.event.time == start.event.time + 2_000_000_000)
  }

  @Test func aTaskCreatedInATaskIsCausedByItAndItsThrowingValueIsAwaited() async throws {
    let trace = try await record(tapping: "Nested")
    let starts = unstructuredStarts(trace)
    try #require(starts.count == 2)
    let (outer, inner) = (starts[0], starts[1])
    #expect(inner.event.cause == outer.seq)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_value" })
    #expect(write.after == "7" && write.event.value == outer.event.value)
    #expect(write.event.time == inner.event.time + 1_000_000_000)
    let ends = trace.resolved(.taskEnd).filter { $0.event.code == TaskOutcome.finished.rawValue }
    #expect(Set(ends.map(\.event.value)) == [outer.event.value, inner.event.value])
  }

  @Test func aNamedTaskIsTheStandardOneSeenOnlyWhenItWrites() async throws {
    let trace = try await record(tapping: "Named")
    let start = try #require(unstructuredStarts(trace).first)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_value" })
    #expect(write.seq == start.seq.next && write.after == "5")
    #expect(trace.resolved(.taskEnd).allSatisfy { $0.event.value != start.event.value })
  }

  @Test func aTaskCreatedInATaskModifierWorksForThatTask() async throws {
    let trace = try await record(InnerWriter())
    #expect(unstructuredStarts(trace).isEmpty)
    let start = try #require(trace.resolved(.taskStart).first)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_value" })
    #expect(write.after == "9" && write.event.value == start.event.value)
  }
}
