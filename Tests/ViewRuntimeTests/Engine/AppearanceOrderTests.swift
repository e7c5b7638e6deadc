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

/// Three texts, the middle one acting when it appears.
struct HookAmongTexts: View {
  @State var seen = 0
  var body: some View {
    VStack {
      Text("A")
      Text("B").onAppear { seen += 1 }
      Text("C")
    }
  }
}

@MainActor @Suite struct AppearanceOrderTests {
  /// Appearances are recorded in tree order, and a hook runs right after its own node's, before
  /// the next node's: those before the first hook are recorded as the walk finds them, the
  /// rest after it.
  @Test func aHookRunsBetweenItsAppearanceAndTheNext() async throws {
    let driver = Driver(HookAmongTexts())
    try await driver.start()
    let trace = try driver.finish()
    let start = trace.events.prefix { $0.kind != .updateEnd }
    let order = start.filter { [.appear, .slotWrite].contains($0.kind) }.map(trace.resolve)
    #expect(
      order.map { "\($0.kind) \(IdentityPath($0.identity).last)" } == [
        "appear HookAmongTexts", "appear VStack", "appear Text[0]", "appear .onAppear[1]",
        "slot-write HookAmongTexts", "appear Text", "appear Text[2]",
      ])
    #expect(order[4].event.cause == order[3].seq)
  }

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
