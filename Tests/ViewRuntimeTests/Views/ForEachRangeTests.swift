import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

// A `ForEach` over a range of integers: its ids are the integers (given whole, not computed one
// element at a time) and each row's element is computed from the range's start. Outside a lazy
// container every row is realized: a row added or removed is told by its data, never as a row
// realized for the first time.

/// A range in the screen's state, with buttons that grow and shrink it.
private struct RangeRows: View {
  @State var range = 3..<6
  var body: some View {
    VStack {
      Button("Grow") { range = 3..<8 }
      Button("Shrink") { range = 4..<7 }
      ForEach(range) { Text("Row \($0)") }
    }
  }
}

/// The same integers, identified through key paths other than `\.self` and over an array.
private struct KeyedRows: View {
  var body: some View {
    VStack {
      ForEach(5..<8, id: \.description) { Text("Described \($0)") }
      ForEach(Array(5..<8), id: \.self) { Text("Listed \($0)") }
      ForEach(5..<8, id: \.self) { Text("Ranged \($0)") }
    }
  }
}

@MainActor @Suite struct ForEachRangeTests {
  /// The rows of a range start at its lower bound, and rows added and removed outside a lazy
  /// container are told as added and removed, none as realized.
  @Test func rowsAddedAndRemovedOutsideALazyContainerAreNeverRealized() async throws {
    let driver = Driver(RangeRows())
    try await driver.start()
    let first = try driver.find(text: "Row 3").path
    #expect(first == "RangeRows/VStack/ForEach[2]/Text[index=3]")
    #expect(throws: (any Error).self) { try driver.find(text: "Row 0") }
    try await driver.tap("Grow")
    _ = try driver.find(text: "Row 7")
    #expect(
      LazyStoredIDTests.decisions(driver.trace)
        == (3..<6).map { LazyStoredIDTests.decision(.kept, $0, .unchanged) }
        + [
          LazyStoredIDTests.decision(.inserted, 6, .elementAdded),
          LazyStoredIDTests.decision(.inserted, 7, .elementAdded),
        ])
    try await driver.tap("Shrink")
    #expect(throws: (any Error).self) { try driver.find(text: "Row 3") }
    let shrunk = LazyStoredIDTests.decisions(try driver.finish())
    #expect(
      shrunk
        == (4..<7).map { LazyStoredIDTests.decision(.kept, $0, .unchanged) }
        + [
          LazyStoredIDTests.decision(.removed, 3, .elementRemoved),
          LazyStoredIDTests.decision(.removed, 7, .elementRemoved),
        ])
  }

  /// Ids through `\.description` over a range, `\.self` over an array and `\.self` over a
  /// range: the same elements, each identified as its key path says.
  @Test func rangeAndArrayRowsAreIdentifiedByTheirKeyPaths() async throws {
    let driver = Driver(KeyedRows())
    try await driver.start()
    let paths = try ["Described", "Listed", "Ranged"].map { label in
      try (5..<8).map { try driver.find(text: "\(label) \($0)").path }
    }
    let root = "KeyedRows/VStack/ForEach"
    #expect(
      paths == [
        (5..<8).map { "\(root)[0]/Text[index=\"\($0)\"]" },
        (5..<8).map { "\(root)[1]/Text[id=\($0)]" },
        (5..<8).map { "\(root)[2]/Text[index=\($0)]" },
      ])
    _ = try driver.finish()
  }

  /// The realized ids are kept in a lazy container only.
  @Test func realizedIDsAreKeptInALazyContainerOnly() async throws {
    let driver = Driver(
      VStack {
        RangeRows()
        List(0..<40) { Text("Lazy \($0)") }
      })
    try await driver.start()
    try await driver.tap("Grow")
    let states = driver.host.root!.descendants.compactMap { $0.runtimeState as? ForEachState }
    #expect(states.map(\.realizedIDs.count).sorted() == [0, 10])
    _ = try driver.finish()
  }
}
