import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: a control's label and content closures (`Button`, `Label`, `Toggle`, `Menu`,
/// `Link`, `ShareLink`, `NavigationLink`, `Picker`, `Stepper`, `Slider`, `DisclosureGroup`,
/// `LabeledContent`, `ContentUnavailableView`, `Gauge`) run at once, in the body that writes
/// the control, so a read inside them is that body's: a write re-runs that body alone, with the
/// write as cause, and the control shows the new value.
@MainActor @Suite struct ControlReadTests {
  @Test func labelsReadingAModelInStateRerunTheirBody() async throws {
    let driver = Driver(PlaylistControlsScreen())
    try await driver.start()
    try await driver.tap("Rename")
    let renamed = Aftermath(driver.trace)
    #expect(renamed.invalidated == ["PlaylistControlsScreen observable Playlist.title"])
    #expect(renamed.chains == [[.invalidate, .modelWrite, .input]])
    // The heading beside the controls reads nothing: only the screen's body runs.
    #expect(renamed.bodies == ["PlaylistControlsScreen"])
    #expect(
      renamed.displays == [
        "Text[title] \"Add to Road trip\" → \"Add to Summer\"",
        "Label[label] \"Road trip options\" → \"Summer options\"",
        "Text \"Share Road trip\" → \"Share Summer\"",
        "Text \"Road trip details\" → \"Summer details\"",
      ])
    // The button found by its label's new text; its icon reads the count.
    try await driver.tap("Add to Summer")
    let added = Aftermath(driver.trace)
    #expect(added.invalidated == ["PlaylistControlsScreen observable Playlist.songs"])
    #expect(added.chains == [[.invalidate, .modelWrite, .input]])
    #expect(added.bodies == ["PlaylistControlsScreen"])
    #expect(
      added.displays == [
        "Image[icon] \"plus.circle\" → \"plus.circle.fill\"",
        "Text \"Shuffle 12 songs\" → \"Shuffle 13 songs\"",
        "Text \"12 songs online\" → \"13 songs online\"",
      ])
    #expect(added.inserted.isEmpty && added.removed.isEmpty)
  }

  @Test func labelsReadingAStateValueRerunTheirBody() async throws {
    let driver = Driver(PlaylistControlsScreen())
    try await driver.start()
    try await driver.tap("Call them tracks")
    let after = Aftermath(driver.trace)
    #expect(after.invalidated == ["PlaylistControlsScreen slot _unit"])
    #expect(after.chains == [[.invalidate, .slotWrite, .input]])
    #expect(after.bodies == ["PlaylistControlsScreen"])
    #expect(
      after.displays == [
        "Text \"Shuffle 12 songs\" → \"Shuffle 12 tracks\"",
        "Text \"12 songs online\" → \"12 tracks online\"",
      ])
    // The toggle found by its label's new text; the body never read whether it is on.
    try await driver.toggle("Shuffle 12 tracks")
    let toggled = Aftermath(try driver.finish())
    #expect(toggled.bodies.isEmpty)
    #expect(toggled.displays == ["Toggle[2] off → on"])
  }

  /// The store is an `ObservableObject`: it invalidates its holder on any publish, and the
  /// control whose binding reads the property shows the new value.
  @Test func aFormsControlsReadingAStoreRerunItsHolder() async throws {
    let driver = Driver(AlarmFormScreen())
    try await driver.start()
    try await driver.step("Snooze 9 min")
    let stepped = Aftermath(driver.trace)
    #expect(
      stepped.invalidated == [
        "AlarmFormScreen published AlarmSettings.snoozeMinutes",
        "Stepper[2] published AlarmSettings.snoozeMinutes",
      ])
    #expect(
      stepped.chains == [[.invalidate, .modelWrite, .input], [.invalidate, .modelWrite, .input]])
    #expect(stepped.bodies == ["AlarmFormScreen"])
    // The picker's label, the stepper's, the slider's lower end and the labelled row inside
    // the disclosure group.
    #expect(
      stepped.displays == [
        "Text[label] \"Sound (9 min snooze)\" → \"Sound (10 min snooze)\"",
        "Text \"Snooze 9 min\" → \"Snooze 10 min\"", "Stepper[2] 9 → 10",
        "Text[minimumValueLabel] \"9\" → \"10\"", "Text[content] \"9 min\" → \"10 min\"",
      ])
    // The picker found by its label's new text; its options and the group's label read the
    // sound.
    try await driver.select("Chimes", in: "Sound (10 min snooze)")
    let selected = Aftermath(driver.trace)
    #expect(selected.bodies == ["AlarmFormScreen"])
    #expect(
      selected.displays == [
        "Text \"Radar ✓\" → \"Radar\"", "Text \"Chimes\" → \"Chimes ✓\"",
        "Picker[1] \"Radar ✓\" → \"Chimes ✓\"",
        "Text[label] \"More for Radar\" → \"More for Chimes\"",
      ])
    // The slider, found by its label, shows its new value; nothing read it in a body.
    try await driver.set("Volume", to: 0.8)
    let slid = Aftermath(try driver.finish())
    #expect(slid.bodies == ["AlarmFormScreen"])
    #expect(slid.displays == ["Slider[3] 0.5 → 0.8"])
  }

  @Test func aFormsControlsReadingAStateValueRerunItsBody() async throws {
    let driver = Driver(AlarmFormScreen())
    try await driver.start()
    try await driver.tap("Use minutes")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["AlarmFormScreen slot _unit"])
    #expect(after.chains == [[.invalidate, .slotWrite, .input]])
    #expect(after.bodies == ["AlarmFormScreen"])
    #expect(
      after.displays == [
        "Text[label] \"Sound (9 min snooze)\" → \"Sound (9 minutes snooze)\"",
        "Text \"Snooze 9 min\" → \"Snooze 9 minutes\"",
        "Text[maximumValueLabel] \"30 min\" → \"30 minutes\"",
        "Text[content] \"9 min\" → \"9 minutes\"",
      ])
  }

  /// Rows given the store in `@ObservedObject` re-run with their holder, which builds them
  /// anew; the heading beside them does not.
  @Test func rowsObservingAStoreRerunWithTheirHolder() async throws {
    let driver = Driver(AlarmSnoozeScreen())
    try await driver.start()
    try await driver.step("Snooze")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "AlarmSnoozeScreen published AlarmSettings.snoozeMinutes",
        "AlarmSnoozeRows[1] published AlarmSettings.snoozeMinutes",
        "Stepper[content.1] published AlarmSettings.snoozeMinutes",
      ])
    #expect(after.bodies == ["AlarmSnoozeScreen", "AlarmSnoozeScreen/Form/AlarmSnoozeRows[1]"])
    #expect(
      after.displays == ["Text[content] \"9 min\" → \"10 min\"", "Stepper[content.1] 9 → 10"])
  }

  /// A slider's end labels, kept as its children, read an environment model through
  /// `@Bindable`: a write re-runs the screen alone, and the labels show the new values.
  @Test func aSlidersEndLabelsReadingAnEnvironmentModelRerunTheirBody() async throws {
    let driver = Driver(EqualizerApp())
    try await driver.start()
    try await driver.tap("Use percent")
    let switched = Aftermath(driver.trace)
    #expect(switched.invalidated == ["EqualizerScreen observable Equalizer.unit"])
    #expect(switched.chains == [[.invalidate, .modelWrite, .input]])
    #expect(switched.bodies == ["EqualizerApp/.environment/EqualizerScreen"])
    #expect(
      switched.displays == [
        "Text[minimumValueLabel] \"0 dB\" → \"0 %\"",
        "Text[maximumValueLabel] \"12 dB\" → \"12 %\"",
      ])
    #expect(switched.inserted.isEmpty && switched.removed.isEmpty)
    // Found by its label, without `step:` (0.8 is not snapped); the screen never read the
    // value: no body runs, and the slider shows it.
    try await driver.set("Bass", to: 0.8)
    let slid = Aftermath(try driver.finish())
    #expect(slid.invalidated.isEmpty && slid.bodies.isEmpty)
    #expect(slid.displays == ["Slider[1] 0.5 → 0.8"])
  }

  /// An empty state's label, description and actions and a gauge's labels read an
  /// environment model through `@Bindable`, and a `@State` count.
  @Test func anEmptyStateReadingAnEnvironmentModelRerunsItsBody() async throws {
    let driver = Driver(DownloadsApp())
    try await driver.start()
    try await driver.tap("Download 1")
    let downloaded = Aftermath(driver.trace)
    let screen = "DownloadsApp/.environment/DownloadsScreen"
    #expect(downloaded.invalidated == ["DownloadsScreen observable DownloadQueue.waiting"])
    #expect(downloaded.chains == [[.invalidate, .modelWrite, .input]])
    #expect(downloaded.bodies == [screen])
    #expect(
      downloaded.displays == [
        "Label[label] \"0 waiting\" → \"1 waiting\"", "Text \"Download 1\" → \"Download 2\"",
        "Text[currentValueLabel] \"0/3\" → \"1/3\"", "Gauge[2] 0.0 → 0.3333333333333333",
      ])
    try await driver.tap("Retry")
    let retried = Aftermath(driver.trace)
    #expect(retried.invalidated == ["DownloadsScreen slot _retries"])
    #expect(retried.chains == [[.invalidate, .slotWrite, .input]])
    #expect(retried.bodies == [screen])
    #expect(
      retried.displays == [
        "Text[description] \"0 retries, at most 3 at once\" → \"1 retries, at most 3 at once\""
      ])
    // A write through `$queue.limit` reaches every label that reads the limit.
    try await driver.step("Limit 3")
    let limited = Aftermath(try driver.finish())
    #expect(limited.invalidated == ["DownloadsScreen observable DownloadQueue.limit"])
    #expect(limited.bodies == [screen])
    // The stepper shows its bound value after the body that holds it ran.
    #expect(
      limited.displays == [
        "Text[description] \"1 retries, at most 3 at once\" → \"1 retries, at most 4 at once\"",
        "Text[currentValueLabel] \"1/3\" → \"1/4\"", "Gauge[2] 0.3333333333333333 → 0.25",
        "Text \"Limit 3\" → \"Limit 4\"", "Stepper[3] 3 → 4",
      ])
  }
}

extension ControlReadTests {
  /// A date picker's and a colour picker's labels, a link's label, a tab's content and an older
  /// tab item read a `@Bindable` model.
  @Test func pickersLinksAndTabsReadingABindableModelRerunTheirBody() async throws {
    let driver = Driver(EventEditorScreen(event: PlannedEvent()))
    try await driver.start()
    try await driver.tap("Rename")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["EventEditorScreen observable PlannedEvent.title"])
    #expect(after.chains == [[.invalidate, .modelWrite, .input]])
    // The heading inside the tab reads nothing: only the screen's body runs.
    #expect(after.bodies == ["EventEditorScreen"])
    #expect(
      after.displays == [
        "Text \"Picnic starts\" → \"Barbecue starts\"",
        "Text \"Picnic colour\" → \"Barbecue colour\"",
        "Text \"More on Picnic\" → \"More on Barbecue\"",
        "Text[content] \"Guests of Picnic\" → \"Guests of Barbecue\"",
        "Label[tabItem] \"Picnic guests\" → \"Barbecue guests\"",
      ])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
  }
}

extension ControlReadTests {
  /// A search's suggestions and scopes read a store and a `@State` value.
  @Test func searchSuggestionsAndScopesReadingAStoreRerunTheirHolder() async throws {
    let driver = Driver(GearSearchScreen())
    try await driver.start()
    try await driver.tap("Search boots")
    let searched = Aftermath(driver.trace)
    #expect(searched.invalidated == ["GearSearchScreen published RecentSearches.latest"])
    #expect(searched.chains == [[.invalidate, .modelWrite, .input]])
    #expect(searched.bodies == ["GearSearchScreen"])
    #expect(
      searched.displays == [
        "Text \"Shop (tents)\" → \"Shop (boots)\"",
        "Picker[scopes] \"Shop (tents)\" → \"Shop (boots)\"",
        "Text \"Again: tents\" → \"Again: boots\"",
      ])
    try await driver.tap("Rename scope")
    let renamed = Aftermath(try driver.finish())
    #expect(renamed.invalidated == ["GearSearchScreen slot _scopeName"])
    #expect(renamed.chains == [[.invalidate, .slotWrite, .input]])
    #expect(renamed.bodies == ["GearSearchScreen"])
    #expect(
      renamed.displays == [
        "Text \"Shop (boots)\" → \"Store (boots)\"",
        "Picker[scopes] \"Shop (boots)\" → \"Store (boots)\"",
      ])
  }
}
