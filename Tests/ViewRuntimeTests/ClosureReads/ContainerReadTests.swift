import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: `List(data)` rows, a `GeometryReader`'s and a `ScrollViewReader`'s content are
/// stored closures: a `@State` read there is the container's that calls them, and re-runs no
/// body; an `ObservableObject` re-runs the views that hold it. Containers and decorations a
/// body builds at once are that body's reads, of every kind.
@MainActor @Suite struct ContainerReadTests {
  @Test func listRowsReadingAStateValueRerunTheirListAlone() async throws {
    let driver = Driver(StarredListScreen())
    try await driver.start()
    try await driver.tap("Star Bread")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["ForEach slot _starred"])
    #expect(after.chains == [[.invalidate, .slotWrite, .input]])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[id=2] \"Bread\" → \"★ Bread\""])
  }

  @Test func listRowsReadingAnObservedStoreRerunWithTheirHolders() async throws {
    let driver = Driver(WateredListApp())
    try await driver.start()
    try await driver.tap("Water more")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "WateredListApp published Watering.litres", "WateredListScreen published Watering.litres",
      ])
    #expect(after.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    #expect(after.bodies == ["WateredListApp", "WateredListApp/WateredListScreen"])
    #expect(
      after.displays == [
        "Text[id=\"Herbs\"] \"Herbs: 5 l\" → \"Herbs: 6 l\"",
        "Text[id=\"Roses\"] \"Roses: 5 l\" → \"Roses: 6 l\"",
      ])
  }

  @Test func geometryReaderContentReadingAStateValueAndAStoreRerunsAsItsReadsSay() async throws {
    let driver = Driver(GardenPlanScreen())
    try await driver.start()
    try await driver.tap("Zoom")
    let zoomed = Aftermath(driver.trace)
    #expect(zoomed.invalidated == ["GeometryReader[1] slot _scale"])
    #expect(zoomed.chains == [[.invalidate, .slotWrite, .input]])
    #expect(zoomed.bodies.isEmpty)
    #expect(zoomed.displays == ["Text \"39 m, 5 l\" → \"78 m, 5 l\""])
    try await driver.tap("Water")
    let watered = Aftermath(try driver.finish())
    #expect(watered.invalidated == ["GardenPlanScreen published Watering.litres"])
    #expect(watered.chains == [[.invalidate, .modelWrite, .input]])
    #expect(watered.bodies == ["GardenPlanScreen"])
    #expect(watered.displays == ["Text \"78 m, 5 l\" → \"78 m, 6 l\""])
  }

  @Test func scrollViewReaderContentReadingAStateValueAndAStoreRerunsAsItsReadsSay()
    async throws
  {
    let driver = Driver(GardenScrollApp())
    try await driver.start()
    try await driver.tap("Highlight Roses")
    let highlighted = Aftermath(driver.trace)
    #expect(highlighted.invalidated == ["ScrollViewReader slot _highlighted"])
    #expect(highlighted.chains == [[.invalidate, .slotWrite, .input]])
    #expect(highlighted.bodies.isEmpty)
    #expect(highlighted.displays == ["Text[0] \"Herbs: 5 l\" → \"Roses: 5 l\""])
    try await driver.tap("Water")
    let watered = Aftermath(try driver.finish())
    #expect(
      watered.invalidated == [
        "GardenScrollApp published Watering.litres", "GardenScrollScreen published Watering.litres",
      ])
    #expect(
      watered.bodies == [
        "GardenScrollApp", "GardenScrollApp/.environmentObject/GardenScrollScreen",
      ])
    #expect(watered.displays == ["Text[0] \"Roses: 5 l\" → \"Roses: 6 l\""])
  }
}

extension ContainerReadTests {
  @Test func containersBuiltAtOnceAreTheirBodysReadsOfEveryKind() async throws {
    let driver = Driver(GardenContainersScreen())
    try await driver.start()
    try await driver.tap("Next season")
    let season = Aftermath(driver.trace)
    #expect(season.invalidated == ["GardenContainersScreen observable Garden.season"])
    #expect(season.chains == [[.invalidate, .modelWrite, .input]])
    #expect(season.bodies == ["GardenContainersScreen"])
    // The split view's sidebar, a lazy stack in a scroll view, a lazy grid and the tab item.
    #expect(
      season.displays == [
        "Text[0] \"Spring garden\" → \"Summer garden\"", "Text \"Spring row\" → \"Summer row\"",
        "Text \"Spring grid\" → \"Summer grid\"",
        "Label[tabItem] \"Spring beds\" → \"Summer beds\"",
      ])
    #expect(season.inserted.isEmpty && season.removed.isEmpty)
    try await driver.tap("Call them plots")
    let unit = Aftermath(driver.trace)
    #expect(unit.invalidated == ["GardenContainersScreen slot _unit"])
    #expect(unit.chains == [[.invalidate, .slotWrite, .input]])
    #expect(unit.bodies == ["GardenContainersScreen"])
    // Stacks in the form, a lazy stack, a grid's row, and `ViewThatFits` in a group.
    #expect(
      unit.displays == [
        "Text \"2 beds\" → \"2 plots\"", "Text \"beds column\" → \"plots column\"",
        "Text \"beds in rows\" → \"plots in rows\"", "Text \"5 l, beds\" → \"5 l, plots\"",
      ])
    try await driver.tap("Water more")
    let watered = Aftermath(try driver.finish())
    #expect(watered.invalidated == ["GardenContainersScreen published Watering.litres"])
    #expect(watered.chains == [[.invalidate, .modelWrite, .input]])
    #expect(watered.bodies == ["GardenContainersScreen"])
    #expect(
      watered.displays == [
        "Text \"5 l\" → \"6 l\"", "Text \"5 l a bed\" → \"6 l a bed\"",
        "Text \"5 l, plots\" → \"6 l, plots\"",
      ])
  }

  @Test func decorationsBuiltAtOnceAreTheirBodysReadsOfEveryKind() async throws {
    let driver = Driver(GardenDecorationsScreen())
    try await driver.start()
    try await driver.tap("Plant in Spring")
    let season = Aftermath(driver.trace)
    #expect(season.invalidated == ["GardenDecorationsScreen observable Garden.season"])
    #expect(season.chains == [[.invalidate, .modelWrite, .input]])
    #expect(season.bodies == ["GardenDecorationsScreen"])
    // The context menu's button, the overlay and the toolbar item.
    #expect(
      season.displays == [
        "Text \"Plant in Spring\" → \"Plant in Summer\"", "Text[overlay] \"Spring\" → \"Summer\"",
        "Text \"Spring tools\" → \"Summer tools\"",
      ])
    #expect(season.inserted.isEmpty && season.removed.isEmpty)
    try await driver.tap("Call them plots")
    let unit = Aftermath(driver.trace)
    #expect(unit.invalidated == ["GardenDecorationsScreen slot _unit"])
    #expect(unit.chains == [[.invalidate, .slotWrite, .input]])
    #expect(unit.bodies == ["GardenDecorationsScreen"])
    // The background, the section's header, the inset and the toolbar's group.
    #expect(
      unit.displays == [
        "Text[background] \"beds behind\" → \"plots behind\"",
        "Text[header] \"2 beds\" → \"2 plots\"", "Text[0] \"Inset in beds\" → \"Inset in plots\"",
        "Text[0] \"beds in a group\" → \"plots in a group\"",
      ])
    try await driver.tap("Water 5 l")
    let watered = Aftermath(try driver.finish())
    #expect(watered.invalidated == ["GardenDecorationsScreen published Watering.litres"])
    #expect(watered.chains == [[.invalidate, .modelWrite, .input]])
    #expect(watered.bodies == ["GardenDecorationsScreen"])
    // The swipe action's label and the footer; the mask's content is read (the body ran) but
    // not kept: masks are looks only.
    #expect(
      watered.displays == [
        "Text \"Water 5 l\" → \"Water 6 l\"", "Text[footer] \"5 l a day\" → \"6 l a day\"",
      ])
  }
}

extension ContainerReadTests {
  /// `ForEach(0..<n)` and `ForEach($items)` store their row closures as `ForEach(data)` does.
  @Test func rowsByIndexAndBoundRowsRerunAsTheirReadsSay() async throws {
    let driver = Driver(GardenBedsScreen())
    try await driver.start()
    try await driver.tap("Next season")
    let season = Aftermath(driver.trace)
    #expect(
      season.invalidated == [
        "Text[index=0] observable Garden.season", "Text[index=1] observable Garden.season",
        "Toggle[id=1] observable Garden.season", "Toggle[id=2] observable Garden.season",
      ])
    #expect(season.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    #expect(season.bodies.isEmpty)
    #expect(
      season.displays == [
        "Text[index=0] \"Bed 1: Spring, 5 l\" → \"Bed 1: Summer, 5 l\"",
        "Text[index=1] \"Bed 2: Spring, 5 l\" → \"Bed 2: Summer, 5 l\"",
        "Text \"Basil: Spring, 5 l\" → \"Basil: Summer, 5 l\"",
        "Text \"Mint: Spring, 5 l\" → \"Mint: Summer, 5 l\"",
      ])
    try await driver.tap("Use litres")
    let unit = Aftermath(driver.trace)
    #expect(unit.invalidated == ["ForEach[0] slot _unit", "ForEach[1] slot _unit"])
    #expect(unit.chains.allSatisfy { $0 == [.invalidate, .slotWrite, .input] })
    #expect(unit.bodies.isEmpty)
    #expect(
      unit.displays == [
        "Text[index=0] \"Bed 1: Summer, 5 l\" → \"Bed 1: Summer, 5 litres\"",
        "Text[index=1] \"Bed 2: Summer, 5 l\" → \"Bed 2: Summer, 5 litres\"",
        "Text \"Basil: Summer, 5 l\" → \"Basil: Summer, 5 litres\"",
        "Text \"Mint: Summer, 5 l\" → \"Mint: Summer, 5 litres\"",
      ])
    try await driver.tap("Water more")
    let watered = Aftermath(try driver.finish())
    #expect(watered.invalidated == ["GardenBedsScreen published Watering.litres"])
    #expect(watered.bodies == ["GardenBedsScreen"])
    #expect(
      watered.displays == [
        "Text[index=0] \"Bed 1: Summer, 5 litres\" → \"Bed 1: Summer, 6 litres\"",
        "Text[index=1] \"Bed 2: Summer, 5 litres\" → \"Bed 2: Summer, 6 litres\"",
        "Text \"Basil: Summer, 5 litres\" → \"Basil: Summer, 6 litres\"",
        "Text \"Mint: Summer, 5 litres\" → \"Mint: Summer, 6 litres\"",
      ])
    #expect(watered.inserted.isEmpty && watered.removed.isEmpty)
  }
}
