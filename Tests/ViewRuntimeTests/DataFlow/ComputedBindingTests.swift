import Testing
import ViewRuntime

@Observable final class Basket { var items = ["apple"] }

struct ItemLabel: View {
  @Binding var name: String
  var body: some View { Text("Item: \(name)") }
}

/// Only the child reads the model, through a `Binding(get:set:)`: the parent is not re-evaluated.
struct BasketScreen: View {
  @State private var basket = Basket()
  var body: some View {
    VStack {
      ItemLabel(name: Binding(get: { basket.items[0] }, set: { basket.items[0] = $0 }))
      Button("Rename") {
        basket.items[0] = "pear"
        basket.items.append("fig")
      }
    }
  }
}

@MainActor @Suite struct ComputedBindingTests {
  @Test func aChildReadingAModelThroughAComputedBindingIsUpdatedByItsWrites() async throws {
    let driver = Driver(BasketScreen())
    try await driver.start()
    let tapped = driver.trace.events.count
    try await driver.tap("Rename")
    #expect(throws: Never.self) { try driver.find(text: "Item: pear") }
    let trace = try driver.finish()
    let bodies = trace.events.dropFirst(tapped).filter { $0.kind == .bodyBegin }
      .map { trace.strings[Int($0.name.rawValue)] }
    #expect(bodies == ["ItemLabel"])
  }
}
