import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// The ways tutorials wait two seconds in a task, besides `Task.sleep(for:)`.
enum SleepForm: String, CaseIterable, Sendable {
  case nanoseconds
  case forContinuousClock
  case forSuspendingClock
  case untilContinuousDeadline
  case untilSuspendingDeadline
  case untilDefaultClock
  case continuousClockFor
  case continuousClockUntil
  case suspendingClockFor
  case suspendingClockUntil

  /// Sleeps two seconds the way this form is written in a view's task.
  @MainActor func sleepTwoSeconds() async throws {
    switch self {
    case .nanoseconds:
      try await Task.sleep(nanoseconds: 2_000_000_000)
    case .forContinuousClock:
      try await Task.sleep(for: .seconds(2), tolerance: .milliseconds(10), clock: .continuous)
    case .forSuspendingClock:
      try await Task.sleep(for: .seconds(2), clock: .suspending)
    case .untilContinuousDeadline:
      try await Task.sleep(until: .now + .seconds(2), clock: .continuous)
    case .untilSuspendingDeadline:
      try await Task.sleep(until: .now + .seconds(2), tolerance: .seconds(1), clock: .suspending)
    case .untilDefaultClock:
      try await Task.sleep(until: ContinuousClock.now.advanced(by: .seconds(2)))
    case .continuousClockFor:
      try await ContinuousClock().sleep(for: .seconds(2))
    case .continuousClockUntil:
      try await ContinuousClock().sleep(until: .now + .seconds(2))
    case .suspendingClockFor:
      try await SuspendingClock().sleep(for: .seconds(2))
    case .suspendingClockUntil:
      let clock = SuspendingClock()
      try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
    }
  }
}

/// Where a screen's waiting task comes from.
enum TaskStarter: String, CaseIterable, Sendable {
  /// The view's `.task`.
  case taskModifier
  /// `onAppear { handle = Task { } }`, cancelled through its handle in `onDisappear`.
  case unstructured
}

/// What the test sees of a screen: how its sleep ended, and its unstructured task's handle, kept
/// outside state so that storing it causes no update and the sleep starts at the appear.
@MainActor private final class Probe {
  var lines: [String] = []
  var handle: Task<Void, Never>?
}

/// Counts a load once its task has slept two seconds; logs a sleep that threw.
private struct DelayedLabel: View {
  let form: SleepForm
  let starter: TaskStarter
  let probe: Probe
  @State private var loads = 0

  var body: some View {
    if starter == .taskModifier {
      Text("Loads \(loads)").task { await load() }
    } else {
      Text("Loads \(loads)")
        .onAppear { probe.handle = Task { await load() } }
        .onDisappear { probe.handle?.cancel() }
    }
  }

  private func load() async {
    do {
      try await form.sleepTwoSeconds()
      loads += 1
    } catch {
      probe.lines.append(error is CancellationError ? "cancelled" : "\(error)")
    }
  }
}

private struct DelayedLabelHost: View {
  let form: SleepForm
  let starter: TaskStarter
  let probe: Probe
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { DelayedLabel(form: form, starter: starter, probe: probe) }
    }
  }
}

@MainActor @Suite struct ClockSleepTests {
  private static let twoSeconds: UInt64 = 2_000_000_000

  private func driver(_ form: SleepForm, _ starter: TaskStarter, probe: Probe = Probe()) -> Driver {
    Driver(DelayedLabelHost(form: form, starter: starter, probe: probe))
  }

  @Test(arguments: SleepForm.allCases, TaskStarter.allCases)
  func theTasksWriteLandsAtTheVirtualDeadline(form: SleepForm, starter: TaskStarter) async throws {
    let driver = driver(form, starter)
    try await driver.start()
    try await driver.advance(by: .milliseconds(1_999))
    #expect(driver.trace.resolved(.slotWrite).allSatisfy { $0.name != "_loads" })
    try await driver.advance(by: .milliseconds(1))
    let trace = try driver.finish()

    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_loads" })
    #expect(write.after == "1" && write.event.code == Writer.task.rawValue)
    let wake = try #require(trace.resolved(seq: write.event.cause))
    #expect(wake.kind == .read && wake.event.code == DependencyKind.clock.rawValue)
    #expect(wake.name == "sleep 2 s" && wake.event.time == write.event.time)
    let start = try #require(trace.resolved(seq: wake.event.cause))
    #expect(start.kind == .taskStart && start.event.value == write.event.value)
    let appear = try #require(trace.resolved(seq: start.event.cause))
    #expect(appear.kind == .appear && appear.identity.contains("DelayedLabel[1.if]/"))
    #expect(write.event.time == appear.event.time + Self.twoSeconds)
  }

  @Test(arguments: SleepForm.allCases, TaskStarter.allCases)
  func twoRecordingsAreTheSame(form: SleepForm, starter: TaskStarter) async throws {
    func record() async throws -> Trace {
      let driver = driver(form, starter)
      try await driver.start()
      try await driver.waitUntilIdle()
      return try driver.finish()
    }
    let first = try await record()
    #expect(first.resolved(.slotWrite).contains { $0.name == "_loads" })
    #expect(try await record() == first)
  }

  @Test(arguments: SleepForm.allCases, TaskStarter.allCases)
  func leavingTheViewWhileItSleepsCancelsTheSleep(form: SleepForm, starter: TaskStarter)
    async throws
  {
    let probe = Probe()
    let driver = driver(form, starter, probe: probe)
    try await driver.start()
    try await driver.advance(by: .seconds(1))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    #expect(probe.lines == ["cancelled"])
    #expect(trace.resolved(.slotWrite).allSatisfy { $0.name != "_loads" })
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(trace.resolved(seq: cancel.event.cause)?.kind == .disappear)
    if starter == .taskModifier {
      #expect(cancel.event.code == CancelReason.disappeared.rawValue)
      let end = try #require(
        trace.resolved(.taskEnd).first { $0.event.value == cancel.event.value })
      #expect(end.event.code == TaskOutcome.finishedAfterCancel.rawValue)
    } else {
      #expect(cancel.event.code == CancelReason.explicit.rawValue)
    }
  }
}
