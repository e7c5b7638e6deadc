import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@MainActor @Suite struct LegacyFeedbackTests {
  @Test func legacyAlertsActionSheetsAndOnChangeWorkAsTheirSuccessors() async throws {
    let driver = Driver(LegacyFeedbackScreen())
    try await driver.start()
    // An Alert value, presented for the item, titled and worded by it; OK dismisses it.
    try await driver.tap("Send")
    #expect(throws: Never.self) { try driver.find(text: "Cannot send") }
    #expect(throws: Never.self) { try driver.find(text: "Write a comment first.") }
    try await driver.tap("OK")
    #expect(throws: (any Error).self) { try driver.find(text: "Cannot send") }
    // The stepped slider snaps, and the one-value onChange sees the new value.
    try await driver.set("rating", to: 4.4)
    try await driver.type("Great app", into: "comment")
    // An ActionSheet's destructive button runs its action.
    try await driver.tap("Options")
    try await driver.tap("Clear")
    #expect(throws: (any Error).self) { try driver.find(text: "Clear") }
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).map { "\($0.name) \($0.after)" }
    #expect(writes.contains("_rating 4.0"))
    #expect(writes.contains("_changes [4.0]"))
    #expect(writes.contains("_comment \"Great app\""))
    // The sheet's button runs its action, then dismisses the sheet.
    #expect(writes.suffix(2) == ["_comment \"\"", "_showsOptions false"])
    #expect(writes.contains("_problem nil"))
  }
}
