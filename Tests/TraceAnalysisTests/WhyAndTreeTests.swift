import DemoApps
import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

@MainActor @Suite struct WhyAndTreeTests {
  @Test func whySaysWhichSlotChangedAndThatAnIdentityIsNew() async throws {
    let analysis = try await analyze(BranchFlipScreen()) { driver in
      try await driver.tap("Switch")
    }
    let screen = analysis.timeline.why("BranchFlipScreen")
    #expect(screen.map(\.tokens) == [["@identity"], ["_compact: false → true"]])
    #expect(screen.map(\.update) == [1, 2])
    #expect(screen.allSatisfy { $0.duration == nil })
    let editors = analysis.timeline.why("Editor", update: 2)
    #expect(editors.map(\.identity) == ["BranchFlipScreen/VStack/Editor[0.if]"])
    #expect(editors.map(\.tokens) == [["@identity"]])
  }

  @Test func whyNamesTheModelPropertyAndTheInputsThatChanged() async throws {
    let trace = try await ScenarioCatalog.scenario(named: "notes-refresh-flicker")!.record()
    let timeline = Timeline(trace: trace)
    let list = timeline.why("NoteListScreen")
    // A model property's token carries the values of the write that changed it.
    #expect(list.map(\.tokens.count) == [1, 1, 1, 1])
    #expect(list[0].tokens == ["@identity"])
    #expect(
      list[1].tokens[0].hasPrefix(
        #"NotesStore.notes: [] → [DemoApps.Note(id: 1, title: "Groceries", body: "#))
    #expect(list[2].tokens == ["NotesStore.isRefreshing: false → true"])
    #expect(list[3].tokens == ["NotesStore.isRefreshing: true → false"])
    let text = list.text()
    #expect(
      text.contains(
        "#70  u3    300.003 ms  NoteListScreen  NotesStore.isRefreshing: false → true  …/"))
    #expect(list.json(skipped: []).hasPrefix("{\"evaluations\":[{\"seq\":11,\"update\":1,"))
  }

  @Test func treeAfterAnUpdateShowsSlotsAndWhatChanged() async throws {
    let analysis = try await analyze(BranchFlipScreen()) { driver in
      try await driver.type("draft", into: "Text")
      try await driver.tap("Switch")
    }
    let before = try #require(analysis.timeline.tree(after: 2))
    #expect(before.map(\.component).prefix(3) == ["BranchFlipScreen", "VStack", "Editor[0.else]"])
    #expect(before[2].slots == [TreeNode.Slot(name: "_text", value: "\"draft\"")])
    let after = try #require(analysis.timeline.tree(after: 3))
    let editors = after.filter { $0.component.hasPrefix("Editor") }
    #expect(editors.map(\.component) == ["Editor[0.else]", "Editor[0.if]"])
    #expect(editors[0].removed && editors[0].disappeared)
    #expect(editors[1].inserted && editors[1].evaluated)
    #expect(editors[1].slots == [TreeNode.Slot(name: "_text", value: "\"\"")])
    let text = after.text()
    #expect(text.hasPrefix("BranchFlipScreen *  _compact = true\n  VStack\n"))
    #expect(text.contains("    Editor[0.else] - removed  _text = \"draft\"\n"))
    #expect(text.contains("    Editor[0.if] * +  _text = \"\"\n"))
    #expect(analysis.timeline.tree(after: 99) == nil)
  }
}

@MainActor @Suite struct DamagedTraceTests {
  /// A salvaged trace can miss a run of events: causes are still found by their numbers.
  @Test func chainsSurviveAGapInSequenceNumbers() async throws {
    let trace = try await ScenarioCatalog.scenario(named: "notes-refresh-flicker")!.record()
    var damaged = trace
    damaged.events.removeAll { (20...40).contains($0.seq) }
    let analysis = Analysis(trace: damaged)
    let finding = try analysis.finding(.taskCancelledByOwnWrite)
    #expect(finding.chain.first == 65)
    #expect(finding.chain.last == 131)
    #expect(analysis.timeline.graph.event(41)?.seq == 41)
    #expect(analysis.timeline.graph.event(30) == nil)
  }
}
