import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: a read inside a closure the runtime stores and calls outside any body (a `ForEach`
/// row, a sheet's content, a navigation destination, a `GeometryReader`'s content) is a
/// dependency of what that closure built: a write re-runs that alone, named by its owner.
@MainActor @Suite struct ClosureReadTests {
  // The views that read one property are invalidated in the order they were made.

  /// Whether `tree` shows `text` exactly `count` times, the first after `anchor`.
  private func shows(_ tree: String, _ text: String, times count: Int = 1, after anchor: String)
    -> Bool
  {
    guard let anchorAt = tree.range(of: anchor), let textAt = tree.range(of: text) else {
      return count == 0 && !tree.contains(text)
    }
    return tree.components(separatedBy: text).count - 1 == count
      && anchorAt.lowerBound < textAt.lowerBound
  }

  /// The last input's invalidations were caused by a model or slot write, caused by the input.
  private func causedByAWrite(_ aftermath: Aftermath) -> Bool {
    !aftermath.chains.isEmpty
      && aftermath.chains.allSatisfy {
        [[.invalidate, .modelWrite, .input], [.invalidate, .slotWrite, .input]].contains($0)
      }
  }

  @Test func anInlineRowReadingTheModelRerunsThatRowAlone() async throws {
    let driver = Driver(InlineCookbookScreen())
    try await driver.start()
    try await driver.tap("Star", within: "Bread")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    // Both rows read `favourites`: both re-run, and only the second shows a star.
    #expect(
      after.invalidated == [
        ".swipeActions[id=1] observable Cookbook.favourites",
        ".swipeActions[id=2] observable Cookbook.favourites",
      ])
    #expect(
      after.invalidatedPaths.allSatisfy { $0.hasPrefix("InlineCookbookScreen/List/ForEach/") })
    #expect(causedByAWrite(after))
    #expect(after.bodies.isEmpty)
    #expect(after.inserted == ["Image[1.if]"] && after.removed.isEmpty)
    #expect(shows(tree, "star.fill", after: "Bread"))
  }

  @Test func anInlineRowReadingAnEnvironmentModelRerunsThatRowAlone() async throws {
    let driver = Driver(CookbookApp())
    try await driver.start()
    try await driver.tap("Star", within: "Soup")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        ".contextMenu[id=1] observable Cookbook.favourites",
        ".contextMenu[id=2] observable Cookbook.favourites",
      ])
    #expect(causedByAWrite(after))
    #expect(after.bodies.isEmpty)
    #expect(after.inserted == ["Image[1.if]"])
    #expect(shows(tree, "star.fill", after: "Soup") && !shows(tree, "star.fill", after: "Bread"))
  }

  @Test func anInlineRowReadingABindableModelRerunsThatRowAlone() async throws {
    let driver = Driver(BindableCookbookScreen(cookbook: Cookbook()))
    try await driver.start()
    try await driver.tap("Star", within: "Bread")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "VStack[id=1] observable Cookbook.favourites",
        "VStack[id=2] observable Cookbook.favourites",
      ])
    #expect(causedByAWrite(after))
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[1] \"☆\" → \"★\""])
  }

  @Test func aRowStructReadingTheModelRerunsItsBody() async throws {
    let driver = Driver(StructRowCookbookScreen())
    try await driver.start()
    try await driver.tap("Star", within: "Bread")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "RecipeRow[id=1] observable Cookbook.favourites",
        "RecipeRow[id=2] observable Cookbook.favourites",
      ])
    #expect(after.bodies.map(\.lastComponent) == ["RecipeRow[id=1]", "RecipeRow[id=2]"])
    #expect(shows(tree, "star.fill", after: "Bread"))
  }

  /// A state slot read in a row's closure is read by the `ForEach` that calls it: a write
  /// re-runs the `ForEach`, which builds its rows again; no body runs.
  @Test func anInlineRowReadingAStateValueRerunsItsForEach() async throws {
    let driver = Driver(StateSetCookbookScreen())
    try await driver.start()
    try await driver.tap("Star", within: "Bread")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["ForEach slot _favourites"])
    #expect(causedByAWrite(after))
    #expect(after.bodies.isEmpty)
    #expect(shows(tree, "star.fill", after: "Bread"))
  }

  /// An `ObservableObject` invalidates the view that holds it, whatever it read: its body builds
  /// the rows anew, as SwiftUI does.
  @Test func aLegacyStoreReadInlineRerunsItsHolder() async throws {
    let owned = Driver(StateObjectCookbookScreen())
    try await owned.start()
    try await owned.tap("Star", within: "Bread")
    let tree = owned.tree()
    let after = Aftermath(try owned.finish())
    #expect(after.invalidated == ["StateObjectCookbookScreen published LegacyCookbook.favourites"])
    #expect(after.bodies == ["StateObjectCookbookScreen"])
    #expect(shows(tree, "star.fill", after: "Bread"))

    let observed = Driver(ObservedObjectCookbookScreen(cookbook: LegacyCookbook()))
    try await observed.start()
    try await observed.tap("Star Soup")
    let observedAfter = Aftermath(try observed.finish())
    #expect(observedAfter.bodies == ["ObservedObjectCookbookScreen"])
    #expect(observedAfter.displays == ["Text[id=1] \"Soup\" → \"★ Soup\""])
  }

  @Test func aSheetReadingTheModelRerunsTheSheetAlone() async throws {
    let driver = Driver(SheetCookbookScreen())
    try await driver.start()
    try await driver.tap("Info")
    try await driver.tap("Rename")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["VStack[sheet] observable Cookbook.heading"])
    #expect(causedByAWrite(after))
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[0] \"Recipes\" → \"Favourites\""])
  }

  /// A state slot read in a sheet's content is read by the `.sheet` that calls it.
  @Test func anItemSheetReadingAStateValueRerunsItsPresenter() async throws {
    let driver = Driver(ItemSheetScreen())
    try await driver.start()
    try await driver.tap("Open Soup")
    try await driver.tap("More")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == [".sheet slot _servings"])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[0] \"Soup for 2\" → \"Soup for 3\""])
  }

  @Test func aValueDestinationReadingTheModelRerunsThatScreenAlone() async throws {
    let driver = Driver(DestinationCookbookScreen())
    try await driver.start()
    try await driver.tap("Soup")
    try await driver.tap("Star")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["VStack[path0,id=1] observable Cookbook.favourites"])
    #expect(causedByAWrite(after))
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[0] \"not a favourite\" → \"★ favourite\""])
  }

  /// `navigationDestination(isPresented:)` builds its destination in the body that wrote it.
  @Test func aFlagDestinationIsBuiltByItsBody() async throws {
    let driver = Driver(PresentedDestinationScreen())
    try await driver.start()
    try await driver.tap("Open")
    try await driver.tap("Rename")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["PresentedDestinationScreen observable Cookbook.heading"])
    #expect(after.bodies == ["PresentedDestinationScreen"])
    #expect(after.displays == ["Text[0] \"Recipes\" → \"Favourites\""])
  }

  @Test func anItemDestinationReadingTheModelRerunsThatScreenAlone() async throws {
    let driver = Driver(ItemDestinationScreen())
    try await driver.start()
    try await driver.tap("Open")
    try await driver.tap("Star")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["VStack[path0,id=2] observable Cookbook.favourites"])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[0] \"☆ 2\" → \"★ 2\""])
  }

  @Test func geometryReaderContentReadingTheModelRerunsThatContentAlone() async throws {
    let driver = Driver(GeometryCookbookScreen())
    try await driver.start()
    try await driver.tap("Rename")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["Text observable Cookbook.heading"])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text \"Recipes in 390\" → \"Favourites in 390\""])
  }

  /// Section header and footer, overlay and toolbar content run in the body that wrote them.
  @Test func closuresRunAtOnceAreTheirBodysReads() async throws {
    let driver = Driver(BodyClosuresScreen())
    try await driver.start()
    try await driver.tap("Star")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["BodyClosuresScreen observable Cookbook.favourites"])
    #expect(after.bodies == ["BodyClosuresScreen"])
    #expect(
      after.displays.sorted() == [
        "Text[footer] \"0 favourites\" → \"1 favourites\"", "Text[overlay] \"none\" → \"some\"",
      ])
  }
}

/// The other public APIs that store a content closure, and containers that run theirs at once.
@MainActor @Suite struct MoreClosureReadTests {
  @Test func listRowsReadingTheModelRerunTheRowsAlone() async throws {
    let driver = Driver(ListRowsCookbookScreen())
    try await driver.start()
    try await driver.tap("Star Bread")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "Text[id=1] observable Cookbook.favourites", "Text[id=2] observable Cookbook.favourites",
      ])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[id=2] \"Bread\" → \"★ Bread\""])
  }

  @Test func aCoverAndAPopoverReadingTheModelRerunAlone() async throws {
    let driver = Driver(CoverCookbookScreen())
    try await driver.start()
    try await driver.tap("Cover Soup")
    try await driver.tap("Rename")
    let cover = Aftermath(driver.trace)
    #expect(cover.invalidated == ["VStack[fullScreenCover,id=1] observable Cookbook.heading"])
    #expect(cover.bodies.isEmpty)
    #expect(cover.displays == ["Text[0] \"Soup in Recipes\" → \"Soup in Favourites\""])
    try await driver.dismissSheet()
    try await driver.tap("Pop")
    try await driver.tap("Rename here")
    let popover = Aftermath(try driver.finish())
    #expect(popover.invalidated == ["VStack[popover] observable Cookbook.heading"])
    #expect(popover.bodies.isEmpty)
    #expect(popover.displays == ["Text[0] \"Favourites\" → \"Mine\""])
  }

  /// The reader's content is a stored closure; the tab view, the group and `ViewThatFits` run
  /// theirs in the body.
  @Test func aScrollViewReaderReadingTheModelRerunsItsContentAlone() async throws {
    let driver = Driver(ReaderTabsScreen())
    try await driver.start()
    try await driver.tap("Rename")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["VStack observable Cookbook.heading"])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[0] \"Recipes\" → \"Favourites\""])
  }
}
