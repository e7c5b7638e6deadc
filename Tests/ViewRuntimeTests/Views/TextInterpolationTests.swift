import Testing
import ViewRuntime

/// A receipt as tutorials write one: formatted values interpolated into text and titles.
struct Receipt: View {
  let total: Double
  let items: Int
  var body: some View {
    VStack {
      Text("Total: \(total, format: .currency(code: "EUR").locale(Locale(identifier: "en_US")))")
      Button("Pay \(items, format: .number) items") {}
      Text("At \(Date(timeIntervalSince1970: 0), format: .iso8601)")
    }
  }
}

@MainActor @Suite struct TextInterpolationTests {
  @Test func formattedInterpolationsWriteTheirValueAsTheFormatSays() async throws {
    let driver = Driver(Receipt(total: 1234.5, items: 3))
    try await driver.start()
    #expect(throws: Never.self) { try driver.find(text: "Total: €1,234.50") }
    #expect(throws: Never.self) { try driver.find(text: "Pay 3 items") }
    #expect(throws: Never.self) { try driver.find(text: "At 1970-01-01T00:00:00Z") }
    try driver.finish()
  }
}
