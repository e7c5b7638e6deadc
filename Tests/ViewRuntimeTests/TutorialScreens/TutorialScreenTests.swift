import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Collects the URLs a screen asks to open.
@MainActor
final class OpenedURLs {
  var urls: [URL] = []
}

extension Trace {
  /// The identity decisions other than kept for paths whose last component starts with
  /// `component`.
  func changes(_ component: String) -> [Resolved] {
    resolved(.identity).filter {
      $0.identity.lastComponent.hasPrefix(component)
        && $0.event.code != IdentityDecision.kept.rawValue
    }
  }

  /// The codes of those decisions.
  func decisions(_ component: String) -> [IdentityDecision] {
    changes(component).compactMap { IdentityDecision(rawValue: $0.event.code) }
  }

  /// The reasons of those decisions.
  func decisionReasons(_ component: String) -> [DecisionReason] {
    changes(component).compactMap { DecisionReason(rawValue: $0.event.reason) }
  }
}

/// Screens written as tutorials write them for SwiftUI, hosted and driven.
@MainActor @Suite struct TutorialScreenTests {
  @Test func settingsFormTogglesAppStorageAndResetsBehindAnAlert() async throws {
    let opened = OpenedURLs()
    let driver = Driver(
      SettingsFormScreen().environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        }))
    try await driver.start()
    _ = try driver.find(text: "2.4.1")
    _ = try driver.find(text: "We remind you once a day.")
    try await driver.step("Daily goal: 3", by: 2)
    _ = try driver.find(text: "Daily goal: 5")
    try await driver.toggle("Notifications")
    #expect(throws: DriverError.self) { try driver.find(text: "Daily goal: 5") }
    try await driver.select("Dark", in: "Theme")
    try await driver.tap("Privacy Policy")
    #expect(opened.urls.map(\.absoluteString) == ["https://example.com/privacy"])
    try await driver.tap("Reset All Settings")
    _ = try driver.find(text: "This cannot be undone.")
    try await driver.tap("Reset")
    _ = try driver.find(text: "Daily goal: 3")
    let trace = try driver.finish()
    #expect(trace.decisions("Stepper") == [.inserted, .removed, .inserted])
    #expect(trace.decisionReasons("Stepper") == [.firstAppearance, .branchFlipped, .branchFlipped])
    let invalidations = trace.resolved(.invalidate).map(\.name)
    #expect(invalidations.contains("AppStorage(notificationsEnabled)"))
    #expect(invalidations.contains("AppStorage(theme)"))
    #expect(trace.decisions("AlertContent") == [.inserted, .removed])
  }

  @Test func todoListAddsTogglesAndDeletesRowsByID() async throws {
    let driver = Driver(TodoListScreen())
    try await driver.start()
    try await driver.type("Water plants", into: "New to-do")
    try await driver.submit("New to-do")
    _ = try driver.find(text: "Water plants")
    try await driver.toggle("Walk the dog")
    try await driver.delete(row: 1)
    #expect(throws: DriverError.self) { try driver.find(text: "Buy milk") }
    try await driver.tap("Edit")
    _ = try driver.find(text: "Done")
    let trace = try driver.finish()
    let rows = trace.resolved(.identity).filter { $0.identity.lastComponent.hasPrefix("TodoRow") }
    let added = rows.filter { $0.event.code == IdentityDecision.inserted.rawValue }.last
    #expect(added?.identity.hasSuffix("/.swipeActions[id=4]/TodoRow[content]") == true)
    let removed = trace.resolved(.identity).filter {
      $0.event.code == IdentityDecision.removed.rawValue
        && $0.event.reason == DecisionReason.elementRemoved.rawValue
    }
    #expect(removed.map { $0.identity.lastComponent } == [".swipeActions[id=1]"])
    #expect(trace.resolved(.invalidate).contains { $0.name == "TodoStore.items" })
    #expect(trace.resolved(.slotWrite).contains { $0.name == "_newTitle" && $0.after == "\"\"" })
  }

  @Test func searchRestartsItsTaskForEachQueryAndFetchesOnlyTheLastOne() async throws {
    let driver = Driver(RecipeSearchScreen(service: RecipeService()))
    try await driver.start()
    try await driver.type("pa", into: "Search recipes")
    try await driver.advance(by: .milliseconds(100))
    try await driver.type("pan", into: "Search recipes")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Pancakes")
    #expect(throws: DriverError.self) { try driver.find(text: "Paella") }
    try await driver.tap("Pancakes")
    try await driver.step("Servings: 2")
    _ = try driver.find(text: "Servings: 3")
    let trace = try driver.finish()
    let cancels = trace.resolved(.taskCancel).filter {
      $0.event.code == CancelReason.idChanged.rawValue
    }
    // The task for the empty query had returned already: only the one for "pa" is cancelled.
    #expect(cancels.count == 1)
    #expect(trace.resolved(.effectBegin).map(\.name) == ["GET /recipes?q=pan"])
    #expect(trace.decisions("RecipeDetail") == [.inserted])
  }

  @Test func splitViewSidebarSelectionKeepsTheDetailIdentity() async throws {
    let driver = Driver(MailSplitScreen())
    try await driver.start()
    _ = try driver.find(text: "No Mailbox Selected")
    try await driver.select("Inbox")
    _ = try driver.find(text: "Loaded for Inbox")
    try await driver.select("Archive")
    _ = try driver.find(text: "12 unread")
    // The same `if let` branch shows the other mailbox: same identity, so `.task` does not
    // run again, as in SwiftUI.
    _ = try driver.find(text: "Loaded for Inbox")
    try await driver.tap("Compose")
    try await driver.type("Hello", into: "Subject")
    try await driver.tap("Send")
    #expect(throws: DriverError.self) { try driver.find(text: "Subject") }
    let trace = try driver.finish()
    #expect(trace.decisions("MailboxDetail") == [.inserted])
    #expect(
      trace.resolved(.identity).contains {
        $0.identity.lastComponent.hasPrefix("MailboxDetail[")
          && $0.event.code == IdentityDecision.kept.rawValue
      })
    #expect(trace.resolved(.taskStart).filter { $0.identity.hasSuffix("/.task") }.count == 1)
    let selection = trace.resolved(.slotWrite).filter { $0.name == "_selection" }.map(\.after)
    #expect(selection == ["\"inbox\"", "\"archive\""])
    #expect(trace.decisions("ComposerView") == [.inserted, .removed])
    #expect(trace.decisionReasons("ComposerView") == [.presentation, .presentation])
  }

  @Test func galleryScrollsWithTheProxyAndLoadsCellsAsTheyAppear() async throws {
    let driver = Driver(PhotoGalleryScreen())
    try await driver.start()
    #expect(driver.findAll(type: "PhotoCell").count == 30)
    try await driver.tap("Jump to 40")
    _ = try driver.find(label: "Photo 45")
    #expect(throws: DriverError.self) { try driver.find(label: "Photo 1") }
    try await driver.tap("Photo 40")
    try await driver.toggle("Favorite")
    try await driver.dismissSheet()
    let trace = try driver.finish()
    let loads = trace.resolved(.effectBegin).map(\.name)
    #expect(loads.first == "GET https://picsum.photos/id/1/200")
    #expect(loads.contains("GET https://picsum.photos/id/60/200"))
    #expect(loads.filter { $0 == "GET https://picsum.photos/id/40/200" }.count == 2)
    let realized = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.realized.rawValue
    }
    #expect(realized.first?.identity.hasSuffix(".onTapGesture[id=40]") == true)
    #expect(realized.count == 21)
    #expect(trace.resolved(.appear).contains { $0.identity.hasSuffix("[id=60]") })
    #expect(trace.resolved(.disappear).contains { $0.identity.hasSuffix("[id=1]") })
    let favorites = trace.resolved(.slotWrite).filter { $0.name == "_favorites" }
    #expect(favorites.map(\.after) == ["[40]"])
    #expect(trace.decisions("PhotoDetail") == [.inserted, .removed])
  }

  @Test func profileSheetEditsTheObservableModelAndMovesFocusOnSubmit() async throws {
    let driver = Driver(ProfileScreen())
    try await driver.start()
    _ = try driver.find(text: "AL")
    try await driver.tap("Edit Profile")
    try await driver.type("Grace Hopper", into: "Name")
    try await driver.submit("Name")
    try await driver.tap("Done")
    _ = try driver.find(text: "GH")
    let trace = try driver.finish()
    let focus = trace.resolved(.slotWrite).filter { $0.name == "_focusedField" }.map(\.after)
    #expect(focus == ["name", "email"])
    #expect(
      trace.resolved(.invalidate, at: "ProfileScreen").contains { $0.name == "UserProfile.name" })
    #expect(trace.decisions("EditProfileSheet") == [.inserted, .removed])
  }

  @Test func tabsWithTheTabAPIShareAnObservableObject() async throws {
    let driver = Driver(ShopTabsScreen())
    try await driver.start()
    try await driver.tap("Add Apples")
    try await driver.select("Cart")
    _ = try driver.find(text: "Apples")
    #expect(throws: DriverError.self) { try driver.find(text: "Add Bread") }
    let trace = try driver.finish()
    #expect(
      trace.resolved(.invalidate).contains {
        $0.name == "ShoppingCart.items" && $0.identity.hasSuffix("/BrowseView[content]")
      })
    let tab = trace.resolved(.slotWrite).filter { $0.name == "_selectedTab" }.map(\.after)
    #expect(tab == ["cart"])
  }

  @Test func classicTabsSwitchWithoutABindingAndKeepState() async throws {
    let driver = Driver(ClassicTabsScreen())
    try await driver.start()
    try await driver.tap("Count: 0")
    try await driver.select("Settings")
    _ = try driver.find(text: "Settings go here")
    try await driver.select("Counter")
    _ = try driver.find(text: "Count: 1")
    let trace = try driver.finish()
    let selection = trace.resolved(.slotWrite).filter { $0.name == "_selection" }
    #expect(selection.map { "\($0.before)→\($0.after)" } == ["0→1", "1→0"])
    #expect(trace.resolved(.slotDestroy).isEmpty)
    #expect(trace.resolved(.disappear).contains { $0.identity.hasSuffix("/CounterTab[content]") })
  }

  @Test func dashboardDisclosureShowsContentAndTheMenuRunsItsActions() async throws {
    let driver = Driver(DashboardScreen())
    try await driver.start()
    #expect(throws: DriverError.self) { try driver.find(text: "Goal: 10000 steps") }
    try await driver.tap("Details")
    _ = try driver.find(text: "Goal: 10000 steps")
    _ = try driver.find(text: "Keep going!")
    try await driver.tap("Add 1000 steps")
    _ = try driver.find(text: "7200")
    try await driver.select("Value", in: "Sort")
    _ = try driver.find(text: "Sorted by value")
    let trace = try driver.finish()
    let expanded = trace.resolved(.slotWrite).filter { $0.name == "_showsDetails" }
    #expect(expanded.map { "\($0.before)→\($0.after)" } == ["false→true"])
    #expect(trace.decisionReasons(".frame[content.0]") == [.presentation])
    #expect(trace.decisions("CardModifier") == [.inserted, .inserted])
    #expect(driver.findAll(type: "HStack").count >= 1)
  }

  @Test func stopwatchTicksWhileRunningAndStopsWhenItsTaskIsCancelled() async throws {
    let driver = Driver(StopwatchScreen())
    try await driver.start()
    try await driver.tap("Start")
    try await driver.advance(by: .milliseconds(1_050))
    _ = try driver.find(text: "0:01.0")
    try await driver.tap("Lap")
    _ = try driver.find(text: "Laps: 0 → 1")
    try await driver.tap("Stop")
    try await driver.advance(by: .seconds(1))
    _ = try driver.find(text: "0:01.0")
    let trace = try driver.finish()
    let cancels = trace.resolved(.taskCancel).filter {
      $0.event.code == CancelReason.idChanged.rawValue
    }
    // The first task, for "not running", had returned: only the ticking one is cancelled.
    #expect(cancels.count == 1)
    #expect(trace.resolved(.slotWrite).filter { $0.name == "_tenths" }.count == 10)
    #expect(
      trace.resolved(.slotWrite).contains {
        $0.name == "_lastLapNote" && $0.event.code == Writer.lifecycle.rawValue
      })
  }

  @Test func contactsEditInASheetAndDeleteThroughAPresentingDialog() async throws {
    let driver = Driver(ContactsScreen())
    try await driver.start()
    try await driver.tap("Edit Ada Lovelace")
    try await driver.type("Ada King", into: "Name")
    try await driver.tap("Save")
    _ = try driver.find(text: "Ada King")
    try await driver.tap("Delete Grace Hopper")
    _ = try driver.find(text: "Grace Hopper will be removed from all devices.")
    try await driver.tap("Remove Grace Hopper")
    #expect(throws: DriverError.self) { try driver.find(text: "Grace Hopper") }
    let trace = try driver.finish()
    #expect(trace.decisions("ContactEditor") == [.inserted, .removed])
    #expect(
      trace.resolved(.identity).contains { $0.identity.hasSuffix("ContactEditor[sheet,id=1]") })
    let removedRows = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.elementRemoved.rawValue
    }
    #expect(removedRows.map { $0.identity.lastComponent } == ["HStack[id=2]"])
  }
}
