import Observation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// A write through the binding of one element of an array (`$task.isDone` in `ForEach($tasks)`,
// `$tasks[i].isDone`, a row's `@Binding var task`) records the whole array before and after,
// rendered as it always was (the whole rendering cut at 200 characters), whichever element it
// wrote and however the screen spells it; an element written with what it holds records
// nothing; and the same views run as before.

private struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

/// Enough chores that the rendering of the array stops at its cap after the first few.
private let choreCount = 40

private func makeChores() -> [Chore] {
  (0..<choreCount).map { Chore(id: $0, title: "Chore \($0)") }
}

/// `ForEach($chores) { $chore in … }` with the row written inline.
private struct InlineChoresScreen: View {
  @State private var chores = makeChores()
  var body: some View {
    VStack {
      ForEach($chores) { $chore in
        Toggle(chore.title, isOn: $chore.isDone)
      }
    }
  }
}

/// `ForEach(chores.indices, id: \.self)` with `$chores[i]`.
private struct IndexedChoresScreen: View {
  @State private var chores = makeChores()
  var body: some View {
    VStack {
      ForEach(chores.indices, id: \.self) { i in
        Toggle(chores[i].title, isOn: $chores[i].isDone)
      }
    }
  }
}

private struct ChoreRow: View {
  @Binding var chore: Chore
  var body: some View {
    HStack {
      Toggle(chore.title, isOn: $chore.isDone)
      TextField("Title", text: $chore.title)
    }
  }
}

/// A row view with `@Binding var chore`.
private struct RowViewChoresScreen: View {
  @State private var chores = makeChores()
  var body: some View {
    VStack {
      ForEach($chores) { $chore in ChoreRow(chore: $chore) }
    }
  }
}

/// The array passed on as a `@Binding` to a list that counts what is done.
private struct ChoreList: View {
  @Binding var chores: [Chore]
  var body: some View {
    Section("\(chores.filter(\.isDone).count) done") {
      ForEach($chores) { $chore in Toggle(chore.title, isOn: $chore.isDone) }
    }
  }
}

private struct PassedOnChoresScreen: View {
  @State private var chores = makeChores()
  var body: some View {
    Form { ChoreList(chores: $chores) }
  }
}

/// An optional array, unwrapped with `Binding($chores)`.
private struct OptionalChoresScreen: View {
  @State private var chores: [Chore]? = makeChores()
  var body: some View {
    VStack {
      if let bound = Binding($chores) {
        ForEach(bound) { $chore in Toggle(chore.title, isOn: $chore.isDone) }
      }
    }
  }
}

@Observable private final class Board {
  var chores = makeChores()
}

/// The array in a model, bound through `@Bindable`.
private struct BindableChoresScreen: View {
  @Bindable var board: Board
  var body: some View {
    VStack {
      ForEach($board.chores) { $chore in Toggle(chore.title, isOn: $chore.isDone) }
    }
  }
}

/// A chore that is not `Equatable`, as plenty of models' elements are not.
private struct Errand: Identifiable {
  let id: Int
  var isDone = false
}

@Observable private final class ErrandBoard {
  var errands = (0..<choreCount).map { Errand(id: $0) }
}

/// A model in `@State` whose array a button writes past what its rendering shows; the body
/// reads the array (`counts`) or does not.
private struct FarWriteScreen: View {
  @State private var board = Board()
  @State private var errands = ErrandBoard()
  let counts: Bool
  var body: some View {
    VStack {
      if counts { Text("\(board.chores.filter(\.isDone).count) done") }
      Button("Finish chore 30") { board.chores[30].isDone = true }
      Button("Finish errand 30") { errands.errands[30].isDone = true }
    }
  }
}

/// A label shared by reference, whose rendering changes without a write of the array.
private final class Tag: CustomStringConvertible {
  var name: String
  init(name: String) { self.name = name }
  var description: String { name }
}

private struct TaggedChore: Identifiable {
  let id: Int
  var isDone = false
  let tag: Tag
}

private struct TaggedChoresScreen: View {
  @State private var chores = (0..<choreCount).map { TaggedChore(id: $0, tag: Tag(name: "t\($0)")) }
  var body: some View {
    VStack {
      Button("Rename the first tag") { chores[0].tag.name = "renamed" }
      ForEach($chores) { $chore in Toggle("Tagged \(chore.id)", isOn: $chore.isDone) }
    }
  }
}

@MainActor @Suite struct ElementWriteEventsTests {
  /// What the trace wrote for `value` before arrays were rendered only as far as the cap: the
  /// whole `String(describing:)` cut at 200 characters.
  private func whole(_ value: Any) -> String {
    let text = String(describing: value)
    return text.count <= 200 ? text : String(text.prefix(199)) + "…"
  }

  /// The slot and model writes recorded after the first `count` events: kind, property,
  /// before, after.
  private func writes(_ trace: Trace, after count: Int) -> [[String]] {
    trace.events.dropFirst(count).filter { $0.kind == .slotWrite || $0.kind == .modelWrite }.map {
      [$0.kind == .slotWrite ? "slot" : "model", trace[$0.name], trace[$0.before], trace[$0.after]]
    }
  }

  /// Toggles the chores of `rows`, each found in its row (by default chore 30, past what the
  /// rendering shows, chore 1, in it, chore 30 again and chore 39, the last), and checks the
  /// write each records, of `property`, and the bodies each runs.
  private func toggleChores(
    _ screen: some View, rows: [Int] = [30, 1, 30, 39], kind: String = "slot",
    property: String = "_chores", bodies expected: (Int) -> [String]
  ) async throws {
    let driver = Driver(screen)
    try await driver.start()
    var chores = makeChores()
    for row in rows {
      let before = whole(chores)
      chores[row].isDone.toggle()
      let start = driver.trace.events.count
      try await driver.toggle("Chore \(row)", inRow: row)
      #expect(writes(driver.trace, after: start) == [[kind, property, before, whole(chores)]])
      #expect(driver.trace.bodies(after: start) == expected(row))
    }
    _ = try driver.finish()
  }

  @Test func aToggleInAnInlineRowRecordsTheWholeArray() async throws {
    try await toggleChores(InlineChoresScreen(), bodies: { _ in [] })
  }

  @Test func aToggleThroughAnIndexRecordsTheWholeArray() async throws {
    try await toggleChores(IndexedChoresScreen(), bodies: { _ in ["IndexedChoresScreen"] })
  }

  @Test func aToggleInARowViewRecordsTheWholeArray() async throws {
    try await toggleChores(RowViewChoresScreen(), bodies: { ["ChoreRow[id=\($0)]"] })
  }

  @Test func aToggleThroughAnArrayPassedOnRecordsTheWholeArray() async throws {
    try await toggleChores(PassedOnChoresScreen(), bodies: { _ in ["ChoreList"] })
  }

  /// The screen's body read the optional to unwrap it: it runs.
  @Test func aToggleThroughAnUnwrappedOptionalRecordsTheWholeArray() async throws {
    try await toggleChores(OptionalChoresScreen(), bodies: { _ in ["OptionalChoresScreen"] })
  }

  /// The model's property is written, as a model write with the same renderings, also when
  /// the row written is past what the rendering shows (then before and after read the same).
  @Test func aToggleThroughABindableModelRecordsTheWholeArray() async throws {
    try await toggleChores(
      BindableChoresScreen(board: Board()), kind: "model", property: "chores",
      bodies: { _ in [] })
  }

  /// A title typed as it was writes nothing; another records the array with it.
  @Test func anElementWrittenWithWhatItHoldsRecordsNothing() async throws {
    let driver = Driver(RowViewChoresScreen())
    try await driver.start()
    var start = driver.trace.events.count
    try await driver.type("Chore 30", into: "Title", index: 30)
    #expect(writes(driver.trace, after: start).isEmpty)
    #expect(driver.trace.bodies(after: start).isEmpty)

    var chores = makeChores()
    let before = whole(chores)
    chores[2].title = "Sweep"
    start = driver.trace.events.count
    try await driver.type("Sweep", into: "Title", index: 2)
    #expect(writes(driver.trace, after: start) == [["slot", "_chores", before, whole(chores)]])
    #expect(driver.trace.bodies(after: start) == ["ChoreRow[id=2]"])
    _ = try driver.finish()
  }

  /// The first element's tag is renamed in place, which writes no slot: the next write renders
  /// the array as it is then, renamed tag and all.
  @Test func anArrayOfReferencesIsRenderedAsItIsAtEachWrite() async throws {
    let driver = Driver(TaggedChoresScreen())
    try await driver.start()
    let tags = (0..<choreCount).map { Tag(name: "t\($0)") }
    var chores = (0..<choreCount).map { TaggedChore(id: $0, tag: tags[$0]) }

    var start = driver.trace.events.count
    var before = whole(chores)
    chores[30].isDone = true
    try await driver.toggle("Tagged 30", inRow: 30)
    #expect(writes(driver.trace, after: start) == [["slot", "_chores", before, whole(chores)]])

    try await driver.tap("Rename the first tag")
    tags[0].name = "renamed"
    start = driver.trace.events.count
    before = whole(chores)
    chores[31].isDone = true
    try await driver.toggle("Tagged 31", inRow: 31)
    #expect(writes(driver.trace, after: start) == [["slot", "_chores", before, whole(chores)]])
    #expect(before.contains("renamed"))
    _ = try driver.finish()
  }

  /// A model's array written past what its rendering shows records a model write whose two
  /// renderings read the same: the write is not lost because its text did not change.
  @Test(arguments: [false, true])
  func aModelWritePastTheRenderingIsRecorded(counts: Bool) async throws {
    let driver = Driver(FarWriteScreen(counts: counts))
    try await driver.start()
    var chores = makeChores()
    let before = whole(chores)
    chores[30].isDone = true
    var start = driver.trace.events.count
    try await driver.tap("Finish chore 30")
    #expect(writes(driver.trace, after: start) == [["model", "chores", before, whole(chores)]])
    #expect(before == whole(chores))

    start = driver.trace.events.count
    try await driver.tap("Finish errand 30")
    let errands = writes(driver.trace, after: start)
    #expect(errands.map { $0.prefix(2) } == [["model", "errands"]])
    #expect(errands.first?[2] == errands.first?[3])
    if counts { _ = try driver.find(text: "1 done") }
    _ = try driver.finish()
  }
}
