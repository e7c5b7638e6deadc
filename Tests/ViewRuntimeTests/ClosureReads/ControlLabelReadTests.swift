import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: controls' labels and contents run at once in the body that writes them, so every
/// read kind there is that body's. These pin the kinds `ControlReadTests` leaves out: a store's
/// publish re-runs the views that hold it, a `@State` write and an `@Observable` write the body
/// that read it alone, and the controls show the new values.
@MainActor @Suite struct ControlLabelReadTests {
  @Test func labelsReadingAnEnvironmentObjectRerunItsHolders() async throws {
    let driver = Driver(BoxOfficeApp())
    try await driver.start()
    try await driver.tap("Switch show")
    let screen = "BoxOfficeApp/.environmentObject/BoxOfficeControlsScreen"
    let switched = Aftermath(driver.trace)
    #expect(
      switched.invalidated == [
        "BoxOfficeApp published BoxOffice.show", "BoxOfficeControlsScreen published BoxOffice.show",
      ])
    #expect(switched.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    // The heading beside the controls reads nothing: it does not run.
    #expect(switched.bodies == ["BoxOfficeApp", screen])
    // The button's title, the toggle's label, the link's and the navigation link's.
    #expect(
      switched.displays == [
        "Text[title] \"Seats for Concert\" → \"Seats for Opera\"",
        "Text \"Remind me of Concert\" → \"Remind me of Opera\"",
        "Text \"Concert online\" → \"Opera online\"",
        "Text \"Concert details\" → \"Opera details\"",
      ])
    try await driver.tap("Seats for Opera")
    let added = Aftermath(try driver.finish())
    #expect(added.bodies == ["BoxOfficeApp", screen])
    // The button's icon, the menu's label and the share link's.
    #expect(
      added.displays == [
        "Image[icon] \"person.2\" → \"person.3\"", "Label[label] \"2 seats\" → \"3 seats\"",
        "Text \"Share 2 seats\" → \"Share 3 seats\"",
      ])
    #expect(added.inserted.isEmpty && added.removed.isEmpty)
  }

  @Test func anEmptyStateAndAGaugeReadingAnObservedStoreRerunItsHolders() async throws {
    let driver = Driver(SoldOutApp())
    try await driver.start()
    try await driver.tap("Ask for one more")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "SoldOutApp published BoxOffice.seats", "SoldOutScreen published BoxOffice.seats",
      ])
    #expect(after.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    #expect(after.bodies == ["SoldOutApp", "SoldOutApp/SoldOutScreen"])
    #expect(
      after.displays == [
        "Text[description] \"2 seats were asked for\" → \"3 seats were asked for\"",
        "Text[currentValueLabel] \"2/10\" → \"3/10\"", "Gauge[2] 0.2 → 0.3",
      ])
  }

  @Test func pickersLinksAndTabsReadingAStoreAndAStateValueRerunTheirBody() async throws {
    let driver = Driver(TripEditorScreen())
    try await driver.start()
    try await driver.tap("Rename")
    let renamed = Aftermath(driver.trace)
    #expect(renamed.invalidated == ["TripEditorScreen published TripStore.name"])
    #expect(renamed.chains == [[.invalidate, .modelWrite, .input]])
    #expect(renamed.bodies == ["TripEditorScreen"])
    #expect(
      renamed.displays == [
        "Text \"Lisbon trip departs\" → \"Porto trip departs\"",
        "Text[content] \"Packing for Lisbon\" → \"Packing for Porto\"",
      ])
    try await driver.tap("Call it a holiday")
    let called = Aftermath(try driver.finish())
    #expect(called.invalidated == ["TripEditorScreen slot _kind"])
    #expect(called.chains == [[.invalidate, .slotWrite, .input]])
    #expect(called.bodies == ["TripEditorScreen"])
    #expect(
      called.displays == [
        "Text \"Porto trip departs\" → \"Porto holiday departs\"",
        "Text \"trip colour\" → \"holiday colour\"",
        "Text \"More on the trip\" → \"More on the holiday\"",
        "Label[tabItem] \"trip list\" → \"holiday list\"",
      ])
  }

  @Test func aFormsControlsReadingAModelInStateRerunItsBody() async throws {
    let driver = Driver(AlarmClockScreen())
    try await driver.start()
    try await driver.step("Snooze 9 min")
    let stepped = Aftermath(driver.trace)
    #expect(stepped.invalidated == ["AlarmClockScreen observable AlarmClock.snoozeMinutes"])
    #expect(stepped.chains == [[.invalidate, .modelWrite, .input]])
    #expect(stepped.bodies == ["AlarmClockScreen"])
    #expect(
      stepped.displays == [
        "Text[label] \"Sound (9 min snooze)\" → \"Sound (10 min snooze)\"",
        "Text \"Snooze 9 min\" → \"Snooze 10 min\"", "Stepper[2] 9 → 10",
        "Text[content] \"9 min\" → \"10 min\"",
      ])
    try await driver.select("Chimes", in: "Sound (10 min snooze)")
    let selected = Aftermath(try driver.finish())
    #expect(selected.invalidated == ["AlarmClockScreen observable AlarmClock.sound"])
    #expect(selected.bodies == ["AlarmClockScreen"])
    // The picker shows its option's new text once, after the body built it.
    #expect(
      selected.displays == [
        "Text \"Radar ✓\" → \"Radar\"", "Text \"Chimes\" → \"Chimes ✓\"",
        "Picker[1] \"Radar ✓\" → \"Chimes ✓\"",
        "Text[label] \"More for Radar\" → \"More for Chimes\"",
        "Text[label] \"Every Radar snooze\" → \"Every Chimes snooze\"",
      ])
  }

  @Test func searchSuggestionsAndScopesReadingAnEnvironmentModelRerunTheirBody() async throws {
    let driver = Driver(CampingSearchApp())
    try await driver.start()
    try await driver.tap("Search stoves")
    let screen = "CampingSearchApp/.environment/CampingSearchScreen"
    let searched = Aftermath(driver.trace)
    #expect(searched.invalidated == ["CampingSearchScreen observable CampingSearch.latest"])
    #expect(searched.chains == [[.invalidate, .modelWrite, .input]])
    #expect(searched.bodies == [screen])
    #expect(
      searched.displays == [
        "Text \"Shop (tents)\" → \"Shop (stoves)\"",
        "Picker[scopes] \"Shop (tents)\" → \"Shop (stoves)\"",
        "Text \"Again: tents\" → \"Again: stoves\"",
      ])
    try await driver.tap("Rename scope")
    let renamed = Aftermath(try driver.finish())
    #expect(renamed.invalidated == ["CampingSearchScreen observable CampingSearch.scopeName"])
    #expect(renamed.bodies == [screen])
    #expect(
      renamed.displays == [
        "Text \"Shop (stoves)\" → \"Store (stoves)\"",
        "Picker[scopes] \"Shop (stoves)\" → \"Store (stoves)\"",
      ])
  }
}
