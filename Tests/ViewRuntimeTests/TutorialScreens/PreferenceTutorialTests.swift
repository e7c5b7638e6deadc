import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Screens that pass values up the tree with `PreferenceKey`.
@MainActor @Suite struct PreferenceTutorialTests {
  @Test func onPreferenceChangeSeesTheRowsValuesReducedAfterEachUpdate() async throws {
    let driver = Driver(MailboxesScreen())
    try await driver.start()
    _ = try driver.find(text: "Unread: 5")
    try await driver.tap("Read Inbox")
    _ = try driver.find(text: "Unread: 2")
    try await driver.tap("Read Inbox")
    try await driver.toggle("Show Archive")
    _ = try driver.find(text: "Unread: 12")
    try await driver.tap("Read Spam")
    _ = try driver.find(text: "Unread: 12")

    let trace = try driver.finish()
    let totals = trace.resolved(.slotWrite).filter { $0.name == "_totalUnread" }
    // The first value, then one write per change: reading an empty or muted mailbox changes
    // nothing.
    #expect(totals.map { "\($0.before)→\($0.after)" } == ["0→5", "5→2", "2→12"])
    #expect(totals.allSatisfy { $0.event.code == Writer.lifecycle.rawValue })
    // The write after a tap goes back to it: update-begin, the row's invalidation, its write.
    let chain = trace.causes(of: totals[1].seq)
    #expect(chain.map(\.kind) == [.slotWrite, .updateBegin, .invalidate, .slotWrite, .input])
    #expect(chain[2].identity.hasSuffix("/.onPreferenceChange[1]/VStack/MailboxRow[0]"))
  }
}
