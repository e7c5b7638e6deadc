import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Screens that report a `LocalizedError` in an alert.
@MainActor @Suite struct ErrorAlertTutorialTests {
  @Test func anErrorAlertIsTitledByTheErrorAndEachPresentationIsANewIdentity() async throws {
    let driver = Driver(UploadScreen())
    try await driver.start()
    #expect(throws: DriverError.self) { try driver.find(text: "You're offline") }
    try await driver.tap("Upload")
    _ = try driver.find(text: "You're offline")
    _ = try driver.find(text: "Check your connection and try again.")
    // As in SwiftUI, tapping a button dismisses the alert after its action ran: the retry's
    // failure sets the binding that the dismissal then clears.
    try await driver.tap("Retry")
    _ = try driver.find(text: "Attempts: 2")
    #expect(throws: DriverError.self) { try driver.find(text: "You're offline") }
    try await driver.tap("Upload")
    _ = try driver.find(text: "File too large")
    _ = try driver.find(text: "The limit is 10 MB.")
    try await driver.tap("OK")
    #expect(throws: DriverError.self) { try driver.find(text: "File too large") }

    let trace = try driver.finish()
    let shows = trace.resolved(.slotWrite).filter { $0.name == "_showsError" }
    #expect(
      shows.map { "\($0.before)→\($0.after)" } == [
        "false→true", "true→false", "false→true", "true→false",
      ])
    #expect(trace.decisions("AlertContent") == [.inserted, .removed, .inserted, .removed])
    #expect(Set(trace.decisionReasons("AlertContent")) == [.presentation])
    #expect(
      trace.resolved(.identity).contains {
        $0.identity.hasSuffix("/.sheet/AlertContent[sheet]/Text[title]")
      })
  }
}
