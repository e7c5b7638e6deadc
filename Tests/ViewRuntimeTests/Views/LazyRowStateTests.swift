import Testing
import TraceFormat
import ViewRuntime

private struct Row: View {
  let number: Int
  @State private var isStarred = false

  var body: some View {
    Button(isStarred ? "Starred \(number)" : "Star \(number)") { isStarred = true }
  }
}

private struct LongList: View {
  var body: some View {
    List(0..<200) { Row(number: $0) }
  }
}

@MainActor @Suite struct LazyRowStateTests {
  @Test func aRowRealizedByAScrollKeepsItsStateWhenItScrollsOutAndBack() async throws {
    let driver = Driver(LongList())
    try await driver.start()
    try await driver.scroll(to: 50)
    try await driver.tap("Star 51")
    try await driver.scroll(to: 120)
    try await driver.scroll(to: 50)
    _ = try driver.find(text: "Starred 51")
    let trace = try driver.finish()
    #expect(
      !trace.events.contains {
        $0.kind == .identity && $0.code == IdentityDecision.removed.rawValue
      })
    #expect(!trace.events.contains { $0.kind == .slotDestroy })
  }
}
