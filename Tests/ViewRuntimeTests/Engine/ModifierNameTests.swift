import RuntimeTestSupport
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

/// Three texts modified by `.task`, one of them by `.task(id:)`: one view type whose name
/// depends on the modifier's value.
struct TaskNamedTexts: View {
  var body: some View {
    VStack {
      Text("a").task {}
      Text("b").task(id: 1) {}
      Text("c").task {}
    }
  }
}

@MainActor @Suite struct ModifierNameTests {
  /// The names of the modified views, in the order their identities were recorded.
  private func modifierNames(of trace: Trace) -> [String] {
    trace.resolved(.identity).map(\.name).filter { $0.hasPrefix(".") }
  }

  @Test func aModifiedViewIsNamedByItsOwnModifierValue() async throws {
    let driver = Driver(TaskNamedTexts())
    try await driver.start()
    let trace = try driver.finish()
    #expect(modifierNames(of: trace) == [".task", ".task(id:)", ".task"])
  }

  @Test func eachTraceHasItsOwnSymbolsForTheSameNames() async throws {
    let first = Driver(TaskNamedTexts())
    try await first.start()
    let second = Driver(TaskNamedTexts())
    try await second.start()
    let traces = [try first.finish(), try second.finish()]
    let names = [".task", ".task(id:)", ".task"]
    #expect(traces.map(modifierNames) == [names, names])
  }
}
