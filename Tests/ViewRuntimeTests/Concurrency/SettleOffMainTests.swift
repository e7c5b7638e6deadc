import Foundation
import RuntimeTestSupport
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

/// Computes its total on the pool, in a detached task that its `.task` awaits; with `slowly`,
/// the computation holds its thread for 50 ms of real time first.
struct PoolTotal: View {
  var slowly = false
  @State var total = 0
  var body: some View {
    Text("Total \(total)")
      .task {
        total = await Task.detached { [slowly] in
          if slowly { holdThread(seconds: 0.05) }
          return (1...100).reduce(0, +)
        }.value
      }
  }
}

/// Blocks the calling thread, as slow work on the pool does.
private func holdThread(seconds: Double) { Thread.sleep(forTimeInterval: seconds) }

@MainActor @Suite struct SettleOffMainTests {
  /// The driver waits for a detached task's work for as long as it runs: 50 ms here, which a
  /// fixed grace of a few milliseconds would miss.
  @Test(arguments: [false, true])
  func aTaskAwaitingWorkOnThePoolIsWaitedFor(slowly: Bool) async throws {
    let driver = Driver(PoolTotal(slowly: slowly))
    try await driver.start()
    _ = try driver.find(text: "Total 5050")
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.slotWrite).first)
    #expect(write.name == "_total" && write.after == "5050")
    #expect(trace.resolved(.taskEnd).first?.event.code == TaskOutcome.finished.rawValue)
  }

  /// Tasks parked on a stream, a continuation or an effect that the main actor feeds cost no
  /// real time: 1,000 actions, every one heard, and the driver never waited.
  @Test func tasksParkedOnTheMainActorsWorkCallForNoWait() async throws {
    let driver = Driver(ParkedOnMain(feed: MainFeed()))
    try await driver.start()
    for _ in 0..<1_000 { try await driver.tap("Send") }
    _ = try driver.find(text: "heard 1000, answered 1000")
    #expect(driver.realTimeWaits == 0)
    let trace = try driver.finish()
    #expect(trace.resolved(.input).count == 1_000)
    // The 1,001st wait is still open when the driver finishes, which ends it cancelled.
    let ends = trace.resolved(.effectEnd)
    #expect(ends.count == 1_001 && ends.last?.event.code == EffectOutcome.cancelled.rawValue)
    #expect(trace.resolved(.slotWrite).filter { $0.name == "_heard" }.count == 1_000)
    #expect(trace.resolved(.slotWrite).filter { $0.name == "_answered" }.count == 1_000)
  }
}

/// A search in `.task(id:)` through a main-actor model whose request sleeps on the clock.
@Observable @MainActor final class SleepySearch {
  var results = 0
  func run(_ query: String) async {
    let found: Int? = try? await withEffect("GET /search?q=\(query)") {
      try await Task.sleep(for: .milliseconds(150))
      return query.count
    }
    if let found { results = found }
  }
}

struct SleepySearchScreen: View {
  @State var query = ""
  @State var search = SleepySearch()
  var body: some View {
    TextField("Search", text: $query)
      .task(id: query) { await search.run(query) }
  }
}

@MainActor @Suite struct SettleStartTests {
  /// Settling runs every task as far as it can go at the current instant: the first search has
  /// started its request, and sleeps on the clock, before the first action.
  @Test func aTaskStartedByTheFirstUpdateReachesItsFirstSleep() async throws {
    let driver = Driver(SleepySearchScreen())
    try await driver.start()
    #expect(driver.trace.resolved(.effectBegin).map(\.name) == ["GET /search?q="])
    try await driver.type("a", into: "Search")
    let trace = try driver.finish()
    #expect(trace.resolved(.effectEnd).first?.event.code == EffectOutcome.cancelled.rawValue)
  }
}
