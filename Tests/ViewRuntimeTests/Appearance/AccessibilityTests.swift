import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A rating row as accessibility guides write it: one element for the row, its stars hidden,
/// the value read as words.
private struct RatingRow: View {
  let title: String
  @State private var rating = 3

  var body: some View {
    HStack {
      Text(title)
        .accessibilityAddTraits(.isHeader)
      HStack {
        ForEach(1...5, id: \.self) { star in
          Image(systemName: star <= rating ? "star.fill" : "star")
            .accessibilityHidden(true)
        }
      }
      Button("More") { rating = min(rating + 1, 5) }
        .accessibilityLabel(Text("Rate higher"))
        .accessibilityHint("Adds a star")
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue("\(rating) of 5 stars")
    .accessibilityAction(named: "Reset") { rating = 0 }
  }
}

@MainActor @Suite struct AccessibilityTests {
  @Test func accessibilityModifiersShowWhatTheySayWhereTheyAre() async throws {
    let driver = Driver(RatingRow(title: "Coffee"), name: "rating")
    try await driver.start()
    let trace = try driver.finish()
    let shown = Dictionary(
      trace.resolved(.display).map { ($0.identity, $0.after) }, uniquingKeysWith: { $1 })
    #expect(shown["RatingRow/.accessibilityAction"] == "Reset")
    #expect(shown["RatingRow/.accessibilityAction/.accessibilityValue"] == "3 of 5 stars")
    #expect(
      shown["RatingRow/.accessibilityAction/.accessibilityValue/.accessibilityElement"]
        == "children: combine")
    #expect(shown.keys.contains { $0.hasSuffix("HStack/.accessibilityAddTraits[0]") })
    #expect(shown.values.contains("isHeader"))
    #expect(shown.values.filter { $0 == "true" }.count == 5)
    #expect(shown.values.contains("Adds a star"))
  }

  @Test func aChangedValueIsANewDisplayAndATextLabelIsFound() async throws {
    let driver = Driver(RatingRow(title: "Tea"), name: "rating")
    try await driver.start()
    #expect(throws: Never.self) { try driver.find(label: "Rate higher") }
    try await driver.tap("More")
    let trace = try driver.finish()
    let values = trace.resolved(.display).filter { $0.identity.hasSuffix(".accessibilityValue") }
    #expect(values.map(\.after) == ["3 of 5 stars", "4 of 5 stars"])
  }

  @Test func traitsCombineAsASet() {
    var traits: AccessibilityTraits = [.isButton, .isSelected]
    traits.insert(.isHeader)
    traits.remove(.isSelected)
    #expect(traits.description == "isButton, isHeader")
    #expect(traits.contains(.isButton) && !traits.contains(.isSelected))
  }
}
