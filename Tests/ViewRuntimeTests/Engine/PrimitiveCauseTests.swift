import Testing
import TraceFormat
import ViewRuntime

/// A list whose rows are keyed by a value two rows share, with a task keyed by the selection.
private struct Picker: View {
  @State private var selection = 1

  var body: some View {
    VStack {
      ForEach(["a", "b", "a"], id: \.self) { Text($0) }
      Button("Next") { selection += 1 }
    }
    .task(id: selection) { try? await Task.sleep(for: .seconds(1)) }
  }
}

@MainActor @Suite struct PrimitiveCauseTests {
  private func record() async throws -> Trace {
    let driver = Driver(Picker())
    try await driver.start()
    try await driver.tap("Next")
    return try driver.finish()
  }

  @Test func aTaskIDChangeIsCausedByTheBodyThatSawTheNewID() async throws {
    let trace = try await record()
    let cancel = try #require(trace.events.first { $0.kind == .taskCancel })
    #expect(cancel.code == CancelReason.idChanged.rawValue)
    let cause = try #require(trace.event(seq: cancel.cause))
    #expect(cause.kind == .bodyBegin)
    #expect(trace[cause.name] == "Picker")
  }

  @Test func aDuplicateIDWarningIsCausedByTheBodyThatRebuiltTheList() async throws {
    let trace = try await record()
    let warning = try #require(
      trace.events.last { $0.kind == .warning && $0.code == WarningKind.duplicateID.rawValue })
    let cause = try #require(trace.event(seq: warning.cause))
    #expect(cause.kind == .bodyBegin)
  }
}
