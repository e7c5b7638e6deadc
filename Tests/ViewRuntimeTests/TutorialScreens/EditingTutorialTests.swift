import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Edit mode, context menus and inset composers, written as tutorials write them.
@MainActor @Suite struct EditingTutorialTests {
  @Test func editButtonSwitchesTheStacksEditModeForTheRowsThatReadIt() async throws {
    let driver = Driver(PlaylistScreen())
    try await driver.start()
    #expect(driver.findAll(type: "Image").isEmpty)
    try await driver.tap("Edit")
    _ = try driver.find(text: "Done")
    #expect(driver.findAll(type: "Image").count == 3)
    try await driver.tap("Done")
    _ = try driver.find(text: "Edit")
    #expect(driver.findAll(type: "Image").isEmpty)
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).filter { $0.name == "_editMode" }
    #expect(writes.map { "\($0.before)→\($0.after)" } == ["inactive→active", "active→inactive"])
    #expect(writes.allSatisfy { $0.identity == "PlaylistScreen/NavigationStack" })
    let rows = trace.resolved(.invalidate).filter {
      $0.identity.lastComponent.hasPrefix("SongRow") && $0.name == "EditMode"
        && $0.event.code == InvalidationReason.environment.rawValue
    }
    #expect(rows.count == 6)
  }

  @Test func anEditModeBindingInTheEnvironmentReachesItsReaders() async throws {
    let driver = Driver(SelectPhotosScreen())
    try await driver.start()
    _ = try driver.find(text: "Browsing")
    try await driver.tap("Select")
    _ = try driver.find(text: "Tap photos to select")
    let trace = try driver.finish()
    #expect(
      trace.resolved(.invalidate).contains {
        $0.identity.hasSuffix("PhotoStrip[1]") && $0.name == "EditMode"
      })
  }

  @Test func contextMenuItemsAreTappableAndTheInsetComposerAddsRows() async throws {
    let driver = Driver(MemoBoardScreen())
    try await driver.start()
    try await driver.tap("Pin Groceries")
    _ = try driver.find(text: "Unpin Groceries")
    #expect(driver.findAll(type: "Image").count == 1)
    try await driver.tap("Delete Plumber")
    #expect(throws: DriverError.self) { try driver.find(text: "Plumber") }
    try await driver.type("Water plants", into: "New memo")
    try await driver.tap("Post")
    _ = try driver.find(text: "Pin Water plants")
    let trace = try driver.finish()
    let menuButtons = trace.resolved(.identity).filter {
      $0.event.code == IdentityDecision.inserted.rawValue
        && $0.identity.hasSuffix("/.contextMenu[content]/Button[contextMenu.1]")
    }
    #expect(menuButtons.map { $0.identity.contains("[id=3]") } == [false, false, true])
    #expect(trace.decisionReasons(".swipeActions[id=2]") == [.firstAppearance, .elementRemoved])
    #expect(
      trace.resolved(.identity).contains {
        $0.identity.hasSuffix("/.safeAreaInset/.padding[safeAreaInset]")
      })
    let memos = trace.resolved(.slotWrite).filter { $0.name == "_memos" }
    #expect(memos.count == 3)
  }
}
