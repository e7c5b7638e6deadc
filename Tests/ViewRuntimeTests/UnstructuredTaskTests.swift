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
