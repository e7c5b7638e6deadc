import Testing
import TraceFormat
import ViewRuntime

/// Writes its state from an unstructured task a second after it appeared.
struct LateWriter: View {
  @State var ticks = 0
  var body: some View {
    Text("Ticks: \(ticks)")
      .onAppear {
        Task {
          try? await Task.sleep(for: .seconds(1))
          ticks += 1
        }
      }
  }
}

struct LateWriterHost: View {
  @State var shown = true
  var body: some View {
    VStack {
      if shown { LateWriter() }
      Button("Hide") { shown = false }
    }
  }
}

@MainActor @Suite struct LateWriteTests {
  @Test func aWriteAfterTheIdentityWasFreedIsRecordedAndInvalidatesNothing() async throws {
    let driver = Driver(LateWriterHost())
    try await driver.start()
    try await driver.tap("Hide")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()
    let write = try #require(trace.events.last { $0.kind == .slotWrite })
    #expect(trace[write.name] == "_ticks")
    #expect(trace[write.identity].hasSuffix("/LateWriter[0.if]"))
    #expect(write.code == Writer.task.rawValue)
    #expect(!trace.events.contains { $0.kind == .invalidate && $0.cause == write.seq })
  }
}
