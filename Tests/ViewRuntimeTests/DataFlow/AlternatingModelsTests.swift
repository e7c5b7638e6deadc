import Observation
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

// Rows one after the other that hold different models of one class, or a model that replaced
// one gone: what the runtime remembers of the row before (its model, the model's registrar, the
// property's name, the group of bodies observing the same) must not be taken for this row's.

@Observable private final class Counter {
  var count = 0
  var label = "counter"
}

/// A row given its model as a plain `let`.
private struct CounterRow: View {
  let index: Int
  let counter: Counter
  var body: some View { Text("\(index): \(counter.count)") }
}

/// A row that reads the other property.
private struct LabelRow: View {
  let index: Int
  let counter: Counter
  var body: some View { Text(counter.label) }
}

/// Rows that read two models in turn (`counters[0]` the even rows), then rows that read another
/// property of the first.
private struct AlternatingScreen: View {
  @State private var counters = [Counter(), Counter()]
  var body: some View {
    VStack {
      Button("Even") { counters[0].count += 1 }
      Button("Odd") { counters[1].count += 1 }
      Button("Label") { counters[0].label += "!" }
      Button("Replace") { counters[0] = Counter() }
      ForEach(0..<4, id: \.self) { index in
        CounterRow(index: index, counter: counters[index % 2])
      }
      ForEach(0..<2, id: \.self) { index in LabelRow(index: index, counter: counters[0]) }
    }
  }
}

@MainActor @Suite struct AlternatingModelsTests {
  /// What tapping each button invalidates, with the name of the property written.
  private static let invalidated = [
    "Even": ["CounterRow[index=0] Counter.count", "CounterRow[index=2] Counter.count"],
    "Odd": ["CounterRow[index=1] Counter.count", "CounterRow[index=3] Counter.count"],
    "Label": ["LabelRow[index=0] Counter.label", "LabelRow[index=1] Counter.label"],
  ]

  @Test func rowsReadingTwoModelsInTurnAreInvalidatedByTheirOwn() async throws {
    let driver = Driver(AlternatingScreen())
    try await driver.start()
    for button in ["Even", "Odd", "Label"] {
      let found = try await HeldModelTests.invalidations(tapping: button, in: driver)
      #expect(found == Self.invalidated[button])
    }
    _ = try driver.find(text: "3: 1")
    let trace = try driver.finish()
    #expect(
      HeldModelTests.reads(trace, at: "CounterRow[index=1]") == ["Counter.count", "Counter.count"])
    #expect(
      HeldModelTests.reads(trace, at: "LabelRow[index=1]") == ["Counter.label", "Counter.label"])
    let writes = trace.resolved(.modelWrite).map { "\($0.identity) \($0.name) \($0.after)" }
    #expect(writes == ["Counter#1 count 1", "Counter#2 count 1", "Counter#1 label \"counter!\""])
  }

  @Test func aModelThatReplacedOneGoneIsKnownAsItself() async throws {
    let driver = Driver(AlternatingScreen())
    try await driver.start()
    for button in Array(repeating: ["Replace", "Even", "Label"], count: 3).joined() {
      let found = try await HeldModelTests.invalidations(tapping: button, in: driver)
      #expect(button == "Replace" || found == Self.invalidated[button])
    }
    _ = try driver.find(text: "2: 1")
    let trace = try driver.finish()
    let writes = trace.resolved(.modelWrite).map { "\($0.identity) \($0.name) \($0.after)" }
    #expect(
      writes == [
        "Counter#3 count 1", "Counter#3 label \"counter!\"", "Counter#4 count 1",
        "Counter#4 label \"counter!\"", "Counter#5 count 1", "Counter#5 label \"counter!\"",
      ])
  }
}
