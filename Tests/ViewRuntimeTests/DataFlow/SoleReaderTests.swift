import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// A value with one reader keeps it without the readers' dictionary and index; a second reader
// moves it there. Either way a write re-runs the readers that see it change, and no other.

/// Reads and writes its own state: the slot's one reader, evaluation after evaluation.
private struct StarToggle: View {
  @State var starred = false
  var body: some View { Button(starred ? "★" : "☆") { starred.toggle() } }
}

private struct StarScreen: View {
  var body: some View {
    VStack {
      StarToggle()
      Text("other")
    }
  }
}

private struct CountLabel: View {
  @Binding var count: Int
  let name: String
  var body: some View { Text("\(name) \(count)") }
}

/// Writes the count without reading it in its body.
private struct CountBumper: View {
  @Binding var count: Int
  var body: some View { Button("Bump") { count += 1 } }
}

/// The count has two readers, both through bindings; its owner does not read it.
private struct TwoReaderScreen: View {
  @State private var count = 0
  var body: some View {
    VStack {
      CountLabel(count: $count, name: "a")
      CountLabel(count: $count, name: "b")
      CountBumper(count: $count)
    }
  }
}

private struct FlagLabel: View {
  @Binding var on: Bool
  var body: some View { Text(on ? "first on" : "first off") }
}

private struct FlagSetter: View {
  @Binding var on: Bool
  let title: String
  var body: some View { Button(title) { on.toggle() } }
}

/// The owner reads the array (making `$flags[0]` reads it) before its label reads the first
/// element through a binding: the second reader of one element joins a reader of the whole.
private struct OneElementScreen: View {
  @State private var flags = [false, false]
  var body: some View {
    VStack {
      FlagLabel(on: $flags[0])
      FlagSetter(on: $flags[1], title: "Second")
      FlagSetter(on: $flags[0], title: "First")
    }
  }
}

/// The bodies that tapping `label` re-runs.
@MainActor private func bodies(_ driver: Driver, tapping label: String) async throws -> [String] {
  let start = driver.trace.events.count
  try await driver.tap(label)
  return driver.trace.bodies(after: start)
}

@MainActor @Suite struct SoleReaderTests {
  /// The row is the slot's reader again after each of its evaluations.
  @Test func aSlotReadByOneNodeReRunsItAtEachWrite() async throws {
    let driver = Driver(StarScreen())
    try await driver.start()
    for label in ["☆", "★", "☆"] {
      #expect(try await bodies(driver, tapping: label) == ["StarToggle[0]"])
    }
    _ = try driver.finish()
  }

  /// The second reader joins the first: a write re-runs both, twice in a row.
  @Test func aSlotReadByTwoNodesReRunsBoth() async throws {
    let driver = Driver(TwoReaderScreen())
    try await driver.start()
    for shown in ["a 1", "a 2"] {
      #expect(try await bodies(driver, tapping: "Bump") == ["CountLabel[0]", "CountLabel[1]"])
      _ = try driver.find(text: shown)
    }
    _ = try driver.find(text: "b 2")
    _ = try driver.finish()
  }

  /// A write of the element the label does not see re-runs the owner alone; one of its element
  /// re-runs both, each time.
  @Test func aSlotReadThroughAnElementBindingReRunsItForThatElement() async throws {
    let driver = Driver(OneElementScreen())
    try await driver.start()
    #expect(try await bodies(driver, tapping: "Second") == ["OneElementScreen"])
    for shown in ["first on", "first off"] {
      #expect(try await bodies(driver, tapping: "First") == ["OneElementScreen", "FlagLabel[0]"])
      _ = try driver.find(text: shown)
    }
    _ = try driver.finish()
  }
}
