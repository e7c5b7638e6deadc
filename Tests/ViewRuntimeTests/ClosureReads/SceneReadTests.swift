import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: an app's `body` and its window's content are user code that builds views, so what
/// they read (the app's `@State`, `@StateObject`, a model it holds) is a dependency of the app,
/// whose node is the root of the tree: a write re-runs the app's body, which builds its window's
/// content again, with the write as cause; nothing else re-runs.
@MainActor @Suite struct SceneReadTests {
  @Test func aWindowReadingTheAppsModelInStateFlipsItsFirstScreen() async throws {
    let driver = try Driver(app: SessionApp())
    try await driver.start()
    try await driver.tap("Sign in")
    let signedIn = Aftermath(driver.trace)
    #expect(signedIn.invalidated == ["SessionApp observable AppSession.isSignedIn"])
    #expect(signedIn.chains == [[.invalidate, .modelWrite, .input]])
    // The app's body, then the screen it now shows, new; the login screen leaves.
    #expect(signedIn.bodies == ["SessionApp", "SessionApp/.environment/SessionHomeScreen[if]"])
    #expect(signedIn.inserted.first == "SessionHomeScreen[if]")
    #expect(signedIn.removed.first == "SessionLoginScreen[else]")
    #expect(
      signedIn.displays == [
        "Text[0]  → \"Hello, Ada\"", "Text  → \"Sync\"", "Text  → \"Sign out\"",
      ])
    #expect(throws: Never.self) { try driver.find(text: "Hello, Ada") }
    // The app's body read the flag, and the slot that holds the session.
    let reads = driver.trace.resolved(.read).filter { $0.identity == "SessionApp" }.map(\.name)
    #expect(reads.contains("AppSession.isSignedIn") && reads.contains("_session"))

    try await driver.tap("Sign out")
    let signedOut = Aftermath(driver.trace)
    #expect(signedOut.invalidated == ["SessionApp observable AppSession.isSignedIn"])
    #expect(signedOut.chains == [[.invalidate, .modelWrite, .input]])
    #expect(signedOut.bodies == ["SessionApp", "SessionApp/.environment/SessionLoginScreen[else]"])
    #expect(signedOut.inserted.first == "SessionLoginScreen[else]")
    #expect(signedOut.removed.first == "SessionHomeScreen[if]")
    #expect(throws: Never.self) { try driver.find(text: "Welcome") }
    _ = try driver.finish()
  }

  /// Only the first window is hosted: what another window reads re-runs nothing.
  @Test func aWindowThatIsNotHostedReadsNothing() async throws {
    let driver = try Driver(app: SessionApp())
    try await driver.start()
    try await driver.tap("Sign in")
    try await driver.tap("Sync")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated.isEmpty)
    #expect(after.bodies.isEmpty && after.displays.isEmpty)
  }

  /// A scene of the app's own reads the app's `@State` flag through a binding and a model the
  /// app holds in a plain `let`: the flag, set by the onboarding screen through its binding,
  /// and the model's titles each re-run the app alone.
  @Test func aScenesWindowReadingAStateFlagAndAHeldModelRerunsTheApp() async throws {
    let driver = try Driver(app: BookshelfApp())
    try await driver.start()
    try await driver.tap("Start reading")
    let started = Aftermath(driver.trace)
    #expect(started.invalidated == ["BookshelfApp slot _hasOnboarded"])
    #expect(started.chains == [[.invalidate, .slotWrite, .input]])
    #expect(started.inserted.first == "BookshelfScreen[if]")
    #expect(started.removed.first == "OnboardingScreen[else]")
    // The app's body, and the shelf, new; the onboarding screen leaves without running.
    #expect(
      started.bodies == [
        "BookshelfApp",
        "BookshelfApp/.safeAreaInset/NavigationStack[content]/_ConditionalContent[root]/BookshelfScreen[if]",
      ])

    try await driver.tap("Add Emma's sequel")
    let tree = driver.tree()
    let added = Aftermath(try driver.finish())
    // The window's count and the shelf's list read the titles: the app and the shelf re-run.
    #expect(
      added.invalidated == [
        "BookshelfApp observable Bookshelf.titles",
        "BookshelfScreen[if] observable Bookshelf.titles",
      ])
    #expect(
      added.chains == [[.invalidate, .modelWrite, .input], [.invalidate, .modelWrite, .input]])
    #expect(
      added.bodies == [
        "BookshelfApp",
        "BookshelfApp/.safeAreaInset/NavigationStack[content]/_ConditionalContent[root]/BookshelfScreen[if]",
      ])
    #expect(
      added.displays == [
        "Text[id=\"Sanditon\"]  → \"Sanditon\"", "Text[safeAreaInset] \"2 books\" → \"3 books\"",
      ])
    #expect(tree.contains("\"3 books\""))
    #expect(added.inserted == ["Text[id=\"Sanditon\"]"] && added.removed.isEmpty)
  }

  /// The app's `@StateObject` re-runs the app on any publish, and the screen holding it as an
  /// `@EnvironmentObject`, as every holder of an `ObservableObject`.
  @Test func aWindowReadingTheAppsStateObjectRerunsTheAppAndItsHolders() async throws {
    let driver = try Driver(app: CartApp())
    try await driver.start()
    try await driver.tap("Add tea")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "CartApp published AppCart.items",
        "CartShelfScreen[1] published AppCart.items",
      ])
    #expect(after.chains.first == [.invalidate, .modelWrite, .input])
    #expect(
      after.bodies == ["CartApp", "CartApp/.environmentObject/VStack/CartShelfScreen[1]"])
    #expect(after.displays == ["Text[0] \"0 in cart\" → \"1 in cart\""])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
  }

  /// A store the scene places in the environment: a property only a screen reads re-runs that
  /// screen alone; the one the window's content reads re-runs the app, which flips its content.
  @Test func aSceneEnvironmentModelRerunsTheAppOnlyForWhatItsWindowRead() async throws {
    let driver = try Driver(app: NotesApp())
    try await driver.start()
    try await driver.tap("New note")
    let added = Aftermath(driver.trace)
    #expect(added.invalidated == ["NotesListScreen[else] observable NotesStore.notes"])
    #expect(added.chains == [[.invalidate, .modelWrite, .input]])
    #expect(added.bodies == ["NotesApp/.environment/NotesListScreen[else]"])
    #expect(added.displays == ["Text[0] \"0 notes\" → \"1 notes\""])

    try await driver.tap("Lock")
    let locked = Aftermath(try driver.finish())
    #expect(locked.invalidated == ["NotesApp observable NotesStore.isLocked"])
    #expect(locked.chains == [[.invalidate, .modelWrite, .input]])
    #expect(locked.bodies == ["NotesApp"])
    #expect(locked.inserted == ["Text[if]"] && locked.removed.first == "NotesListScreen[else]")
    #expect(locked.displays == ["Text[if]  → \"Locked\""])
  }
}
