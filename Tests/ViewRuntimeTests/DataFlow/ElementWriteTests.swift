import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// A write through the binding of one element of an `@State` array (`$item.isOn` in
// `ForEach($items)`) re-runs the views that read that element, and those that read the whole
// array or read it in a way that is not one element: a summary bound to the array, a row bound
// through a computed property of the array, a row of `Binding(get:set:)`. The runtime finds
// them without comparing what every other row's binding shows.

private struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

extension Array where Element == Chore {
  /// The first chore, read and written through a computed property.
  fileprivate var head: Chore {
    get { self[0] }
    set { self[0] = newValue }
  }
}

private struct ChoreRow: View {
  @Binding var chore: Chore
  var body: some View { Toggle(chore.title, isOn: $chore.isDone) }
}

private struct ChoreSummary: View {
  @Binding var chores: [Chore]
  var body: some View { Text("\(chores.filter(\.isDone).count) done") }
}

private struct HeadChoreRow: View {
  @Binding var head: Chore
  var body: some View { Text("First: \(head.title) \(head.isDone ? "✓" : "·")") }
}

private struct ManualChoreRow: View {
  let chore: Binding<Chore>
  var body: some View { Text("Manual: \(chore.wrappedValue.title) \(chore.wrappedValue.isDone)") }
}

private struct ChoreScreen: View {
  @State private var chores = (0..<4).map { Chore(id: $0, title: "Chore \($0)") }
  var body: some View {
    VStack {
      ForEach($chores) { $chore in ChoreRow(chore: $chore) }
      ChoreSummary(chores: $chores)
      HeadChoreRow(head: $chores.head)
      ManualChoreRow(
        chore: Binding(get: { chores[2] }, set: { chores[2] = $0 }))
    }
  }
}

/// Reads whether the chore is done, through the row's binding to the whole chore.
private struct ChoreState: View {
  @Binding var chore: Chore
  var body: some View { Text("\(chore.id): \(chore.isDone ? "done" : "open")") }
}

/// Reads the chore's title alone.
private struct ChoreTitle: View {
  @Binding var title: String
  var body: some View { Text("Title: \(title)") }
}

/// A row whose chore has four readers: the row, its toggle, and two views in it.
private struct DetailedChoreRow: View {
  @Binding var chore: Chore
  var body: some View {
    VStack {
      Toggle(chore.title, isOn: $chore.isDone)
      Button("Rename \(chore.id)") { chore.title += "!" }
      ChoreState(chore: $chore)
      ChoreTitle(title: $chore.title)
    }
  }
}

private struct DetailedChoreScreen: View {
  @State private var chores = (0..<3).map { Chore(id: $0, title: "Chore \($0)") }
  var body: some View {
    ForEach($chores) { $chore in DetailedChoreRow(chore: $chore) }
  }
}

@MainActor @Suite struct ElementWriteTests {
  /// A write of chore 1, which has many readers, re-runs those whose binding shows what changed
  /// (the title's not for a toggle), nothing of chores 0 and 2.
  @Test func aWriteOfAnElementWithManyReadersReRunsThoseThatSeeItChange() async throws {
    let driver = Driver(DetailedChoreScreen())
    try await driver.start()
    let steps: [(write: () async throws -> Void, bodies: [String], shown: String)] = [
      ({ try await driver.toggle("Chore 1", inRow: 1) }, ["ChoreState[2]"], "1: done"),
      (
        { try await driver.tap("Rename 1") }, ["ChoreState[2]", "ChoreTitle[3]"], "Title: Chore 1!"
      ),
      ({ try await driver.toggle("Chore 1!", inRow: 1) }, ["ChoreState[2]"], "1: open"),
    ]
    for step in steps {
      let start = driver.trace.events.count
      try await step.write()
      #expect(driver.trace.bodies(after: start) == ["DetailedChoreRow[id=1]"] + step.bodies)
      _ = try driver.find(text: step.shown)
    }
    _ = try driver.find(text: "0: open")
    _ = try driver.finish()
  }

  /// Chore 0 is the head: its write re-runs the head row, not the manual row of chore 2;
  /// chore 2's write re-runs the manual row, not the head row.
  @Test func aWriteOfOneElementReRunsItsReadersAndTheWholeArraysOnly() async throws {
    let driver = Driver(ChoreScreen())
    try await driver.start()

    var start = driver.trace.events.count
    try await driver.toggle("Chore 0", inRow: 0)
    #expect(
      driver.trace.bodies(after: start) == [
        "ChoreRow[id=0]", "ChoreSummary[1]", "HeadChoreRow[2]",
      ])

    start = driver.trace.events.count
    try await driver.toggle("Chore 2", inRow: 2)
    #expect(
      driver.trace.bodies(after: start)
        == ["ChoreRow[id=2]", "ChoreSummary[1]", "ManualChoreRow[3]"])
    _ = try driver.find(text: "2 done")
    _ = try driver.find(text: "First: Chore 0 ✓")
    _ = try driver.find(text: "Manual: Chore 2 true")
    _ = try driver.finish()
  }
}
