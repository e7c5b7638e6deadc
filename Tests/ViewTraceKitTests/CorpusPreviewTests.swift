import ScreenCorpus
import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// The corpus (Tests/Corpus): screen files written as Apple's samples, the well-known courses
/// and open-source apps write them, compiled as a user's module with `import ViewRuntime` only,
/// each driven by its `#Preview`s, with the corpus's fixtures answering its services' requests.
@MainActor @Suite struct CorpusPreviewTests {
  /// The corpus's previews as scenarios: the `#Preview`s by file and line, then the
  /// `PreviewProvider`s' by type.
  static let registry = ScenarioRegistry(
    previews: Preview.all.filter { $0.module == "ScreenCorpus" }, fixtures: CorpusFixtures.network)
  /// The names of the corpus's previews, in the registry's order.
  nonisolated static let names = [
    "AccountSettings", "BookSearch", "No books", "BookmarkEditor", "Form", "ChatConversation",
    "ContactsRouter", "CountrySearch", "EventSchedule", "ExpenseTracker", "Add expense",
    "FeedbackForm", "FilterSheet", "FitnessDashboard", "Ring", "HabitDashboard", "Card",
    "KanbanBoard", "LandmarkList", "Landmark row", "MailboxToolbar", "NotesSplitView",
    "NotificationPreferences", "NowPlayingSheet", "Player", "OnboardingPager", "Tracking",
    "PasswordGenerator", "PermissionsPrimer", "PhotoLibraryToolbar", "PodcastQueue",
    "Dark queue", "ProfileEditSheet", "ProfileHost", "RecipeGrid", "Detail", "RecipeSteps",
    "Checklist", "RepositorySearch", "SalesDashboard", "ScrumEditor", "Editing a new scrum",
    "ServerStatus", "SettingsForm",
    "ShoppingCart", "SignUpForm", "TabRoot", "TaskInbox", "ThemeEnvironment", "Themed card",
    "TodoEditingList", "WeatherService", "WelcomeOnboarding", "Flow",
    // PreviewProviders: a Group's views by their display names, a ForEach's rows, the views of
    // the block, and single views by the provider's name.
    "Light", "Dark", "Landscape", "EmojiMemoryGameView", "EmojiMemoryGameView-2",
    "MeetingCardView", "MeetingDetailView", "iPhone SE (3rd generation)", "iPhone 14 Pro Max",
    "ParkRow", "ParkRow-2",
  ]
  /// The previews that explore cannot move from their first state: the rows and cards, which
  /// have no control.
  nonisolated static let still: Set = [
    "Card", "Landmark row", "Ring", "Themed card", "MeetingCardView", "ParkRow", "ParkRow-2",
  ]

  @Test func everyFileOfTheCorpusHasItsPreviews() {
    #expect(Self.registry.all.map(\.name) == Self.names)
  }

  @Test(arguments: names)
  func eachPreviewRecordsAndExploresWithoutAWarning(_ name: String) async throws {
    let scenario = try #require(Self.registry.scenario(named: name))
    let trace = try await scenario.record()
    #expect(trace.events.filter { $0.kind == .warning }.map { trace[$0.name] } == [])
    let report = try await Explorer(scenario: scenario, limits: .init(depth: 2, seconds: 600))
      .run()
    // Every screen offers actions that lead somewhere, but those in `still`.
    #expect(report.states > 1 || Self.still.contains(name))
    let warnings = report.discoveries.filter { $0.finding.severity <= .warning }
    #expect(warnings.map(\.finding.summary) == [])
  }

  /// The screens whose services call `URLSession`, with the requests their previews make.
  nonisolated static let requests: [String: [String]] = [
    "WeatherService": ["GET https://api.example.com/forecast?city=Lisbon"],
    "FitnessDashboard": ["GET https://fitness.example.com/v1/summary/today"],
    // It polls while on screen: once at once, once 30 s later on the virtual clock.
    "RepositorySearch": ["GET https://api.example.com/search/repositories?q=swift"],
    "ServerStatus": [
      "GET https://status.example.com/api/services", "GET https://status.example.com/api/services",
    ],
  ]

  @Test(arguments: requests.keys.sorted())
  func servicesAreAnsweredByTheCorpusFixtures(_ name: String) async throws {
    let scenario = try #require(Self.registry.scenario(named: name))
    let trace = try await scenario.record()
    let ends = trace.events.filter { $0.kind == .effectEnd }
    #expect(ends.map { trace[$0.name] } == Self.requests[name])
    #expect(ends.allSatisfy { $0.code == EffectOutcome.succeeded.rawValue })
  }

  @Test func theCartPostsItsOrderAndShowsTheAnswer() async throws {
    let scenario = try #require(Self.registry.scenario(named: "ShoppingCart"))
    let driver = scenario.makeDriver()
    try await driver.start()
    try await driver.tap("Place Order")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Your order number is A-1042.")
    let trace = try driver.finish()
    let ends = trace.events.filter { $0.kind == .effectEnd }
    #expect(
      ends.map { trace[$0.name].hasPrefix("POST https://shop.example.com/orders body:") } == [true])
    #expect(ends.map(\.code) == [EffectOutcome.succeeded.rawValue])
  }

  /// Both previews get the queue their `PreviewModifier` trait makes, once each.
  @Test(arguments: ["PodcastQueue", "Dark queue"])
  func theEpisodeQueueGetsItsSampleDataFromItsModifier(_ name: String) async throws {
    let scenario = try #require(Self.registry.scenario(named: name))
    let driver = scenario.makeDriver()
    try await driver.start()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "205 minutes left")
    try await driver.tap("Played", within: "The keynote")
    _ = try driver.find(text: "60 minutes left")
    _ = try driver.finish()
  }

  @Test func theFeedbackIsPostedOnceTheMessageIsTyped() async throws {
    let scenario = try #require(Self.registry.scenario(named: "FeedbackForm"))
    let driver = scenario.makeDriver()
    try await driver.start()
    try await driver.type("Lovely app", into: "feedback-message")
    try await driver.tap("Send")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Thanks for your feedback!")
    let trace = try driver.finish()
    let ends = trace.events.filter { $0.kind == .effectEnd }
    #expect(
      ends.map { trace[$0.name].hasPrefix("POST https://support.example.com/feedback body:") }
        == [true])
    #expect(ends.map(\.code) == [EffectOutcome.succeeded.rawValue])
  }
}

extension CorpusPreviewTests {
  /// What explore offers first on the screens whose controls are named only by an
  /// accessibility label or identifier put on them from outside, or are pickers whose options
  /// a `ForEach` tags by its ids.
  nonisolated static let firstActions: [String: [String]] = [
    "EventSchedule": [
      "tap(\"Favorite Opening Keynote\")", "tap(\"Favorite Concurrency in Practice\")",
      "tap(\"Favorite Building Accessible Apps\")", "tap(\"Favorite Closing Panel\")",
      "select(\"All\", in: \"Filter\")", "select(\"Favorites\", in: \"Filter\")",
    ],
    "FeedbackForm": [
      "select(\"★\", in: \"Rating\")", "select(\"★★\", in: \"Rating\")",
      "select(\"★★★\", in: \"Rating\")", "select(\"★★★★\", in: \"Rating\")",
      "select(\"★★★★★\", in: \"Rating\")", "select(\"General\", in: \"Topic\")",
      "select(\"Bug\", in: \"Topic\")", "select(\"Feature Request\", in: \"Topic\")",
      "type(\"a\", into: \"feedback-message\")", "tap(\"Cancel\")",
    ],
    "ThemeEnvironment": [
      "select(\"Ocean\", in: \"Theme\")", "select(\"Forest\", in: \"Theme\")",
      "select(\"Sunset\", in: \"Theme\")",
    ],
  ]

  @Test(arguments: firstActions.keys.sorted())
  func exploreNamesLabelledControlsAndChoosesPickerOptions(_ name: String) async throws {
    let scenario = try #require(Self.registry.scenario(named: name))
    let driver = scenario.makeDriver()
    try await driver.start()
    #expect(
      driver.possibleActions().map(\.description)
        == Self.firstActions[name]?.map { "try await driver." + $0 })
    _ = try driver.finish()
  }

  @Test func theFavoritesFilterShowsOnlyTheStarredTalks() async throws {
    let scenario = try #require(Self.registry.scenario(named: "EventSchedule"))
    let driver = scenario.makeDriver()
    try await driver.start()
    try await driver.perform(.tap(ControlLocator("Favorite Opening Keynote")))
    try await driver.perform(.select("Favorites", in: ControlLocator("Filter")))
    _ = try driver.find(text: "Opening Keynote")
    _ = try driver.find(text: "Concurrency in Practice")
    #expect(throws: DriverError.self) { try driver.find(text: "Closing Panel") }
    _ = try driver.finish()
  }
}

extension CorpusPreviewTests {
  /// The selections explore makes on screens reached only through them: the tabs not shown of
  /// a tab view, and the rows of a `List(selection:)` whose selection a split view's detail
  /// shows.
  nonisolated static let selections: [String: [String]] = [
    // The list is named by the first text in it, as explore names a control.
    "NotesSplitView": [
      "select(\"Groceries\", in: \"Groceries\")", "select(\"Ideas\", in: \"Groceries\")",
    ],
    // The shown tab, Home, is not offered.
    "TabRoot": ["select(\"Inbox\", in: \"Home\")", "select(\"Profile\", in: \"Home\")"],
  ]

  @Test(arguments: selections.keys.sorted())
  func exploreSelectsTabsAndListRows(_ name: String) async throws {
    let scenario = try #require(Self.registry.scenario(named: name))
    let driver = scenario.makeDriver()
    try await driver.start()
    let selections = driver.possibleActions().filter {
      if case .select = $0 { true } else { false }
    }
    #expect(
      selections.map(\.description) == Self.selections[name]?.map { "try await driver." + $0 })
    // Each leads to a state of its own: the tab's screen, the row's detail.
    var states: Set = [driver.stateDigest]
    _ = try driver.finish()
    for selection in selections {
      let driver = scenario.makeDriver()
      try await driver.start()
      try await driver.perform(selection)
      states.insert(driver.stateDigest)
      _ = try driver.finish()
    }
    #expect(states.count == selections.count + 1)
  }
}
