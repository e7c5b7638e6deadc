import Testing
import TraceFormat
import ViewRuntime

private final class Box {}

private struct SeededChild: View {
  @State private var value: Int
  @State private var box = Box()
  @State private var taps = 0
  init(value: Int) { _value = State(initialValue: value) }
  var body: some View { Text("Child \(value)") }
}

private struct SeedingParent: View {
  @State private var seed = 1
  @State private var unrelated = 0
  var body: some View {
    VStack {
      SeededChild(value: seed)
      Button("Change seed") { seed = 2 }
      Button("Unrelated") { unrelated += 1 }
      Text("Unrelated \(unrelated)")
    }
  }
}

@MainActor @Suite struct SeededStateTests {
  private func record(tapping button: String) async throws -> (Trace, Driver) {
    let driver = Driver(SeedingParent())
    try await driver.start()
    try await driver.tap(button)
    return (try driver.finish(), driver)
  }

  @Test func aNewSeedFromTheParentIsAChangedInputThatTheSlotIgnores() async throws {
    let (trace, driver) = try await record(tapping: "Change seed")
    let invalidation = try #require(
      trace.events.first {
        $0.kind == .invalidate && trace[$0.identity].hasSuffix("SeededChild[0]")
      })
    #expect(trace[invalidation.name] == "@self(value)")
    #expect(!trace.events.contains { $0.kind == .slotWrite && trace[$0.name] == "_value" })
    _ = try driver.find(text: "Child 1")
  }

  @Test func unchangedSeedsAndModelsMadeAnewAreNotChangedInputs() async throws {
    let (trace, _) = try await record(tapping: "Unrelated")
    #expect(
      !trace.events.contains {
        $0.kind == .invalidate && trace[$0.identity].hasSuffix("SeededChild[0]")
      })
  }
}
