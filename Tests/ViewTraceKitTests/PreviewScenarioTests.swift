import Foundation
import Testing
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// `#Preview`s as scenarios: the fixture package's previews (Tests/Fixtures/TodoScreens) and
/// its tool, `todo-scenarios`, which lists them after its scripted scenarios.
@MainActor @Suite struct PreviewScenarioTests {
  var registry: ScenarioRegistry {
    ScenarioRegistry(previews: Preview.all.filter { $0.module == "TodoScreens" })
  }

  @Test func eachPreviewIsAScenarioNamedByItsNameOrItsFile() {
    #expect(registry.all.map(\.name) == ["TodoPreviews", "Checked row", "Counter"])
    #expect(registry.all.map(\.app) == ["TodoScreens", "TodoScreens", "TodoScreens"])
    #expect(
      registry.all.map(\.summary) == [
        "#Preview in TodoScreens/TodoPreviews.swift:5",
        "#Preview in TodoScreens/TodoPreviews.swift:9 (sizeThatFitsLayout)",
        "#Preview in TodoScreens/TodoPreviews.swift:13 (landscapeLeft, fixedLayout(width: 300.0, height: 200.0))",
      ])
  }

  @Test func unnamedPreviewsOfOneFileAreNumbered() {
    let preview = Preview.all.first { $0.module == "TodoScreens" && $0.name == nil }!
    let names = ScenarioRegistry(previews: [preview, preview, preview]).all.map(\.name)
    #expect(names == ["TodoPreviews", "TodoPreviews-2", "TodoPreviews-3"])
  }

  @Test func recordingAPreviewStartsItsViewAndLetsItSettle() async throws {
    let trace = try await #require(registry.scenario(named: "TodoPreviews")).record()
    #expect(trace.header.scenario == "TodoPreviews")
    // The list's .task loaded the todos, on the virtual clock, before the recording stopped.
    let effects = trace.events.filter { $0.kind == .effectBegin }.map { trace[$0.name] }
    #expect(effects == ["GET /todos"])
    #expect(trace.events.filter { $0.kind == .input }.isEmpty)
  }

  @Test func theToolListsAndRecordsPreviewsAfterItsScenarios() throws {
    let tool = TodoToolTests()
    let list = try tool.run("scenarios")
    #expect(list.status == 0)
    let names = list.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
      $0.components(separatedBy: "  ")[0]
    }
    #expect(
      names == [
        "todo-add", "todo-check", "todo-reloads", "todo-missing", "TodoPreviews", "Checked row",
        "Counter",
      ])
    #expect(list.stdout.contains("#Preview in TodoScreens/TodoPreviews.swift:13"))
    let file = tool.temporaryFile("counter.jsonl")
    let recorded = try tool.run("record", "Counter", "-o", file)
    #expect(recorded.status == 0)
    #expect(recorded.stdout.hasPrefix("recorded Counter: "))
    let explored = try tool.run(
      "explore", "Counter", "--depth", "2", "-o", tool.temporaryFile("explored"), "--json")
    #expect(explored.stdout.hasPrefix(#"{"scenario":"Counter","states":3,"#))
    #expect(explored.stdout.hasSuffix(#""findings":[],"expectation":null}"# + "\n"))
  }
}
