import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

private struct Panel: View {
  @State private var expanded = false
  @State private var names = ["Ada", "Grace"]

  var body: some View {
    VStack {
      Toggle("Details", isOn: $expanded.animation(.easeInOut))
      if expanded {
        ForEach($names, id: \.self) { $name in
          TextField("Name", text: $name)
        }
      }
    }
  }
}

@MainActor @Suite struct BindingAnimationTests {
  @Test func anAnimatedBindingWritesAtOnce() async throws {
    let driver = Driver(Panel(), name: "panel")
    try await driver.start()
    try await driver.toggle("Details")
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.slotWrite).first)
    #expect(write.name == "_expanded" && write.after == "true")
  }

  @Test func forEachOverABoundCollectionIdentifiesRowsByAnElementKeyPath() async throws {
    let driver = Driver(Panel(), name: "panel")
    try await driver.start()
    try await driver.toggle("Details")
    try await driver.type("Alan", into: "Name", index: 1)
    let trace = try driver.finish()
    // The rows are identified by their names (`id: \.self`): the renamed row is a new one.
    let rows = trace.resolved(.identity).map(\.identity).filter { $0.contains("/TextField[") }
    #expect(
      Set(rows.map { $0.components(separatedBy: "/").last! }) == [
        "TextField[id=\"Ada\"]", "TextField[id=\"Grace\"]", "TextField[id=\"Alan\"]",
      ])
    let write = try #require(trace.resolved(.slotWrite).last)
    #expect(write.name == "_names" && write.after == "[\"Ada\", \"Alan\"]")
  }
}
