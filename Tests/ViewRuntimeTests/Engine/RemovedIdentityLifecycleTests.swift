import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@Observable @MainActor final class Visibility {
  var shown = true
  var count = 0
}

/// Hides itself from its own body when the count reaches 1 (a bug the runtime warns about),
/// while its `onChange` for that count is queued.
struct SelfHiding: View {
  let model: Visibility
  @State var seen = 0
  var body: some View {
    if model.count == 1 { model.shown = false }
    return Text("\(model.count)").onChange(of: model.count) { _, new in seen = new }
  }
}

struct SelfHidingHost: View {
  let model: Visibility
  var body: some View {
    VStack {
      Button("Count") { model.count += 1 }
      if model.shown { SelfHiding(model: model) }
    }
  }
}

@MainActor @Suite struct RemovedIdentityLifecycleTests {
  @Test func anOnChangeOfAnIdentityRemovedInTheSameUpdateDoesNotRun() async throws {
    let driver = Driver(SelfHidingHost(model: Visibility()))
    try await driver.start()
    try await driver.tap("Count")
    let trace = try driver.finish()

    let removed = try #require(
      trace.resolved(.identity).first {
        $0.name == "SelfHiding" && $0.event.code == IdentityDecision.removed.rawValue
      })
    let bodies = trace.resolved(.bodyBegin, at: removed.identity)
    #expect(bodies.count == 2)
    #expect(bodies.last!.seq < removed.seq)
    // The count changed in its last body, but the identity was gone before onChange could run.
    #expect(trace.resolved(.slotWrite).isEmpty)
  }
}
