import Observation
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

// Many bodies reading the same property of one model share one registration on Observation
// (`SharedObservations`): a write still invalidates each of them, in the order the views were
// made (a `ForEach`'s rows after their container's other children), named by the property
// written, and only them; a body that reads something else now, or is gone, is no
// longer told.

@Observable private final class Ledger {
  var count = 0
  var title = "Ledger"
  /// Whether the even rows show the title instead of the count.
  var titled = false
}

/// A row given the model as a plain `let`.
private struct CountRow: View {
  let index: Int
  let shelf: Ledger
  var body: some View {
    Text(shelf.titled && index.isMultiple(of: 2) ? shelf.title : "\(index): \(shelf.count)")
  }
}

/// A row that takes the model from the environment.
private struct EnvironmentCountRow: View {
  let index: Int
  @Environment(Ledger.self) private var shelf
  var body: some View { Text("env \(index): \(shelf.count)") }
}

/// A row that takes the model through `@Bindable`.
private struct BindableCountRow: View {
  @Bindable var shelf: Ledger
  var body: some View { Text("bound \(shelf.count)") }
}

private struct SharedShelfScreen: View {
  @State private var shelf = Ledger()
  @State private var rows = 4
  var body: some View {
    VStack {
      Button("Add") { shelf.count += 1 }
      Button("Rename") { shelf.title += "!" }
      Button("Title") { shelf.titled.toggle() }
      Button("Drop") { rows -= 2 }
      Button("Restore") { rows = 4 }
      ForEach(0..<rows, id: \.self) { index in
        CountRow(index: index, shelf: shelf)
      }
      ForEach(0..<2, id: \.self) { index in
        EnvironmentCountRow(index: index)
      }
      BindableCountRow(shelf: shelf)
      // Inline: the screen's body reads nothing of the shelf but through these rows.
      ForEach(0..<2, id: \.self) { index in
        Text("inline \(index)")
      }
    }
    .environment(shelf)
  }
}

/// Two shelves of one class, each read by its own rows.
private struct TwoLedgersScreen: View {
  @State private var left = Ledger()
  @State private var right = Ledger()
  var body: some View {
    VStack {
      Button("Left") { left.count += 1 }
      Button("Right") { right.count += 1 }
      ForEach(0..<2, id: \.self) { index in
        CountRow(index: index, shelf: left)
      }
      ForEach(2..<4, id: \.self) { index in
        CountRow(index: index, shelf: right)
      }
    }
  }
}

@MainActor @Suite struct SharedObservationTests {
  @Test func aWriteInvalidatesEveryReaderInTheOrderTheyWereMadeWhateverItsSpelling() async throws {
    let driver = Driver(SharedShelfScreen())
    try await driver.start()
    for _ in 0..<2 {
      let start = driver.trace.events.count
      try await driver.tap("Add")
      #expect(
        Self.invalidations(driver.trace, after: start) == [
          "BindableCountRow[7] Ledger.count", "CountRow[index=0] Ledger.count",
          "CountRow[index=1] Ledger.count", "CountRow[index=2] Ledger.count",
          "CountRow[index=3] Ledger.count", "EnvironmentCountRow[index=0] Ledger.count",
          "EnvironmentCountRow[index=1] Ledger.count",
        ])
    }
    _ = try driver.find(text: "3: 2")
    _ = try driver.find(text: "env 1: 2")
    _ = try driver.find(text: "bound 2")
    _ = try driver.finish()
  }

  @Test func aRowThatStopsReadingAPropertyIsNoLongerInvalidatedByIt() async throws {
    let driver = Driver(SharedShelfScreen())
    try await driver.start()
    try await driver.tap("Title")
    var start = driver.trace.events.count
    try await driver.tap("Add")
    // The even rows read the title now.
    #expect(
      Self.invalidations(driver.trace, after: start) == [
        "BindableCountRow[7] Ledger.count", "CountRow[index=1] Ledger.count",
        "CountRow[index=3] Ledger.count", "EnvironmentCountRow[index=0] Ledger.count",
        "EnvironmentCountRow[index=1] Ledger.count",
      ])
    start = driver.trace.events.count
    try await driver.tap("Rename")
    #expect(
      Self.invalidations(driver.trace, after: start) == [
        "CountRow[index=0] Ledger.title", "CountRow[index=2] Ledger.title",
      ])
    // Back to the count: every row reads it again.
    try await driver.tap("Title")
    start = driver.trace.events.count
    try await driver.tap("Add")
    #expect(
      Self.invalidations(driver.trace, after: start).dropFirst().prefix(4) == [
        "CountRow[index=0] Ledger.count", "CountRow[index=1] Ledger.count",
        "CountRow[index=2] Ledger.count",
        "CountRow[index=3] Ledger.count",
      ])
    _ = try driver.find(text: "2: 2")
    _ = try driver.finish()
  }

  @Test func rowsRemovedWhileObservingAreNoLongerInvalidated() async throws {
    let driver = Driver(SharedShelfScreen())
    try await driver.start()
    try await driver.tap("Drop")
    var start = driver.trace.events.count
    try await driver.tap("Add")
    #expect(
      Self.invalidations(driver.trace, after: start).filter { $0.hasPrefix("CountRow") } == [
        "CountRow[index=0] Ledger.count", "CountRow[index=1] Ledger.count",
      ])
    // Every row of the list gone, then back: they observe again.
    try await driver.tap("Drop")
    try await driver.tap("Restore")
    start = driver.trace.events.count
    try await driver.tap("Add")
    #expect(
      Self.invalidations(driver.trace, after: start).filter { $0.hasPrefix("CountRow") } == [
        "CountRow[index=0] Ledger.count", "CountRow[index=1] Ledger.count",
        "CountRow[index=2] Ledger.count",
        "CountRow[index=3] Ledger.count",
      ])
    _ = try driver.find(text: "3: 2")
    _ = try driver.finish()
  }

  @Test func twoModelsOfOneClassInvalidateTheirOwnReadersAlone() async throws {
    let driver = Driver(TwoLedgersScreen())
    try await driver.start()
    var start = driver.trace.events.count
    try await driver.tap("Right")
    #expect(
      Self.invalidations(driver.trace, after: start) == [
        "CountRow[index=2] Ledger.count", "CountRow[index=3] Ledger.count",
      ])
    start = driver.trace.events.count
    try await driver.tap("Left")
    #expect(
      Self.invalidations(driver.trace, after: start) == [
        "CountRow[index=0] Ledger.count", "CountRow[index=1] Ledger.count",
      ])
    _ = try driver.find(text: "3: 1")
    _ = try driver.finish()
  }

  /// The invalidations recorded after the first `count` events: the last component of the
  /// view invalidated, and the property named.
  private static func invalidations(_ trace: Trace, after count: Int) -> [String] {
    trace.events.dropFirst(count).filter { $0.kind == .invalidate }.map {
      IdentityPath(trace[$0.identity]).last + " " + trace[$0.name]
    }
  }
}
