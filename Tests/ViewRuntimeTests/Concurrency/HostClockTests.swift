import Synchronization
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A clock of the app's own, whose sleeps return at once and are counted.
private struct CountingClock: Clock {
  final class Calls: Sendable {
    let count = Atomic(0)
  }

  let calls = Calls()
  var now: ContinuousClock.Instant { .now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
    calls.count.add(1, ordering: .relaxed)
  }
}

/// Writes what its task measured or saw.
private struct Measuring: View {
  let work: @MainActor () async throws -> String
  @State private var result = ""

  var body: some View {
    Text(result).task { result = (try? await work()) ?? "threw" }
  }
}

private struct MeasuringHost: View {
  let work: @MainActor () async throws -> String
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { Measuring(work: work) }
    }
  }
}

@MainActor @Suite struct HostClockTests {
  private func result(of work: @escaping @MainActor () async throws -> String) async throws
    -> Resolved?
  {
    let driver = Driver(MeasuringHost(work: work))
    try await driver.start()
    try await driver.waitUntilIdle()
    return try driver.finish().resolved(.slotWrite).first { $0.name == "_result" }
  }

  @Test func theClocksNowInAHostIsTheVirtualTime() async throws {
    let write = try await result {
      let continuous = ContinuousClock.now
      let suspending = SuspendingClock().now
      try await Task.sleep(for: .seconds(2))
      return "\(continuous.duration(to: .now)) \(suspending.duration(to: SuspendingClock.now))"
    }
    #expect(write?.after == "\"2.0 seconds 2.0 seconds\"")
  }

  @Test func aClockOfTheAppsOwnSleepsAsItSays() async throws {
    let clock = CountingClock()
    let write = try await result {
      try await Task.sleep(for: .seconds(5), clock: clock)
      try await Task.sleep(until: clock.now.advanced(by: .seconds(5)), clock: clock)
      return "\(clock.calls.count.load(ordering: .relaxed))"
    }
    #expect(write?.after == "\"2\"")
    #expect(write?.event.time ?? 0 < 1_000_000_000)
  }

  @Test func yieldingTasksLetTheDriverSettle() async throws {
    let write = try await result {
      for _ in 0..<100 { await Task.yield() }
      return "yielded"
    }
    #expect(write?.after == "\"yielded\"")
    #expect(write?.event.time ?? .max < 1_000_000)
  }

  @Test func aSleepForEverEndsWhenItsTaskIsCancelled() async throws {
    let probe = Log()
    let driver = Driver(
      MeasuringHost {
        do {
          try await Task.sleep(nanoseconds: .max)
        } catch {
          probe.lines.append("\(type(of: error))")
        }
        return "done"
      })
    try await driver.start()
    try await driver.advance(by: .seconds(60))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()
    #expect(probe.lines == ["CancellationError"])
    #expect(trace.resolved(.taskCancel).count == 1)
  }

  @Test func outsideAHostTheSleepsAreTheStandardOnes() async throws {
    try await Task.sleep(nanoseconds: 1_000)
    try await ContinuousClock().sleep(until: .now)
    let sleeper = Task {
      try await Task.sleep(nanoseconds: 60_000_000_000)
    }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }
}
