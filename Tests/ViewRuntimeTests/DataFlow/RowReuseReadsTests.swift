import Observation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// A `ForEach` evaluated again keeps the views of the rows that would build the same view; every
// row that read something that changed must still show the change. Screens as they are written:
// rows inline in the closure, row structs, rows reading a model kept in `@State` or the
// environment, and rows over objects changed in place.

private struct Chore: Identifiable, Equatable {
  let id: Int
  var isDone = false
}

@Observable private final class Board {
  var starred = -1
}

/// A row that is not `@Observable`: changing it in place tells nobody.
private final class Note: Identifiable {
  let id: Int
  var title: String
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// Rows written inline: a text showing the element and a toggle bound to it.
private struct InlineChores: View {
  @State private var chores = (0..<6).map { Chore(id: $0) }
  var body: some View {
    VStack {
      ForEach($chores) { $chore in
        HStack {
          Text("Chore \(chore.id) \(chore.isDone ? "done" : "open")")
          Toggle("Chore \(chore.id)", isOn: $chore.isDone)
        }
      }
    }
  }
}

/// Rows reading a model the screen keeps in `@State`, inline in the closure.
private struct StarredChores: View {
  @State private var chores = (0..<6).map { Chore(id: $0) }
  @State private var board = Board()
  var body: some View {
    VStack {
      Button("Star 2") { board.starred = 2 }
      Button("Star 4") { board.starred = 4 }
      ForEach($chores) { $chore in
        Toggle("Chore \(chore.id)\(board.starred == chore.id ? " ★" : "")", isOn: $chore.isDone)
      }
    }
  }
}

/// Rows reading a model from the environment, inline in the closure.
private struct EnvironmentChores: View {
  @Environment(Board.self) private var board
  @State private var chores = (0..<6).map { Chore(id: $0) }
  var body: some View {
    VStack {
      ForEach($chores) { $chore in
        Toggle("Chore \(chore.id)\(board.starred == chore.id ? " ★" : "")", isOn: $chore.isDone)
      }
    }
  }
}

private struct EnvironmentChoresHost: View {
  @State private var board = Board()
  var body: some View {
    VStack {
      Button("Star 3") { board.starred = 3 }
      EnvironmentChores()
    }
    .environment(board)
  }
}

/// Rows over objects that are renamed in place, shown again because the screen's count changed.
private struct RenamedNotes: View {
  @State private var notes = (0..<6).map { Note(id: $0, title: "Note \($0)") }
  @State private var renames = 0
  var body: some View {
    VStack {
      Text("Renamed \(renames)")
      Button("Rename 1") {
        notes[1].title = "Groceries"
        renames += 1
      }
      ForEach(notes) { note in Text(note.title) }
    }
  }
}

/// A row struct given its element's binding.
private struct ChoreRow: View {
  @Binding var chore: Chore
  var body: some View {
    HStack {
      Text("\(chore.id): \(chore.isDone ? "done" : "open")")
      Toggle("Chore \(chore.id)", isOn: $chore.isDone)
    }
  }
}

private struct ChoreRows: View {
  @State private var chores = (0..<6).map { Chore(id: $0) }
  var body: some View {
    VStack {
      ForEach($chores) { $chore in ChoreRow(chore: $chore) }
    }
  }
}

@MainActor @Suite struct RowReuseReadsTests {

  /// The decisions about the rows of the `ForEach` recorded after the first `count` events.
  private func rowDecisions(_ trace: Trace, after count: Int) -> [String] {
    trace.events.dropFirst(count).filter { $0.kind == .identity }.map {
      IdentityPath(trace[$0.identity]).last
    }.filter { $0.hasPrefix("ChoreRow") }
  }

  @Test func inlineRowsShowEachToggle() async throws {
    let driver = Driver(InlineChores())
    try await driver.start()
    try await driver.toggle("Chore 1", inRow: 1)
    _ = try driver.find(text: "Chore 1 done")
    try await driver.toggle("Chore 4", inRow: 4)
    _ = try driver.find(text: "Chore 4 done")
    _ = try driver.find(text: "Chore 1 done")
    _ = try driver.find(text: "Chore 2 open")
    try await driver.toggle("Chore 1", inRow: 1)
    _ = try driver.find(text: "Chore 1 open")
    _ = try driver.find(text: "Chore 4 done")
    _ = try driver.finish()
  }

  @Test func rowsReadingAModelInStateShowItsChangesBetweenToggles() async throws {
    let driver = Driver(StarredChores())
    try await driver.start()
    try await driver.tap("Star 2")
    _ = try driver.find(text: "Chore 2 ★")
    try await driver.toggle("Chore 0", inRow: 0)
    _ = try driver.find(text: "Chore 2 ★")
    try await driver.tap("Star 4")
    _ = try driver.find(text: "Chore 4 ★")
    _ = try driver.find(text: "Chore 2")
    try await driver.toggle("Chore 5", inRow: 5)
    try await driver.tap("Star 2")
    _ = try driver.find(text: "Chore 2 ★")
    _ = try driver.find(text: "Chore 4")
    _ = try driver.finish()
  }

  @Test func rowsReadingAModelFromTheEnvironmentShowItsChanges() async throws {
    let driver = Driver(EnvironmentChoresHost())
    try await driver.start()
    try await driver.toggle("Chore 1", inRow: 1)
    try await driver.tap("Star 3")
    _ = try driver.find(text: "Chore 3 ★")
    try await driver.toggle("Chore 3 ★", inRow: 3)
    _ = try driver.find(text: "Chore 3 ★")
    _ = try driver.finish()
  }

  @Test func rowsOverObjectsChangedInPlaceShowTheChange() async throws {
    let driver = Driver(RenamedNotes())
    try await driver.start()
    try await driver.tap("Rename 1")
    _ = try driver.find(text: "Renamed 1")
    _ = try driver.find(text: "Groceries")
    _ = try driver.finish()
  }

  @Test func aToggleRunsItsRowAloneAndDecidesEveryRowKeptInOrder() async throws {
    let driver = Driver(ChoreRows())
    try await driver.start()
    for row in [3, 0, 5, 3] {
      let start = driver.trace.events.count
      try await driver.toggle("Chore \(row)", inRow: row)
      #expect(driver.trace.bodies(after: start) == ["ChoreRow[id=\(row)]"])
      #expect(rowDecisions(driver.trace, after: start) == (0..<6).map { "ChoreRow[id=\($0)]" })
    }
    _ = try driver.find(text: "3: open")
    _ = try driver.find(text: "0: done")
    _ = try driver.find(text: "5: done")
    _ = try driver.find(text: "1: open")
    _ = try driver.finish()
  }
}
