import Testing
import TraceFormat
import ViewRuntime

/// A panel that loads a value from `onAppear { Task { } }`, optionally keeping the handle and
/// cancelling it in `onDisappear`.
private struct LoadingPanel: View {
  let cancelsOnDisappear: Bool
  @State private var value = 0
  @State private var handle: Task<Void, Never>?

  var body: some View {
    Text("Value \(value)")
      .onAppear {
        handle = Task {
          guard (try? await Task.sleep(for: .milliseconds(300))) != nil else { return }
          value = 42
        }
      }
      .onDisappear { if cancelsOnDisappear { handle?.cancel() } }
  }
}

private struct PanelHost: View {
  let cancelsOnDisappear: Bool
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { LoadingPanel(cancelsOnDisappear: cancelsOnDisappear) }
    }
  }
}

@MainActor @Suite struct UnstructuredTaskTests {
  /// Hides the panel 100 ms after it appeared, then lets the task finish.
  private func hideEarly(cancelling: Bool) async throws -> Trace {
    let driver = Driver(PanelHost(cancelsOnDisappear: cancelling))
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    return try driver.finish()
  }

  @Test func aTaskWritingAfterItsViewWasFreedIsRecordedUnderTheRemovedPath() async throws {
    let trace = try await hideEarly(cancelling: false)
    let removal = try #require(
      trace.events.first {
        $0.kind == .identity && $0.code == IdentityDecision.removed.rawValue
          && trace[$0.identity].hasSuffix("LoadingPanel[1.if]")
      })
    let write = try #require(
      trace.events.first { $0.kind == .slotWrite && trace[$0.name] == "_value" })
    #expect(write.seq > removal.seq)
    #expect(write.identity == removal.identity)
    #expect(write.code == Writer.task.rawValue)
    #expect(trace[write.after] == "42")
    #expect(!trace.events.contains { $0.kind == .invalidate && $0.cause == write.seq })
  }

  @Test func cancellingAnUnstructuredTaskThroughItsHandleIsRecorded() async throws {
    let trace = try await hideEarly(cancelling: true)
    let cancel = try #require(trace.events.first { $0.kind == .taskCancel })
    #expect(cancel.code == CancelReason.explicit.rawValue)
    let cause = try #require(trace.event(seq: cancel.cause))
    #expect(cause.kind == .disappear)
    #expect(!trace.events.contains { $0.kind == .slotWrite && trace[$0.name] == "_value" })
  }
}

/// Starts a request from its `init`, each time its parent's body runs.
private struct EagerChild: View {
  init(round: Int) {
    Task { await withEffect("GET /round/\(round)") {} }
  }
  var body: some View { Text("Child") }
}

private struct EagerParent: View {
  @State private var round = 0
  var body: some View {
    VStack {
      EagerChild(round: round)
      Button("Again") { round += 1 }
    }
  }
}

@MainActor @Suite struct SuccessiveUnstructuredTaskTests {
  @Test func eachTaskStartedAfterThePreviousEndedHasARecordOfItsOwn() async throws {
    let driver = Driver(EagerParent())
    try await driver.start()
    for _ in 0..<3 {
      try await driver.tap("Again")
      try await driver.waitUntilIdle()
    }
    let trace = try driver.finish()
    let starts = trace.events.filter { $0.kind == .taskStart }
    #expect(starts.count == 4)
    for effect in trace.events where effect.kind == .effectBegin {
      let start = try #require(trace.event(seq: effect.cause))
      #expect(start.kind == .taskStart)
    }
  }
}
