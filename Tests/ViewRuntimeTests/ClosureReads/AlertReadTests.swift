import Testing
import TraceTestSupport
import ViewRuntime

/// Issue 22: an alert's or a dialog's actions and message are built at once by the body that
/// attaches them (their closures are not stored), so a read inside them is the body's: a write
/// while the alert is shown re-runs that body alone, and the alert shows the new value.
@MainActor @Suite struct AlertReadTests {
  @Test func anAlertReadingTheModelInItsActionsAndMessageRerunsItsBody() async throws {
    let driver = Driver(ClearInboxScreen())
    try await driver.start()
    try await driver.tap("Clear all")
    try await driver.advance(by: .seconds(5))
    let tree = driver.tree()
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.modelWrite).last)
    let after = Aftermath(trace, after: write.seq)
    #expect(after.invalidated == ["ClearInboxScreen observable InboxCount.unread"])
    // The write is the task's, woken after five seconds, on the screen that appeared.
    #expect(after.chains == [[.invalidate, .modelWrite, .read, .taskStart, .appear]])
    // The title beside the alert reads nothing of the inbox: only the screen's body runs.
    #expect(after.bodies == ["ClearInboxScreen"])
    #expect(
      after.displays == [
        "Text[message] \"3 unread messages will be deleted.\" → \"4 unread messages will be deleted.\"",
        "Text \"Delete 3\" → \"Delete 4\"",
      ])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
    #expect(tree.contains("AlertContent[sheet]") && tree.contains("Text \"Delete 4\""))
  }

  @Test func aDialogPresentingAValueReadingAStoreRerunsItsHolder() async throws {
    let driver = Driver(ArchiveFolderScreen())
    try await driver.start()
    try await driver.tap("Archive Work")
    try await driver.advance(by: .seconds(5))
    let tree = driver.tree()
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.modelWrite).last)
    let after = Aftermath(trace, after: write.seq)
    #expect(after.invalidated == ["ArchiveFolderScreen published LegacyInboxCount.unread"])
    #expect(after.chains == [[.invalidate, .modelWrite, .read, .taskStart, .appear]])
    #expect(after.bodies == ["ArchiveFolderScreen"])
    #expect(
      after.displays == [
        "Text[message] \"Work has 3 unread messages.\" → \"Work has 4 unread messages.\"",
        "Text \"Archive Work with 3 unread\" → \"Archive Work with 4 unread\"",
      ])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
    #expect(tree.contains("AlertContent[sheet]") && tree.contains("Work has 4 unread messages."))
  }
}

extension AlertReadTests {
  @Test func anErrorAlertReadingAnEnvironmentModelAndAStateValueRerunsItsBody() async throws {
    let driver = Driver(SyncApp())
    try await driver.start()
    try await driver.advance(by: .seconds(5))
    let modelWrite = try #require(driver.trace.resolved(.modelWrite).last)
    try await driver.advance(by: .seconds(5))
    let tree = driver.tree()
    let trace = try driver.finish()
    let slotWrite = try #require(trace.resolved(.slotWrite).last)
    let afterBoth = Aftermath(trace, after: modelWrite.seq)
    let afterSlot = Aftermath(trace, after: slotWrite.seq)
    // Each write re-runs the screen's body alone: not the app above it, not the title beside.
    let screen = "SyncApp/.environment/SyncStatusScreen"
    #expect(
      afterBoth.invalidated == [
        "SyncStatusScreen observable Outbox.waiting", "SyncStatusScreen slot _attempts",
      ])
    #expect(afterBoth.bodies == [screen, screen])
    #expect(afterBoth.chains.first == [.invalidate, .modelWrite, .read, .taskStart, .appear])
    #expect(afterSlot.invalidated == ["SyncStatusScreen slot _attempts"])
    #expect(afterSlot.bodies == [screen])
    #expect(afterSlot.chains.first?.prefix(2) == [.invalidate, .slotWrite])
    // The model's write changed the message; the state's, the action's label.
    #expect(
      afterBoth.displays == [
        "Text[message] \"1 waiting; You are offline\" → \"2 waiting; You are offline\"",
        "Text \"Retry (1)\" → \"Retry (2)\"",
      ])
    #expect(afterSlot.displays == ["Text \"Retry (1)\" → \"Retry (2)\""])
    #expect(tree.contains("AlertContent[sheet]"))
  }
}

extension AlertReadTests {
  @Test func aLegacyAlertValueReadingAStoreRerunsItsHolder() async throws {
    let driver = Driver(LegacyClearInboxScreen(store: LegacyInboxCount()))
    try await driver.start()
    try await driver.advance(by: .seconds(5))
    let tree = driver.tree()
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.modelWrite).last)
    let after = Aftermath(trace, after: write.seq)
    #expect(after.invalidated == ["LegacyClearInboxScreen published LegacyInboxCount.unread"])
    #expect(after.bodies == ["LegacyClearInboxScreen"])
    #expect(after.displays == ["Text[message.if] \"3 unread messages\" → \"4 unread messages\""])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
    #expect(tree.contains("AlertContent[sheet]"))
  }
}

extension AlertReadTests {
  /// An `ActionSheet` value's message and buttons read the model and a state value; its
  /// buttons are a view given them anew, whose closures compare changed, as SwiftUI's would.
  @Test func anActionSheetReadingAModelAndAStateValueRerunsItsHolder() async throws {
    let driver = Driver(SharePhotoScreen())
    try await driver.start()
    try await driver.tap("Share Beach")
    try await driver.advance(by: .seconds(5))
    let modelWrite = try #require(driver.trace.resolved(.modelWrite).last)
    let afterModel = Aftermath(driver.trace, after: modelWrite.seq)
    #expect(afterModel.invalidated == ["SharePhotoScreen observable InboxCount.unread"])
    #expect(afterModel.chains == [[.invalidate, .modelWrite, .read, .taskStart, .appear]])
    #expect(afterModel.bodies == ["SharePhotoScreen"])
    #expect(
      afterModel.displays == [
        "Text[message.if] \"Ada has 3 unread messages\" → \"Ada has 4 unread messages\""
      ])
    try await driver.advance(by: .seconds(5))
    let tree = driver.tree()
    let trace = try driver.finish()
    let slotWrite = try #require(trace.resolved(.slotWrite).last)
    let afterSlot = Aftermath(trace, after: slotWrite.seq)
    let buttons = "SharePhotoScreen/.sheet/AlertContent[sheet]/LegacyAlertButtons[actions]"
    #expect(
      afterSlot.invalidated == [
        "SharePhotoScreen slot _recipient",
        "LegacyAlertButtons[actions] parentInputs @self(buttons)",
      ])
    #expect(afterSlot.chains.first?.prefix(2) == [.invalidate, .slotWrite])
    #expect(afterSlot.bodies == ["SharePhotoScreen", buttons])
    #expect(
      afterSlot.displays == [
        "Text[message.if] \"Ada has 4 unread messages\" → \"Grace has 4 unread messages\"",
        "Text \"Send to Ada\" → \"Send to Grace\"",
      ])
    #expect(afterSlot.inserted.isEmpty && afterSlot.removed.isEmpty)
    #expect(tree.contains("AlertContent[sheet]") && tree.contains("Text[title] \"Share Beach\""))
  }
}
