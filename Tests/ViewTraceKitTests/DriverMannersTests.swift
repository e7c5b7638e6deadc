import Foundation
import Testing
import TodoScreens
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// The driver refuses what a person could not do, and says so in one line.
@MainActor
@Suite struct DriverMannersTests {
  func loadedTodos() async throws -> Driver {
    let driver = Driver(TodoListScreen(service: TodoService()))
    try await driver.start()
    try await driver.waitUntilIdle()
    return driver
  }

  @Test func anAmbiguousMatchListsTheCandidatesAndHowToPick() async throws {
    let driver = try await loadedTodos()
    let error = await #expect(throws: DriverError.self) { try await driver.toggle("Done") }
    let text = error?.description ?? ""
    #expect(text.hasPrefix("cannot toggle \"Done\": 2 controls match (0: TodoListScreen/"))
    #expect(text.contains("TodoRow[id=\"Milk\"]/HStack/Toggle[1] (within: \"Milk\"); 1: "))
    #expect(text.contains("TodoRow[id=\"Bread\"]/HStack/Toggle[1] (within: \"Bread\"))"))
    #expect(
      text.hasSuffix(
        "pick one with within: a text of its row, or index: N, or mark each with .accessibilityIdentifier"
      ))
    #expect(!text.contains("\n"))
    try await driver.toggle("Done", index: 1)
    #expect(driver.tree().contains("TodoRow[id=\"Bread\"]  {_done=true}"))
    #expect(driver.tree().contains("TodoRow[id=\"Milk\"]  {_done=false}"))
    try await driver.toggle("Done", within: "Milk")
    #expect(driver.tree().contains("TodoRow[id=\"Milk\"]  {_done=true}"))
    let missing = await #expect(throws: DriverError.self) {
      try await driver.toggle("Done", within: "Butter")
    }
    #expect(
      missing?.description.hasPrefix("no visible view with text \"Butter\" (for within:)") == true)
  }

  @Test func aPresentedSheetBlocksInputBehindIt() async throws {
    let driver = try await loadedTodos()
    try await driver.tap("Add")
    let error = await #expect(throws: DriverError.self) {
      try await driver.toggle("Done", index: 0)
    }
    #expect(
      error?.description.contains("is behind the sheet presented at TodoListScreen/") == true,
      "\(error!)")
    #expect(error?.description.hasSuffix("dismiss it first") == true)
    #expect(!driver.tree().contains("_done=true"))
    try await driver.tap("Save")
    try await driver.toggle("Done", index: 2)
    #expect(driver.tree().contains("TodoRow[id=\"Eggs\"]  {_done=true}"))
  }

  @Test func aFailingStepLeavesAReadableTraceThatSaysWhatFailed() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "failing-\(UUID().uuidString).vtrace")
    let scenario = try #require(TodoScenarios.registry.scenario(named: "todo-missing"))
    let failure = await #expect(throws: ScenarioFailure.self) {
      try await scenario.record(sinks: [try TraceFileWriter(url: file)])
    }
    #expect(failure?.reason.hasPrefix("no visible view with text \"Delete everything\"") == true)
    let (trace, report) = try Trace.read(from: file)
    #expect(report.complete)
    #expect(trace.events.count == failure?.trace.events.count)
    #expect(trace.events.contains { $0.kind == .input && trace[$0.name] == "\"Add\"" })
    let last = try #require(trace.events.last { $0.kind == .warning })
    #expect(
      trace[last.name].hasPrefix("step failed: no visible view with text \"Delete everything\""))
  }

  @Test func possibleActionsNameControlsAsAScriptWould() async throws {
    let driver = try await loadedTodos()
    #expect(
      driver.possibleActions().map(\.description) == [
        "try await driver.toggle(\"Done\", within: \"Milk\")",
        "try await driver.toggle(\"Done\", within: \"Bread\")",
        "try await driver.tap(\"Add\")",
      ])
    try await driver.tap("Add")
    #expect(
      driver.possibleActions().map(\.description) == [
        "try await driver.tap(\"Save\")", "try await driver.dismissSheet()",
      ])
  }
}

/// Orders whose rows show `#1041 · Noah`, each with a status picker: what a script reaches
/// with `within:` a part of a row's text and with `select(_:in:within:index:)`.
struct OrderStatusList: View {
  let orders = [(1041, "Noah"), (1042, "Ada"), (1043, "Adam")]
  var body: some View {
    VStack {
      ForEach(orders, id: \.0) { order in
        OrderStatusRow(number: order.0, customer: order.1)
      }
    }
  }
}

struct OrderStatusRow: View {
  let number: Int
  let customer: String
  @State private var status = "open"
  var body: some View {
    HStack {
      Text("#\(number) · \(customer)")
      Picker("Status", selection: $status) {
        Text("Open").tag("open")
        Text("Packed").tag("packed")
      }
    }
  }
}

@MainActor
@Suite struct RowScopeTests {
  func driver() async throws -> Driver {
    let driver = Driver(OrderStatusList())
    try await driver.start()
    return driver
  }

  @Test func withinTakesPartOfARowsTextWhenOneRowHasIt() async throws {
    let driver = try await driver()
    try await driver.select("Packed", in: "Status", within: "Noah")
    #expect(driver.tree().contains("OrderStatusRow[id=1041]  {_status=\"packed\"}"))
    #expect(driver.tree().contains("OrderStatusRow[id=1042]  {_status=\"open\"}"))
    // "Ada" is the whole of no text, and part of two rows': the error lists them.
    let ambiguous = await #expect(throws: DriverError.self) {
      try await driver.select("Packed", in: "Status", within: "Ada")
    }
    #expect(
      ambiguous?.description
        == "within: \"Ada\" is part of the text of 2 rows (\"#1042 · Ada\", \"#1043 · Adam\"); give more of the row's text"
    )
  }

  @Test func selectTakesTheIndexItsAmbiguityErrorOffers() async throws {
    let driver = try await driver()
    let ambiguous = await #expect(throws: DriverError.self) {
      try await driver.select("Packed", in: "Status")
    }
    #expect(
      ambiguous?.description.hasSuffix(
        "pick one with within: a text of its row, or index: N, or mark each with .accessibilityIdentifier"
      ) == true)
    try await driver.select("Packed", in: "Status", index: 2)
    #expect(driver.tree().contains("OrderStatusRow[id=1043]  {_status=\"packed\"}"))
    try await driver.select("Packed", index: 1)
    #expect(driver.tree().contains("OrderStatusRow[id=1042]  {_status=\"packed\"}"))
    #expect(driver.tree().contains("OrderStatusRow[id=1041]  {_status=\"open\"}"))
  }
}
