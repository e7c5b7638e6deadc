import Testing
import TraceFormat
import ViewRuntime

/// A list that simulates a two-second load with `DispatchQueue.main.asyncAfter` from
/// `onAppear`, and marks itself shown with `DispatchQueue.main.async`.
private struct DelayedList: View {
  var delay = 2.0
  @State private var items: [String] = []
  @State private var status = "new"

  var body: some View {
    VStack {
      Text(status)
      ForEach(items, id: \.self) { Text($0) }
    }
    .onAppear {
      DispatchQueue.main.async { status = "shown" }
      load()
    }
  }

  private func load() {
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { items = ["Milk", "Eggs"] }
  }
}

@MainActor @Suite struct DispatchTimerTests {
  private static let second: UInt64 = 1_000_000_000

  @Test func asyncAfterWritesAtTheVirtualDeadline() async throws {
    let driver = Driver(DelayedList())
    try await driver.start()
    try await driver.advance(by: .milliseconds(1_999))
    #expect(driver.trace.resolved(.slotWrite).allSatisfy { $0.name != "_items" })
    try await driver.advance(by: .milliseconds(1))
    let trace = try driver.finish()

    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_items" })
    #expect(write.event.code == Writer.task.rawValue)
    let start = try #require(trace.resolved(seq: write.event.cause))
    #expect(start.kind == .taskStart && start.name == "asyncAfter")
    #expect(start.event.code == TaskKind.unstructured.rawValue)
    #expect(start.event.value == write.event.value)
    let appear = try #require(trace.resolved(seq: start.event.cause))
    #expect(appear.kind == .appear && appear.identity.contains("DelayedList"))
    #expect(write.event.time == appear.event.time + 2 * Self.second)
    let end = try #require(trace.resolved(.taskEnd).first { $0.event.value == start.event.value })
    #expect(end.event.cause == write.seq && end.event.time == write.event.time)
  }

  @Test func mainQueueAsyncWorkIsSettledByStart() async throws {
    let driver = Driver(DelayedList())
    try await driver.start()
    #expect(
      driver.trace.resolved(.slotWrite).contains {
        $0.name == "_status" && $0.after.contains("shown")
      })
  }

  @Test func inLiveModeTheDriverWaitsForAsyncAfter() async throws {
    let driver = Driver(DelayedList(delay: 0.1), clock: .live)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_items" })
    let appear = try #require(trace.resolved(.appear).first)
    #expect(write.event.time >= appear.event.time + Self.second / 10)
  }

  @Test func twoRecordingsOfAnAsyncAfterLoadAreTheSame() async throws {
    func record() async throws -> Trace {
      let driver = Driver(DelayedList())
      try await driver.start()
      try await driver.waitUntilIdle()
      return try driver.finish()
    }
    let first = try await record()
    #expect(first.resolved(.slotWrite).contains { $0.name == "_items" })
    #expect(try await record() == first)
  }
}
