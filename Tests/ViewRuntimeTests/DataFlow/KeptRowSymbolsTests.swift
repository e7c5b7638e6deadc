import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

// The `kept` decisions of rows that keep their views are recorded from the symbols their
// `ForEach` kept for its children (``KeptRowSymbols``): after rows are inserted, removed or
// renumbered in place, each toggle still records, for every row in order, the identity and type
// the row's node has, as recording each node one by one does.

private struct Errand: Identifiable, Equatable {
  var id: Int
  var title: String
  var isDone = false
}

private struct ErrandRow: View {
  @Binding var errand: Errand
  var body: some View {
    HStack {
      Toggle(errand.title, isOn: $errand.isDone)
      Text(errand.isDone ? "done" : "open")
    }
  }
}

private struct ErrandsScreen: View {
  @State private var errands = (0..<12).map { Errand(id: $0, title: "Errand \($0)") }
  var body: some View {
    VStack {
      Button("Add") { errands.insert(Errand(id: 100 + errands.count, title: "New"), at: 4) }
      Button("Remove") { errands.remove(at: 2) }
      Button("Renumber") { errands[6].id = 600 }
      Button("Swap") { errands.swapAt(0, 1) }
      ForEach($errands) { $errand in ErrandRow(errand: $errand) }
    }
  }
}

@MainActor @Suite struct KeptRowSymbolsTests {
  /// The `ForEach` node of the screen.
  private func rowsNode(_ driver: Driver) throws -> Node {
    try #require(
      driver.host.root?.descendants.first { $0.runtimeState is ForEachState && !$0.isRemoved })
  }

  /// Toggles `label` in row `id` and checks that the rows' decisions name, in order, each row's
  /// node: its path and its type, and that they were copied from the symbols its `ForEach`
  /// kept for the children it has now.
  private func toggleAndCheck(_ driver: Driver, _ label: String, inRow id: Int) async throws {
    let start = driver.trace.events.count
    try await driver.toggle(label, inRow: id)
    let trace = driver.trace
    let node = try rowsNode(driver)
    let rows = trace.events.dropFirst(start).filter {
      $0.kind == .identity && IdentityPath(trace[$0.identity]).parent?.text == node.path
    }
    #expect(rows.map { trace[$0.identity] } == node.children.map(\.path))
    #expect(rows.map { trace[$0.name] } == node.children.map(\.typeName))
    #expect(rows.allSatisfy { $0.code == IdentityDecision.kept.rawValue })
    #expect(
      rows.filter { $0.reason == DecisionReason.unchanged.rawValue }.count
        >= node.children.count - 1)
    let kept = (node.runtimeState as? ForEachState)?.keptSymbols
    #expect(kept?.children.elementsEqual(node.children, by: ===) == true, "\(label)")
  }

  @Test func keptRowsAfterInsertsRemovalsAndRenumberingNameEachRowsNode() async throws {
    let driver = Driver(ErrandsScreen())
    try await driver.start()
    // The first change runs the screen again, and every row is checked.
    try await driver.toggle("Errand 5", inRow: 5)
    try await toggleAndCheck(driver, "Errand 7", inRow: 7)
    try await driver.tap("Add")
    try await toggleAndCheck(driver, "Errand 8", inRow: 8)
    try await driver.tap("Remove")
    try await toggleAndCheck(driver, "Errand 3", inRow: 3)
    // The same count of rows, one of them a new node at the same place.
    try await driver.tap("Renumber")
    try await toggleAndCheck(driver, "Errand 9", inRow: 9)
    try await toggleAndCheck(driver, "Errand 6", inRow: 600)
    try await driver.tap("Swap")
    try await toggleAndCheck(driver, "Errand 1", inRow: 1)
    try await toggleAndCheck(driver, "Errand 0", inRow: 0)
    _ = try driver.finish()
  }
}
