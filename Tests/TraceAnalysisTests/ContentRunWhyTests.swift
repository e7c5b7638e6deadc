import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// `why` explains the re-run of what a stored closure built (a row written inline, a sheet's
/// content, a destination): named as the code spells it, with its cause, and its chain from the
/// tap through the model write to what changed on screen.
@MainActor @Suite struct ContentRunWhyTests {
  /// Records `screen` through `steps`, returning the trace.
  private func record(
    _ screen: some View, _ steps: (Driver) async throws -> Void
  ) async throws -> Trace {
    let driver = Driver(screen)
    try await driver.start()
    try await steps(driver)
    return try driver.finish()
  }

  /// The prose of the events `seqs`, as the chain lines write them.
  private func prose(_ seqs: [Seq], in trace: Trace) -> [String] {
    seqs.compactMap { trace.event(seq: $0).map { trace.describe($0, as: .prose) } }
  }

  @Test func theCookbooksStarredRowIsExplainedFromTheTapToTheStar() async throws {
    let trace = try await record(RecipeBoxScreen()) { try await $0.tap("Star", within: "Bread") }
    let timeline = Timeline(trace: trace)
    let runs = timeline.contentRuns("ForEach")
    #expect(runs.map(\.closure) == [.row("1"), .row("2")])
    #expect(runs.allSatisfy { $0.owner == "RecipeBoxScreen" && $0.cause == .observable })
    #expect(runs.allSatisfy { $0.tokens == ["RecipeBox.favourites: [] → [2]"] })
    let starred = try #require(runs.last)
    #expect(
      prose(starred.chain, in: trace) == [
        "input tap \"Star\"", "RecipeBox.favourites [] → [2] (by action)",
        "invalidate RecipeBox.favourites (observable)", "inserted Image (branch-flipped)",
        "Image shows \"star.fill\"",
      ])
    // The other row ran again too, as SwiftUI redraws every row that read the set, and showed
    // the same.
    #expect(runs.first?.changes == [])
    // The screen that wrote the closure, and the row's own path, find the same runs.
    #expect(timeline.contentRuns("RecipeBoxScreen") == runs)
    #expect(timeline.contentRuns(".swipeActions[id=2]") == [starred])
    // Its body ran once, at first; the rows' runs are not bodies.
    #expect(timeline.why("RecipeBoxScreen").map(\.tokens) == [["@identity"]])
  }

  @Test func theTextNamesTheRowItsWriteAndTheStar() async throws {
    let trace = try await record(RecipeBoxScreen()) { try await $0.tap("Star", within: "Bread") }
    let timeline = Timeline(trace: trace)
    let text = timeline.contentRuns("ForEach", update: 2).text(in: timeline)
    #expect(
      text == """
        #42  u2          1 µs  ForEach row 1 in RecipeBoxScreen  RecipeBox.favourites: [] → [2]  …/List/ForEach/.swipeActions[id=1]
            #37  u0          1 µs  input tap "Star"  …/ForEach/.swipeActions[id=2]/Button[swipeActions]
            #38  u0          1 µs  RecipeBox.favourites [] → [2] (by action)  RecipeBox#1
            #39  u0          1 µs  invalidate RecipeBox.favourites (observable)  …/List/ForEach/.swipeActions[id=1]
            (it showed the same as before)
        #46  u2          1 µs  ForEach row 2 in RecipeBoxScreen  RecipeBox.favourites: [] → [2]  …/List/ForEach/.swipeActions[id=2]
            #37  u0          1 µs  input tap "Star"  …/ForEach/.swipeActions[id=2]/Button[swipeActions]
            #38  u0          1 µs  RecipeBox.favourites [] → [2] (by action)  RecipeBox#1
            #40  u0          1 µs  invalidate RecipeBox.favourites (observable)  …/List/ForEach/.swipeActions[id=2]
            #49  u2          1 µs  inserted Image (branch-flipped)  …/.swipeActions[id=2]/HStack[content]/Image[1.if]
            #50  u2          1 µs  Image shows "star.fill"  …/.swipeActions[id=2]/HStack[content]/Image[1.if]

        """)
  }

  @Test func inlineRowsInALazyStackWithTheModelFromTheEnvironment() async throws {
    let trace = try await record(PantryApp()) { try await $0.tap("Star", within: "Bread") }
    let runs = Timeline(trace: trace).contentRuns("PantryShelfScreen")
    #expect(runs.map(\.closure) == [.row("1"), .row("2")])
    let starred = try #require(runs.last)
    #expect(starred.tokens == ["RecipeBox.favourites: [] → [2]"])
    #expect(prose(starred.changes, in: trace) == ["Text shows \"★\" (was \"☆\")"])
    #expect(prose(Array(starred.chain.prefix(2)), in: trace).first == "input tap \"Star\"")
  }

  @Test func inlineRowsOfAListOverDataWithTheModelBindable() async throws {
    let trace = try await record(BindableBoxScreen(box: RecipeBox())) {
      try await $0.tap("Star", within: "Bread")
    }
    let runs = Timeline(trace: trace).contentRuns("ForEach")
    #expect(runs.map(\.closure) == [.row("1"), .row("2")])
    #expect(runs.allSatisfy { $0.owner == "BindableBoxScreen" })
    #expect(
      prose(runs.last?.changes ?? [], in: trace) == [
        "inserted Image (branch-flipped)", "Image shows \"star.fill\"",
      ])
  }

  @Test func rowsWrittenAsAStructAreBodiesAndRunNoClosureAgain() async throws {
    let trace = try await record(StructRowBoxScreen()) { try await $0.tap("Star", within: "Bread") }
    let timeline = Timeline(trace: trace)
    #expect(timeline.contentRuns("StructRowBoxScreen").isEmpty)
    #expect(
      timeline.why("BoxRecipeRow", update: 2).map(\.tokens) == [
        ["RecipeBox.favourites: [] → [2]"], ["RecipeBox.favourites: [] → [2]"],
      ])
  }

  @Test func aSheetsContentIsExplainedAsTheSheetsContent() async throws {
    let trace = try await record(BoxSheetScreen()) {
      try await $0.tap("Favourites")
      try await $0.tap("Star Soup")
    }
    let runs = Timeline(trace: trace).contentRuns("BoxSheetScreen")
    // The sheet presented for its binding's state, then its content re-ran for the model.
    #expect(runs.map(\.closure) == [.none, .presentation(".sheet")])
    #expect(
      runs.map(\.tokens) == [
        ["_showsFavourites: false → true"], ["RecipeBox.favourites: [] → [1]"],
      ])
    #expect(prose(runs[1].changes, in: trace) == ["Text shows \"1 starred\" (was \"0 starred\")"])
    #expect(prose(runs[0].changes, in: trace).first == "inserted VStack (presentation)")
  }

  @Test func aDestinationIsExplainedAsTheDestinationForItsValue() async throws {
    let trace = try await record(BoxDestinationScreen()) {
      try await $0.tap("Bread")
      try await $0.tap("Star")
    }
    let runs = Timeline(trace: trace).contentRuns("BoxDestinationScreen", update: 3)
    #expect(runs.map(\.closure) == [.destination("2")])
    #expect(runs.first?.tokens == ["RecipeBox.favourites: [] → [2]"])
    #expect(
      prose(runs.first?.changes ?? [], in: trace) == [
        "Text shows \"★ favourite\" (was \"not a favourite\")"
      ])
  }

  /// `explain` names where the `if` of an inline row is written: the `ForEach`'s closure in the
  /// screen's body, not a body of the row's, which has none.
  @Test func aResetInAnInlineRowNamesTheRowsClosure() async throws {
    let trace = try await record(StarredNoteBoxScreen()) {
      try await $0.type("hello", into: "Note", index: 1)
      try await $0.tap("Star", index: 1)
    }
    let finding = try #require(Analysis(trace: trace).findings.first)
    #expect(finding.kind == .stateResetBranchFlip)
    #expect(finding.summary.contains("in the ForEach content closure in StarredNoteBoxScreen.body"))
    #expect(finding.fix.contains("in the ForEach content closure in StarredNoteBoxScreen.body"))
  }
}
