import Testing
import TraceFormat
import TraceTestSupport
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

/// Holds the stopwatch's timer outside state, so that keeping it causes no write.
@MainActor private final class TimerBox {
  var timer: Timer?
}

/// A stopwatch ticking with a repeating `Timer`, started and invalidated by buttons.
private struct TimerStopwatch: View {
  let box: TimerBox
  var interval: TimeInterval = 1
  @State private var seconds = 0

  var body: some View {
    VStack {
      Text("Seconds \(seconds)")
      Button("Start") {
        box.timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
          MainActor.assumeIsolated { seconds += 1 }
        }
      }
      Button("Stop") { box.timer?.invalidate() }
    }
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
    let wake = try #require(trace.resolved(seq: write.event.cause))
    #expect(wake.kind == .read && wake.name == "timer 2 s")
    let start = try #require(trace.resolved(seq: wake.event.cause))
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

  @Test func aRepeatingTimerTicksOnTheVirtualClockUntilInvalidated() async throws {
    let driver = Driver(TimerStopwatch(box: TimerBox()))
    try await driver.start()
    try await driver.tap("Start")
    try await driver.advance(by: .seconds(3))
    try await driver.tap("Stop")
    try await driver.advance(by: .seconds(5))
    let trace = try driver.finish()

    let tap = try #require(trace.resolved(.input).first { $0.name == "\"Start\"" })
    let writes = trace.resolved(.slotWrite).filter { $0.name == "_seconds" }
    #expect(writes.map(\.after) == ["1", "2", "3"])
    #expect(writes.map(\.event.time) == [1, 2, 3].map { tap.event.time + $0 * Self.second })
    // Each tick wakes the task (a read of the clock) and its write follows from that wake-up.
    let ticks = writes.compactMap { trace.resolved(seq: $0.event.cause) }
    #expect(ticks.map(\.name) == ["timer 1 s", "timer 1 s", "timer 1 s"])
    #expect(ticks.dropFirst().map(\.event.cause) == writes.dropLast().map(\.seq))
    let start = try #require(trace.resolved(seq: ticks[0].event.cause))
    #expect(start.kind == .taskStart && start.name == "Timer" && start.event.cause == tap.seq)
    #expect(writes.allSatisfy { $0.event.value == start.event.value })
    #expect(trace.resolved(.taskEnd).contains { $0.event.value == start.event.value })
  }

  @Test func aTimerNeverInvalidatedKeepsTheScreenBusy() async throws {
    let driver = Driver(TimerStopwatch(box: TimerBox(), interval: 600))
    try await driver.start()
    try await driver.tap("Start")
    await #expect(throws: DriverError.self) { try await driver.waitUntilIdle() }
  }
}
