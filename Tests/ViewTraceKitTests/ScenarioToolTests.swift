import Foundation
import Testing
import TodoScreens
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// A package of its own registers two scenarios, records and verifies them with the same
/// commands as `viewtrace`, through the library products only.
@MainActor
@Suite struct ScenarioToolTests {
  let directory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewtracekit-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func tool(_ arguments: String...) async -> Int32 {
    await ScenarioTool.run(arguments, registry: TodoScenarios.registry, toolName: "todo-tool")
  }

  @Test func recordsAndVerifiesEachRegisteredScenario() async throws {
    for name in ["todo-add", "todo-check"] {
      let file = directory.appendingPathComponent("\(name).vtrace").path
      #expect(await tool("record", name, "-o", file) == 0)
      let (trace, report) = try Trace.read(from: URL(fileURLWithPath: file))
      #expect(report.complete)
      #expect(trace.header.scenario == name)
      #expect(await tool("verify", file) == 0)
    }
  }

  @Test func theRecordedTraceShowsTheScript() async throws {
    let trace = try await TodoScenarios.registry.scenario(named: "todo-add")!.record()
    let inputs = trace.events.filter { $0.kind == .input }.map { trace[$0.name] }
    #expect(inputs == ["\"Add\"", "\"Save\""])
    #expect(trace.events.contains { $0.kind == .effectBegin && trace[$0.name] == "GET /todos" })
    #expect(
      trace.events.contains {
        $0.kind == .slotCreate && trace[$0.identity].hasSuffix("TodoRow[id=\"Eggs\"]")
      })
  }

  @Test func unknownNamesAndCommandsAreOneLineErrors() async {
    #expect(
      await tool("record", "todo-gone", "-o", directory.appendingPathComponent("x").path) == 1)
    #expect(await tool("frobnicate") == 2)
    #expect(await tool("explore") == 2)
    #expect(await tool("explore", "todo-add", "--depth", "0") == 2)
  }

  @Test func aToolAddsItsOwnCommandsBeforeTheOthers() async {
    let count = ToolCommand(
      name: "count", summary: "count the scenarios",
      help: { tool in "usage: \(tool) count" },
      run: { args, context in
        let minimum = try args.integer("--at-least", as: Int.self) ?? 0
        try args.finish()
        guard context.registry.all.count >= minimum else {
          throw CLIError("\(context.registry.all.count) scenarios, fewer than \(minimum)")
        }
        return 0
      })
    func run(_ arguments: String...) async -> Int32 {
      await ScenarioTool.run(
        arguments, registry: TodoScenarios.registry, toolName: "todo-tool", commands: [count])
    }
    #expect(await run("count") == 0)
    #expect(await run("count", "--at-least", "99") == 1)
    #expect(await run("count", "--bogus") == 2)
    #expect(await run("count", "--help") == 0)
    #expect(await run("scenarios") == 0)
  }

  @Test func twoScenariosWithOneNameAreRefused() async {
    var registry = TodoScenarios.registry
    registry.add(TodoScenarios.registry.all[0])
    #expect(registry.duplicateNames == ["todo-add"])
    #expect(await ScenarioTool.run(["scenarios"], registry: registry, toolName: "t") == 1)
  }

  @Test func exploringTheTodoScreenFindsNothing() async throws {
    let report = try await Explorer(
      scenario: TodoScenarios.registry.all[0], limits: Explorer.Limits(depth: 3, seconds: 600)
    ).run()
    #expect(report.discoveries.isEmpty)
    #expect(report.complete)
    #expect(report.states > 3)
  }

  @Test func aScreenThatTicksForEverIsExploredWithinTheVirtualLimit() async throws {
    let scenario = Scenario(
      name: "ticker", summary: "a clock that never stops", root: { Ticker() }, script: { _ in })
    let report = try await Explorer(
      scenario: scenario, limits: Explorer.Limits(depth: 2, seconds: 600, virtualMilliseconds: 3000)
    ).run()
    #expect(report.discoveries.isEmpty)
    #expect(report.sequences > 1)
  }

  @Test func aScreenThatNeverSettlesIsAnErrorNotAnEmptyReport() async {
    let scenario = Scenario(
      name: "spinner", summary: "writes state for ever", root: { Spinner() }, script: { _ in })
    let error = await #expect(throws: ExplorationError.self) {
      try await Explorer(scenario: scenario).run()
    }
    #expect(
      error?.description
        == "the screen of spinner fails as it starts: the screen never settles: updates or tasks keep running at the same instant"
    )
  }
}

/// A clock that ticks every second for as long as it is shown.
private struct Ticker: View {
  @State private var ticks = 0
  var body: some View {
    Text("\(ticks) s")
      .task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .seconds(1))
          ticks += 1
        }
      }
  }
}

/// A screen whose task writes state without ever waiting.
private struct Spinner: View {
  @State private var turns = 0
  var body: some View {
    Text("\(turns)")
      .task {
        while !Task.isCancelled {
          turns += 1
          await Task.yield()
        }
      }
  }
}
