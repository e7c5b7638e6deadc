import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A row of its own type, with a text inside: two identities inserted at once.
struct AppearingRow: View {
  let number: Int
  var body: some View { Text("Row \(number)") }
}

/// Adds two rows a tap.
struct AppearingRows: View {
  @State var count = 1
  var body: some View {
    VStack {
      Button("Add") { count += 2 }
      ForEach(0..<count, id: \.self) { AppearingRow(number: $0) }
    }
  }
}

@MainActor @Suite struct AppearanceOrderTests {
  /// Identities inserted below one inserted in the same update appear with it, in tree order,
  /// caused by its insertion (the lifecycle queue walks them from there).
  @Test func identitiesInsertedTogetherAppearInTreeOrderCausedByTheOutermost() async throws {
    let driver = Driver(AppearingRows())
    try await driver.start()
    try await driver.tap("Add")
    let trace = try driver.finish()
    let tap = try #require(trace.resolved(.input).last).seq

    let appears = trace.resolved(.appear).filter { $0.seq > tap }
    #expect(
      appears.map { IdentityPath($0.identity).last } == [
        "AppearingRow[index=1]", "Text", "AppearingRow[index=2]", "Text",
      ])
    let inserted = trace.resolved(.identity).filter {
      $0.event.code == IdentityDecision.inserted.rawValue
        && $0.identity.hasSuffix("]") && $0.seq > tap
    }
    #expect(
      inserted.map { IdentityPath($0.identity).last } == [
        "AppearingRow[index=1]", "AppearingRow[index=2]",
      ])
    #expect(
      appears.map(\.event.cause) == [
        inserted[0].seq, inserted[0].seq, inserted[1].seq, inserted[1].seq,
      ])
    // At the start every identity appears caused by the first update.
    #expect(
      trace.resolved(.appear).filter { $0.seq < tap }.allSatisfy {
        $0.event.cause.rawValue == 0
      })
  }
}
