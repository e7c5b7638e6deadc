import Testing
import TraceFormat
import ViewRuntime

struct QueryView: View {
  @State var query = ""
  var body: some View {
    TextField("Query", text: $query)
      .task(id: query) { try? await Task.sleep(for: .seconds(1)) }
  }
}

@MainActor @Suite struct TaskRestartCauseTests {
  @Test func aTaskIDRestartIsCausedByTheBodyThatSawTheNewID() async throws {
    let driver = Driver(QueryView())
    try await driver.start()
    try await driver.type("a", into: "Query")
    let trace = try driver.finish()
    let cancel = try #require(trace.events.first { $0.kind == .taskCancel })
    #expect(cancel.code == CancelReason.idChanged.rawValue)
    let body = try #require(trace.event(seq: cancel.cause))
    #expect(body.kind == .bodyBegin)
    #expect(trace[body.name] == "QueryView")
    let restart = try #require(
      trace.events.first { $0.kind == .taskStart && $0.cause == cancel.seq })
    #expect(trace[restart.after] == "\"a\"")
  }
}
