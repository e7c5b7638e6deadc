import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: a sheet's, a full-screen cover's and a popover's content is a stored closure. An
/// `@Observable` read there re-runs the presented content alone; a `@State` read is the
/// presenting modifier's, which calls the closure again with no body; an `ObservableObject`
/// re-runs the views that hold it, which hand the modifier a new closure. Each test writes from
/// inside the presented content and checks what the presentation shows afterwards.
@MainActor @Suite struct PresentationReadTests {
  @Test func aSheetReadingAStateObjectRerunsItsHolder() async throws {
    let driver = Driver(ShelfSheetScreen())
    try await driver.start()
    try await driver.tap("Shelf")
    try await driver.tap("Add book")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["ShelfSheetScreen published ReadingList.count"])
    #expect(after.chains == [[.invalidate, .modelWrite, .input]])
    // The heading beside the button reads nothing: only the holder's body runs.
    #expect(after.bodies == ["ShelfSheetScreen"])
    #expect(after.displays == ["Text[0] \"3 on To read\" → \"4 on To read\""])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
  }

  @Test func aCoverAndAPopoverReadingAStateValueRerunTheirModifierAlone() async throws {
    let driver = Driver(ReaderCoverScreen())
    try await driver.start()
    try await driver.tap("Read")
    try await driver.tap("Larger")
    let cover = Aftermath(driver.trace)
    #expect(cover.invalidated == [".fullScreenCover[content] slot _fontSize"])
    #expect(cover.chains == [[.invalidate, .slotWrite, .input]])
    #expect(cover.bodies.isEmpty)
    #expect(cover.displays == ["Text[0] \"Reading at 17 pt\" → \"Reading at 18 pt\""])
    try await driver.dismissSheet()
    try await driver.tap("Note on Dune")
    try await driver.tap("Write note")
    let popover = Aftermath(try driver.finish())
    #expect(popover.invalidated == [".popover slot _notesWritten"])
    #expect(popover.chains == [[.invalidate, .slotWrite, .input]])
    #expect(popover.bodies.isEmpty)
    #expect(popover.displays == ["Text[0] \"0 notes on Dune\" → \"1 notes on Dune\""])
  }

  @Test func aCoverReadingAnObservedStoreRerunsItsHolders() async throws {
    let driver = Driver(ShelfCoverApp())
    try await driver.start()
    try await driver.tap("Open Emma")
    try await driver.tap("Move to Done")
    let after = Aftermath(try driver.finish())
    // Both views that hold the store re-run, as SwiftUI's subscriptions do.
    #expect(
      after.invalidated == [
        "ShelfCoverApp published ReadingList.shelf",
        "ShelfCoverScreen published ReadingList.shelf",
      ])
    #expect(after.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    #expect(after.bodies == ["ShelfCoverApp", "ShelfCoverApp/ShelfCoverScreen"])
    #expect(after.displays == ["Text[0] \"Emma on To read\" → \"Emma on Done\""])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
  }

  @Test func aPopoverReadingAnEnvironmentObjectRerunsItsHolders() async throws {
    let driver = Driver(ShelfPopoverApp())
    try await driver.start()
    try await driver.tap("Count")
    try await driver.tap("Add one")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "ShelfPopoverApp published ReadingList.count",
        "ShelfPopoverScreen published ReadingList.count",
      ])
    #expect(after.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    #expect(
      after.bodies == ["ShelfPopoverApp", "ShelfPopoverApp/.environmentObject/ShelfPopoverScreen"])
    #expect(after.displays == ["Text[0] \"3 books\" → \"4 books\""])
  }

  @Test func aFlagCoverAndAnItemPopoverReadingAnEnvironmentModelRerunAlone() async throws {
    let driver = Driver(PlanCoverApp())
    try await driver.start()
    try await driver.tap("Plan")
    try await driver.tap("More pages")
    let cover = Aftermath(driver.trace)
    #expect(cover.invalidated == ["VStack[fullScreenCover] observable ReadingPlan.pagesPerDay"])
    #expect(cover.chains == [[.invalidate, .modelWrite, .input]])
    #expect(cover.bodies.isEmpty)
    #expect(cover.displays == ["Text[0] \"20 pages a day\" → \"25 pages a day\""])
    try await driver.dismissSheet()
    try await driver.tap("Pick Emma")
    try await driver.tap("Start it now")
    let popover = Aftermath(try driver.finish())
    #expect(popover.invalidated == ["VStack[popover,id=2] observable ReadingPlan.current"])
    #expect(popover.chains == [[.invalidate, .modelWrite, .input]])
    #expect(popover.bodies.isEmpty)
    #expect(popover.displays == ["Text[0] \"Emma after Dune\" → \"Emma after Emma\""])
  }
}
