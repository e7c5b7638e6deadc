import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

/// Computes its total on the pool, in a detached task that its `.task` awaits.
struct PoolTotal: View {
  @State var total = 0
  var body: some View {
    Text("Total \(total)")
      .task {
        total = await Task.detached { (1...100).reduce(0, +) }.value
      }
  }
}

/// A `.task` that sleeps on the host's clock, and one that waits for a stream nobody feeds.
struct ParkedTasks: View {
  let listens: Bool
  var body: some View {
    Text("Parked")
      .task { try? await Task.sleep(for: .seconds(60)) }
      .task {
        guard listens else { return }
        let neverFed = AsyncStream<Int> { _ in }
        for await _ in neverFed {}
        try? await Task.sleep(for: .seconds(60))
      }
  }
}

@MainActor @Suite struct SettleOffMainTests {
  @Test func aTaskAwaitingWorkOnThePoolIsWaitedFor() async throws {
    let driver = Driver(PoolTotal())
    try await driver.start()
    _ = try driver.find(text: "Total 5050")
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.slotWrite).first)
    #expect(write.name == "_total" && write.after == "5050")
    #expect(trace.resolved(.taskEnd).first?.event.code == TaskOutcome.finished.rawValue)
  }

  /// The driver's real-time wait is skipped only when every task of the host sleeps on its clock.
  @Test func onlyATaskSuspendedOffTheHostsClockCallsForTheWait() async throws {
    let sleeping = Driver(ParkedTasks(listens: false))
    try await sleeping.start()
    #expect(sleeping.trace.resolved(.taskEnd).count == 1)
    #expect(!sleeping.host.core.mayAwaitWorkOffMain)
    try sleeping.finish()

    let listening = Driver(ParkedTasks(listens: true))
    try await listening.start()
    #expect(listening.trace.resolved(.taskEnd).isEmpty)
    #expect(listening.host.core.mayAwaitWorkOffMain)
    try listening.finish()
  }
}
