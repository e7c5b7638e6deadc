import TraceAnalysis
import ViewRuntime

extension PrecisionCase {
  /// Screens written by outsiders to the detectors, in spellings the first cases lack.
  static let outsiders: [PrecisionCase] = [
    .bug("the same editor in two cases of a switch over @AppStorage", .stateResetBranchFlip) {
      try await analyze(LayoutSwitchingBoard()) { driver in
        try await driver.type("Shopping", into: "Draft")
        try await driver.tap("Grid")
      }
    },
    .fine("a hint inserted above an editor") {
      try await analyze(HintedBoard()) { driver in
        try await driver.type("Shopping", into: "Draft")
        try await driver.tap("Show tip")
      }
    },
    .fine("a Start over button that sets .id(formID) to a new UUID") {
      try await analyze(StartOverForm()) { driver in
        try await driver.type("Shopping", into: "Draft")
        try await driver.tap("Start over")
      }
    },
    .fine("a Clear action that gives an @Observable model's form token a new UUID") {
      try await analyze(ClearableCheckout()) { driver in
        try await driver.type("Shopping", into: "Draft")
        try await driver.tap("Clear")
      }
    },
    .fine("a new UUID for the form's .id written in onChange(of: account)") {
      try await analyze(AccountNotes()) { driver in
        try await driver.type("Shopping", into: "Draft")
        try await driver.select("home")
      }
    },
    .bug(
      "Identifiable rows with `let id = UUID()` made in a computed property",
      .stateResetUnstableID
    ) {
      try await analyze(ComputedReminders()) { driver in
        try await driver.toggle("Call mom")
        try await driver.type("C", into: "Filter")
      }
    },
    .fine("Identifiable rows with `let id = UUID()` kept in @State, one inserted") {
      try await analyze(StoredReminders()) { driver in
        try await driver.toggle("Call mom")
        try await driver.tap("Add")
      }
    },
    .bug("rows keyed by zip(indices, chores) in a Section", .stateWrongRow) {
      try await analyze(ZippedChores()) { driver in
        try await driver.toggle("Dishes")
        try await driver.tap("Remove first")
      }
    },
    .fine("ForEach($chores) editing the elements, first removed") {
      try await analyze(BoundChores()) { driver in
        try await driver.toggle("Dishes")
        try await driver.tap("Remove first")
      }
    },
    .bug("guests keyed by their last name", .identityDuplicateID) {
      try await analyze(GuestList())
    },
    .bug("@State var filled by the memberwise initializer", .stateSeededFromParent) {
      try await analyze(BasketLine()) { driver in try await driver.tap("Reset") }
    },
    .fine("a @Binding stepper reset by its parent") {
      try await analyze(BoundBasketLine()) { driver in try await driver.tap("Reset") }
    },
    .bug("a sorted copy cached in @State from a computed property", .stateWriteDuringBody) {
      try await analyze(CachingLeaderboard()) { driver in try await driver.tap("Add score") }
    },
    .fine("a default selection chosen in onAppear") {
      try await analyze(DefaultedPicker())
    },
    .bug("@ObservedObject view model made in init", .modelRecreated) {
      try await analyze(PlayerScreen { PlaylistPanel(playlistID: 1) }) { driver in
        try await driver.tap("Shuffle")
        try await driver.step("Volume 5", by: 1)
      }
    },
    .fine("_viewModel = StateObject(wrappedValue:) in init") {
      try await analyze(PlayerScreen { OwnedPlaylistPanel(playlistID: 1) }) { driver in
        try await driver.tap("Shuffle")
        try await driver.step("Volume 5", by: 1)
      }
    },
    .bug("an @EnvironmentObject greeting re-evaluated by new mail", .invalidationUnread) {
      try await analyze(InboxShell()) { driver in try await driver.tap("New mail") }
    },
    .fine("an @EnvironmentObject badge that shows both properties") {
      try await analyze(BadgedInboxShell()) { driver in try await driver.tap("New mail") }
    },
    .fine("an @Observable model in @Environment, another property changed") {
      try await analyze(ThemedScreen()) { driver in try await driver.tap("Bigger") }
    },
    .bug(
      "onAppear { Task { } } loads a NavigationStack's list again on the way back",
      .effectDuplicate
    ) {
      try await analyze(RecipeBook()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Soup")
        try await driver.waitUntilIdle()
        try await driver.pop()
      }
    },
    .fine("a .task guarded by isEmpty, back from a pushed screen") {
      try await analyze(GuardedRecipeBook()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Soup")
        try await driver.waitUntilIdle()
        try await driver.pop()
      }
    },
    .fine("async let and withTaskGroup in one .task") {
      try await analyze(ParallelDashboard())
    },
    .bug(
      "a while loop in onAppear { Task { } } ticks on after its view closed",
      .taskNotCancelled
    ) {
      try await analyze(Closable(content: TickingBanner())) { driver in
        try await driver.advance(by: .milliseconds(1500))
        try await driver.tap("Close")
        try await driver.advance(by: .seconds(5))
      }
    },
    .fine("a while loop in .task that returns when its sleep throws") {
      try await analyze(Closable(content: StructuredTickingBanner())) { driver in
        try await driver.advance(by: .milliseconds(1500))
        try await driver.tap("Close")
        try await driver.advance(by: .seconds(5))
      }
    },
    .fine("an AsyncStream consumed with for await in .task, closed mid-stream") {
      try await analyze(Closable(content: StreamedQuote())) { driver in
        try await driver.advance(by: .milliseconds(700))
        try await driver.tap("Close")
        try await driver.advance(by: .seconds(2))
      }
    },
    .bug(
      "a debounce by hand: onChange cancels a Task whose try? sleep goes on",
      .taskWriteAfterCancel, .taskCancellationIgnored
    ) {
      try await analyze(HandDebouncedSearch()) { driver in
        try await driver.type("sw", into: "Search")
        try await driver.advance(by: .milliseconds(100))
        try await driver.type("swift", into: "Search")
      }
    },
    .fine("a debounce by hand that checks Task.isCancelled after its try? sleep") {
      try await analyze(CheckedDebouncedSearch()) { driver in
        try await driver.type("sw", into: "Search")
        try await driver.advance(by: .milliseconds(100))
        try await driver.type("swift", into: "Search")
      }
    },
    .fine(".task(id: city) that checks Task.isCancelled before writing") {
      try await analyze(CheckedWeather()) { driver in
        try await driver.advance(by: .milliseconds(50))
        try await driver.select("Rome")
      }
    },
    .bug(".task(id: city) that writes what it fetched after its cancel", .taskWriteAfterCancel) {
      try await analyze(StaleWeather()) { driver in
        try await driver.advance(by: .milliseconds(50))
        try await driver.select("Rome")
      }
    },
    .bug("a tab's .task loads again when the tab is shown again", .effectDuplicate) {
      try await analyze(LibraryTabs()) { driver in
        try await driver.waitUntilIdle()
        try await driver.select("Films")
        try await driver.waitUntilIdle()
        try await driver.select("Books")
      }
    },
    .fine("a sheet's throwing .task, dismissed mid-load") {
      try await analyze(PhotoStrip()) { driver in
        try await driver.tap("Open photo")
        try await driver.advance(by: .milliseconds(50))
        try await driver.dismissSheet()
      }
    },
    .bug("pull to refresh that empties the list first", .taskCancelledByOwnWrite) {
      try await analyze(ClearingInbox()) { driver in try await driver.refresh() }
    },
    .bug(
      "thumbnails fetched in a loop whose fetch swallows its cancel",
      .taskCancellationIgnored
    ) {
      try await analyze(Closable(content: ThumbnailStrip())) { driver in
        try await driver.advance(by: .milliseconds(100))
        try await driver.tap("Close")
      }
    },
    .bug("a card that starts a fetch in init", .effectInBody, .effectDuplicate) {
      try await analyze(WeatherBoard()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Fahrenheit")
      }
    },
    .bug(".id(sort) with an enum that carries a value", .stateResetIDChanged) {
      try await analyze(SortedAlbum()) { driver in
        try await driver.type("Sunset", into: "Draft")
        try await driver.tap("Flip order")
      }
    },
    .bug("@State seeded from an @Observable store the parent reads", .stateSeededFromParent) {
      try await analyze(ReviewScreen()) { driver in
        try await driver.step("4 stars", by: 1)
        try await driver.tap("Clear rating")
      }
    },
    .bug("rows keyed by 0..<count, one deleted with onDelete", .stateWrongRow) {
      try await analyze(CaptionedPhotos()) { driver in
        try await driver.type("Sunset", into: "Beach")
        try await driver.delete(row: 0)
      }
    },
    .fine("a leaderboard keyed by id that shows ranks, the leader removed") {
      try await analyze(Leaderboard()) { driver in
        try await driver.toggle("#2 Grace")
        try await driver.tap("Remove leader")
      }
    },
    .fine("a leaderboard keyed by id that shows ranks, a rookie inserted first") {
      try await analyze(Leaderboard()) { driver in
        try await driver.toggle("#1 Ada")
        try await driver.tap("Add rookie")
      }
    },
    .fine("@State seeded from the parent and given .id(selected)") {
      try await analyze(IdentifiedNotePicker()) { driver in
        try await driver.type("Milk", into: "Title")
        try await driver.tap("Next note")
      }
    },
    .fine("an ObservableObject editor typing into $settings.nickname") {
      try await analyze(NicknameScreen()) { driver in
        try await driver.type("grace", into: "Nickname")
      }
    },
    .fine("a pushed detail opened twice loads each time") {
      try await analyze(StoryReader()) { driver in
        try await driver.tap("Swift 6.3")
        try await driver.waitUntilIdle()
        try await driver.pop()
        try await driver.tap("Swift 6.3")
      }
    },
    .fine("a sheet opened twice loads each time") {
      try await analyze(PhotoStrip()) { driver in
        try await driver.tap("Open photo")
        try await driver.waitUntilIdle()
        try await driver.dismissSheet()
        try await driver.tap("Open photo")
      }
    },
    .fine("signing out and in again loads the feed of the new session") {
      try await analyze(SessionGate()) { driver in
        try await driver.tap("Sign in")
        try await driver.waitUntilIdle()
        try await driver.tap("Sign out")
        try await driver.tap("Sign in")
      }
    },
    .bug("a leaderboard keyed by the offset, the leader removed", .stateWrongRow) {
      try await analyze(OffsetLeaderboard()) { driver in
        try await driver.toggle("#2 Grace")
        try await driver.tap("Remove leader")
      }
    },
    .bug("a leaderboard keyed by indices, a rookie inserted first", .stateWrongRow) {
      try await analyze(IndexedLeaderboard()) { driver in
        try await driver.toggle("#1 Ada")
        try await driver.tap("Add rookie")
      }
    },
    .bug(
      "an ObservableObject form re-evaluated by a nickname it does not show",
      .invalidationUnread
    ) {
      try await analyze(RenamingScreen()) { driver in
        try await driver.type("hello", into: "Draft")
        try await driver.tap("Rename")
      }
    },
    .bug("a form keyed by a computed UUID property", .stateResetUnstableID) {
      try await analyze(ComputedIDForm()) { driver in
        try await driver.type("Shopping", into: "Draft")
        try await driver.step("Rating 3", by: 1)
      }
    },
    .bug(
      "the same feed in both branches of a layout if", .stateResetBranchFlip,
      .effectDuplicate
    ) {
      try await analyze(LayoutSwappedFeed()) { driver in
        try await driver.waitUntilIdle()
        try await driver.toggle("Compact")
      }
    },
    .bug(
      "onAppear { Task { } } loads again when a full screen cover closes",
      .effectDuplicate
    ) {
      try await analyze(CoveredDashboard()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Tips")
        try await driver.dismissSheet()
      }
    },
  ]
}
