import Observation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// One toggle among many rows, in the spellings real screens use: the toggle's own row shows its
// change, every other row keeps its state (and, bound to an `@State` array, its view), and
// each row is still
// decided `kept`, in order, as one decision each (recorded in runs between the rows built
// again). A row whose element changed its id leaves and the new id comes in.

private struct Chore: Identifiable, Equatable {
  var id: Int
  var title: String
  var isDone = false
}

private let choreCount = 40

private func makeChores() -> [Chore] {
  (0..<choreCount).map { Chore(id: $0, title: "Chore \($0)") }
}

@Observable private final class Checklist {
  var chores = makeChores()
}

/// A row's own state, to show that the rows not toggled keep theirs.
private struct Stars: View {
  @State private var stars = 0
  var body: some View { Button("★ \(stars)") { stars += 1 } }
}

private struct ChoreRow: View {
  @Binding var chore: Chore
  var body: some View {
    HStack {
      Toggle(chore.title, isOn: $chore.isDone)
      Stars()
    }
  }
}

/// `ForEach($chores) { $chore in … }` with the row written inline.
private struct InlineChoresScreen: View {
  @State private var chores = makeChores()
  var body: some View {
    VStack {
      ForEach($chores) { $chore in
        HStack {
          Toggle(chore.title, isOn: $chore.isDone)
          Stars()
        }
      }
    }
  }
}

/// `ForEach($chores)` over a row view, with a button that renumbers chore 5.
private struct RowViewChoresScreen: View {
  @State private var chores = makeChores()
  var body: some View {
    VStack {
      Button("Renumber") { chores[5].id = 500 }
      ForEach($chores) { $chore in ChoreRow(chore: $chore) }
    }
  }
}

/// Counts the calls of a content closure.
@MainActor private final class Calls {
  var count = 0
  func note() -> Int {
    count += 1
    return count
  }
}

/// A row whose button stars it (its own state) and finishes chore 7, in one action.
private struct StarringChoreRow: View {
  @Binding var chore: Chore
  @Binding var chores: [Chore]
  @State private var stars = 0
  var body: some View {
    HStack {
      Toggle(chore.title, isOn: $chore.isDone)
      Button("★ \(stars)") {
        stars += 1
        chores[7].isDone.toggle()
      }
    }
  }
}

private struct StarringChoresScreen: View {
  let calls: Calls
  @State private var chores = makeChores()
  var body: some View {
    VStack {
      ForEach($chores) { $chore in
        let _ = calls.note()
        StarringChoreRow(chore: $chore, chores: $chores)
      }
    }
  }
}

/// `ForEach($checklist.chores)` with the model in `@State`.
private struct StateModelScreen: View {
  @State private var checklist = Checklist()
  var body: some View {
    VStack {
      ForEach($checklist.chores) { $chore in ChoreRow(chore: $chore) }
    }
  }
}

/// `ForEach($checklist.chores)` with the model from the environment, bound in the body.
private struct EnvironmentModelScreen: View {
  @State private var checklist = Checklist()
  var body: some View { EnvironmentChoreList().environment(checklist) }
}

private struct EnvironmentChoreList: View {
  @Environment(Checklist.self) private var checklist
  var body: some View {
    @Bindable var checklist = checklist
    VStack {
      ForEach($checklist.chores) { $chore in ChoreRow(chore: $chore) }
    }
  }
}

/// `ForEach(chores.indices, id: \.self)`, each row bound through the array.
private struct IndicesScreen: View {
  @State private var chores = makeChores()
  var body: some View {
    VStack {
      ForEach(chores.indices, id: \.self) { index in
        HStack {
          Toggle(chores[index].title, isOn: $chores[index].isDone)
          Stars()
        }
      }
    }
  }
}

@MainActor @Suite struct OneRowToggleTests {
  /// The events recorded after the first `count`.
  private func events(_ trace: Trace, after count: Int) -> [TraceEvent] {
    Array(trace.events.dropFirst(count))
  }

  /// What the `display` events after the first `count` show.
  private func displays(_ trace: Trace, after count: Int) -> [String] {
    events(trace, after: count).filter { $0.kind == .display }.map { trace[$0.after] }
  }

  /// Stars row 3, toggles row 7 (found by its id, or its index for an index-based `ForEach`),
  /// and checks what ran, what was shown and decided, and that row 3 kept its star.
  private func toggleOneRow(
    _ screen: some View, rowLabel: (Int) -> String, bodiesOfRow7: [String]
  ) async throws {
    let driver = Driver(screen)
    try await driver.start()
    try await driver.tap("★ 0", index: 3)
    _ = try driver.find(text: "★ 1")

    let start = driver.trace.events.count
    try await driver.toggle("Chore 7", inRow: 7)
    let toggled = events(driver.trace, after: start)
    let bodies = toggled.filter { $0.kind == .bodyBegin }.map {
      IdentityPath(driver.trace[$0.identity]).last
    }
    #expect(bodies == bodiesOfRow7)
    #expect(displays(driver.trace, after: start) == ["on"])
    // Every row is decided kept, in row order, each once.
    let rows = toggled.filter {
      $0.kind == .identity && IdentityPath(driver.trace[$0.identity]).last.contains("=")
    }
    #expect(
      rows.map { IdentityPath(driver.trace[$0.identity]).last } == (0..<choreCount).map(rowLabel))
    #expect(rows.allSatisfy { $0.code == IdentityDecision.kept.rawValue })
    #expect(!toggled.contains { $0.kind == .slotCreate || $0.kind == .slotDestroy })
    #expect(try driver.find(text: "★ 1").path.contains(rowLabel(3)))

    try await driver.toggle("Chore 7", inRow: 7)
    try await driver.toggle("Chore 30", inRow: 30)
    _ = try driver.find(text: "★ 1")
    _ = try driver.finish()
  }

  @Test func aToggleInAnInlineRowRunsThatRowAlone() async throws {
    try await toggleOneRow(
      InlineChoresScreen(), rowLabel: { "HStack[id=\($0)]" }, bodiesOfRow7: [])
  }

  @Test func aToggleInARowViewRunsThatRowAlone() async throws {
    try await toggleOneRow(
      RowViewChoresScreen(), rowLabel: { "ChoreRow[id=\($0)]" }, bodiesOfRow7: ["ChoreRow[id=7]"])
  }

  /// Each row's body read the model's `chores` through its binding, and the write changed that
  /// property: every row's body runs, as in SwiftUI, but only the toggled row shows a change.
  @Test func aToggleInARowOfAModelInStateShowsInThatRowAlone() async throws {
    try await toggleOneRow(
      StateModelScreen(), rowLabel: { "ChoreRow[id=\($0)]" },
      bodiesOfRow7: (0..<choreCount).map { "ChoreRow[id=\($0)]" })
  }

  @Test func aToggleInARowOfAModelFromTheEnvironmentShowsInThatRowAlone() async throws {
    try await toggleOneRow(
      EnvironmentModelScreen(), rowLabel: { "ChoreRow[id=\($0)]" },
      bodiesOfRow7: (0..<choreCount).map { "ChoreRow[id=\($0)]" })
  }

  /// The screen's body read the array for its indices: it runs, and no row's body does.
  @Test func aToggleInARowOfIndicesRunsTheScreenAndNoRow() async throws {
    try await toggleOneRow(
      IndicesScreen(), rowLabel: { "HStack[index=\($0)]" }, bodiesOfRow7: ["IndicesScreen"])
  }

  /// Row 3 is due for its own state when its `ForEach` runs for chore 7's change: it is told
  /// by the invalidation, not by looking at every row, and runs before row 7, in row order, as
  /// the rows built again do; the other rows' closures are not called.
  @Test func aRowDueForItsOwnStateRunsInOrderWithTheChangedRow() async throws {
    let calls = Calls()
    let driver = Driver(StarringChoresScreen(calls: calls))
    try await driver.start()
    try await driver.toggle("Chore 1", inRow: 1)
    #expect(calls.count == choreCount + 1)

    let start = driver.trace.events.count
    try await driver.tap("★ 0", index: 3)
    #expect(calls.count == choreCount + 3)
    let toggled = events(driver.trace, after: start)
    #expect(
      toggled.filter { $0.kind == .bodyBegin }.map { IdentityPath(driver.trace[$0.identity]).last }
        == ["StarringChoreRow[id=3]", "StarringChoreRow[id=7]"])
    #expect(displays(driver.trace, after: start) == ["\"★ 1\"", "on"])
    let rows = toggled.filter {
      $0.kind == .identity && IdentityPath(driver.trace[$0.identity]).last.hasPrefix("Starring")
    }
    #expect(rows.count == choreCount)
    #expect(rows.allSatisfy { $0.code == IdentityDecision.kept.rawValue })
    _ = try driver.finish()
  }

  /// An element whose id changed through the array is a row that leaves and one that comes in,
  /// at its place; the other rows keep their views and state.
  @Test func anElementWhoseIDChangedIsRemovedAndInserted() async throws {
    let driver = Driver(RowViewChoresScreen())
    try await driver.start()
    try await driver.tap("★ 0", index: 3)

    let start = driver.trace.events.count
    try await driver.tap("Renumber")
    let decisions = events(driver.trace, after: start).filter { $0.kind == .identity }
      .map { (IdentityDecision(rawValue: $0.code), IdentityPath(driver.trace[$0.identity]).last) }
      .filter { $0.1.hasPrefix("ChoreRow") && $0.0 != .kept }
    #expect(decisions.map(\.0) == [.inserted, .removed])
    #expect(decisions.map(\.1) == ["ChoreRow[id=500]", "ChoreRow[id=5]"])
    _ = try driver.find(text: "★ 1")

    try await driver.toggle("Chore 5", inRow: 500)
    _ = try driver.find(text: "Chore 5")
    _ = try driver.finish()
  }
}
