import Foundation
import Testing
import TraceFormat
import ViewRuntime

/// More screens written as tutorials write them, for the API added after the first ten.
@MainActor @Suite struct MoreTutorialScreenTests {
  @Test func presentedDestinationsPushAndPoppingResetsTheirBindings() async throws {
    let driver = Driver(ReadingListScreen())
    try await driver.start()
    try await driver.tap("Settings")
    try await driver.step("Font size: 14")
    _ = try driver.find(text: "Font size: 15")
    try await driver.tap("Add Sample Book")
    _ = try driver.find(text: "3 books")
    #expect(throws: DriverError.self) { try driver.find(text: "Dune") }
    try await driver.tap("Done")
    _ = try driver.find(text: "Dune")
    try await driver.tap("Settings")
    _ = try driver.find(text: "Font size: 14")
    try await driver.pop()
    try await driver.tap("Dune")
    _ = try driver.find(text: "0 notes")
    try await driver.pop()
    try await driver.tap("Emma")
    try await driver.advance(by: .seconds(1))
    _ = try driver.find(text: "1 notes")
    let trace = try driver.finish()
    let shows = trace.resolved(.slotWrite).filter { $0.name == "_showSettings" }
    #expect(
      shows.map { "\($0.before)→\($0.after)" } == [
        "false→true", "true→false", "false→true", "true→false",
      ])
    #expect(trace.decisions("ReadingSettingsView") == [.inserted, .removed, .inserted, .removed])
    #expect(Set(trace.decisionReasons("ReadingSettingsView")) == [.navigation])
    #expect(
      trace.resolved(.invalidate).contains {
        $0.identity.hasSuffix("ReadingSettingsView[path0]") && $0.name == "@self(bookCount)"
      })
    #expect(
      trace.resolved(.slotDestroy).filter { $0.name == "_fontSize" }.map(\.before) == ["15", "14"])
    let selected = trace.resolved(.slotWrite).filter { $0.name == "_selectedBook" }.map(\.after)
    #expect(selected.count == 3 && selected[1] == "nil")
    #expect(
      trace.changes("BookDetailView").map(\.identity.lastComponent) == [
        "BookDetailView[path0,id=1]", "BookDetailView[path0,id=1]", "BookDetailView[path0,id=2]",
      ])
    let cancels = trace.resolved(.taskCancel).filter {
      $0.event.code == CancelReason.disappeared.rawValue
    }
    #expect(cancels.count == 1 && cancels[0].identity.contains("BookDetailView[path0,id=1]"))
    #expect(
      trace.resolved(.disappear).contains {
        $0.identity.hasSuffix("/NavigationStack/.navigationDestination[root]")
      })
  }

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

  @Test func datePickerTakesDatesWithinItsRangeAndColorPickerAColor() async throws {
    let driver = Driver(EventPlannerScreen())
    try await driver.start()
    let formatter = ISO8601DateFormatter()
    try await driver.set("Starts", to: formatter.date(from: "2024-06-01T10:30:00Z")!)
    _ = try driver.find(text: "Starts at 2024-06-01T10:30:00Z")
    try await driver.set("Starts", to: formatter.date(from: "2023-12-24T18:00:00Z")!)
    _ = try driver.find(text: "Starts at 2024-05-01T09:00:00Z")
    try await driver.set("Time", to: formatter.date(from: "2023-12-24T18:00:00Z")!)
    _ = try driver.find(text: "Starts at 2023-12-24T18:00:00Z")
    try await driver.select("orange", in: "Calendar color")
    let trace = try driver.finish()
    let starts = trace.resolved(.slotWrite).filter { $0.name == "_start" }
    #expect(starts.count == 3)
    #expect(
      trace.resolved(.input).map(\.after) == [
        "2024-06-01T10:30:00Z", "2023-12-24T18:00:00Z", "2023-12-24T18:00:00Z", "orange",
      ])
    let colors = trace.resolved(.slotWrite).filter { $0.name == "_calendarColor" }
    #expect(colors.count == 1 && colors[0].after.contains("orange"))
  }

  @Test func gridRowsAreEagerAndTheHorizontalGridRealizesDaysAsItScrolls() async throws {
    let driver = Driver(HabitGridScreen())
    try await driver.start()
    #expect(driver.findAll(type: "GridRow").count == 4)
    try await driver.tap("Run week 2")
    _ = try driver.find(text: "1 of 9 done")
    _ = try driver.find(text: "Day 20")
    #expect(throws: DriverError.self) { try driver.find(text: "Day 21") }
    try await driver.scroll(to: 41, in: "LazyHGrid")
    _ = try driver.find(text: "Day 60")
    #expect(throws: DriverError.self) { try driver.find(text: "Day 20") }
    let trace = try driver.finish()
    let realized = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.realized.rawValue
    }
    #expect(realized.map { $0.identity.lastComponent } == (41...60).map { "Text[index=\($0)]" })
    #expect(
      trace.resolved(.slotWrite).filter { $0.name == "_done" }.map(\.after) == ["[\"Run-2\"]"])
  }
}
