import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime

// Issue 25, item 2: an identity-flicker duplicate said the `if` "took its other branch and
// back, so VStack was removed and inserted again, which cancelled its .task" on a screen where
// the `if` flipped once, VStack was inserted for the first time and nothing was cancelled. Each
// clause now comes from an event: the insertion's earlier lifetime, the earlier request's task,
// and its cancel or its end.

/// Notes shown in a list, or an editor in their place; each branch loads the notes.
struct NotesOrEditorScreen: View {
  @State private var isEditing = false
  @State private var notes: [String] = []

  var body: some View {
    VStack {
      Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
      if isEditing {
        VStack {
          Text("Editing \(notes.count) notes")
        }
        .task { await load() }
      } else {
        List(notes, id: \.self) { Text($0) }
          .task { await load() }
      }
    }
  }

  private func load() async {
    notes = (try? await RecipesAPI.recipes()) ?? []
  }
}

/// A spinner in place of the list while loading: the list's `.task` runs again each time the
/// spinner comes and goes.
@Observable @MainActor final class NotesFeed {
  var notes: [String] = []
  var isRefreshing = false

  func load() async {
    notes = (try? await RecipesAPI.recipes()) ?? []
  }

  func refresh() async {
    isRefreshing = true
    try? await Task.sleep(for: .milliseconds(50))
    isRefreshing = false
  }
}

struct SpinnerFlickerScreen: View {
  @State private var feed = NotesFeed()

  var body: some View {
    VStack {
      Button("Refresh") { Task { await feed.refresh() } }
      if feed.isRefreshing {
        ProgressView()
      } else {
        List(feed.notes, id: \.self) { note in Text(note) }
          .task { await feed.load() }
      }
    }
  }
}

@MainActor @Suite struct FlickerWordingTests {
  @Test func aFirstInsertionAfterAFinishedLoadIsNotCalledABackAndForth() async throws {
    let analysis = try await analyze(NotesOrEditorScreen(), fixtures: RecipesAPI.fixtures) {
      driver in
      try await driver.advance(by: .milliseconds(500))
      try await driver.tap("Edit")
      try await driver.advance(by: .milliseconds(500))
    }
    let finding = try analysis.finding(.effectDuplicate)
    #expect(!finding.summary.contains("and back"), "\(finding.summary)")
    #expect(!finding.summary.contains("cancelled"), "\(finding.summary)")
    #expect(
      finding.summary.contains(
        "took its other branch, so VStack was inserted in place of List, and its .task at "),
      "\(finding.summary)")
    #expect(finding.summary.hasSuffix("made the request again (the earlier one had finished)"))
    // The chain holds no cancel: the first load had ended.
    #expect(!analysis.chainLines(of: finding).contains { $0.hasPrefix("cancel") })
  }

  @Test func aBranchThatComesBackMidLoadCancelsAndRestarts() async throws {
    let analysis = try await analyze(SpinnerFlickerScreen(), fixtures: RecipesAPI.fixtures) {
      driver in
      try await driver.tap("Refresh")
      try await driver.advance(by: .milliseconds(500))
    }
    let finding = try analysis.finding(.effectDuplicate)
    #expect(
      finding.summary.contains(
        "took its other branch and back, so List was removed and inserted again, which "
          + "cancelled its running task, and its .task at "),
      "\(finding.summary)")
  }
}
