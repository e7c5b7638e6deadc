import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@MainActor @Suite struct LegacyTutorialTests {
  @Test func aNavigationViewScreenPushesAddsThroughABarItemAndDismissesWithPresentationMode()
    async throws
  {
    let driver = Driver(LegacyTodoScreen(store: LegacyTodoStore()))
    try await driver.start()
    try await driver.tap("Add")
    #expect(throws: Never.self) { try driver.find(text: "Save") }
    try await driver.type("Eggs and bread", into: "Name")
    try await driver.tap("Save")
    // The sheet is gone and the list has the new row, whose link pushes its destination.
    #expect(throws: (any Error).self) { try driver.find(text: "Save") }
    try await driver.tap("Eggs and bread")
    #expect(throws: Never.self) { try driver.find(text: "About Eggs and bread") }
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).map { "\($0.name) \($0.after)" }
    #expect(writes.contains("_showsAdd true") && writes.contains("_showsAdd false"))
    #expect(writes.contains("_name \"Eggs and bread\""))
    let sheetSlot = try #require(trace.resolved(.slotCreate).first { $0.name == "_name" })
    #expect(sheetSlot.after == "\"Eggs\"")
  }
}
