import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22, item 2, in every spelling: a router passed in `@Bindable`, held in `@State` and
/// bound with `$router.path`, or read from the environment and bound through a `@Bindable`
/// local, drives the stack, the tabs and the sheet as `@State` does, both ways: the router's
/// writes push, select and present; the user's pop and dismissal write the router back.
@MainActor @Suite struct RouterSpellingTests {
  nonisolated static let spellings = ["bindable", "state-held", "environment", "state"]

  private func driver(_ spelling: String) -> Driver {
    switch spelling {
    case "bindable": Driver(StateRouterScreen())
    case "state-held": Driver(OwnRouterScreen())
    case "environment": Driver(EnvironmentRouterApp())
    default: Driver(StateBindingsScreen())
    }
  }

  /// The last component of each identity the last input invalidated.
  private func rerun(_ after: Aftermath) -> [String] {
    after.invalidated.map { String($0.split(separator: " ")[0]) }
  }

  @Test(arguments: spellings) func pushingThenPoppingRemovesTheScreen(_ spelling: String)
    async throws
  {
    let driver = driver(spelling)
    try await driver.start()
    try await driver.tap("Push")
    #expect(driver.tree().contains("Text[path0,id=7] \"Screen 7\""))
    try await driver.pop()
    let tree = driver.tree()
    let trace = try driver.finish()
    let after = Aftermath(trace)
    #expect(rerun(after) == ["NavigationStack"])
    #expect(after.removed == ["Text[path0,id=7]"])
    #expect(after.bodies.isEmpty)
    #expect(!tree.contains("Screen 7"))
    // The pop wrote the path back where it lives: the router, or the state.
    let writes = trace.resolved(.modelWrite) + trace.resolved(.slotWrite)
    #expect(writes.filter { $0.seq > (trace.resolved(.input).last?.seq ?? .none) }.count == 1)
  }

  @Test(arguments: spellings) func presentingThenDismissingTheSheet(_ spelling: String)
    async throws
  {
    let driver = driver(spelling)
    try await driver.start()
    try await driver.tap("Open sheet")
    #expect(driver.tree().contains("Text[sheet,id=1] \"Sheet Soup\""))
    try await driver.dismissSheet()
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(rerun(after) == [".sheet"])
    #expect(after.removed == ["Text[sheet,id=1]"])
    #expect(after.bodies.isEmpty)
    #expect(!tree.contains("Sheet Soup"))
  }

  @Test(arguments: spellings) func selectingTheSecondTab(_ spelling: String) async throws {
    let driver = driver(spelling)
    try await driver.start()
    try await driver.tap("Second tab")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(rerun(after) == ["TabView[content]"])
    #expect(after.bodies.isEmpty)
    let second = tree.split(separator: "\n").first { $0.contains("Text \"Second\"") }
    #expect(second?.hasSuffix("(hidden)") == false)
  }
}
