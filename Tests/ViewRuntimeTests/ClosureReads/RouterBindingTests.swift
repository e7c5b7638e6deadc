import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22, item 2: bindings into an `@Observable` router drive a stack, tabs, a sheet and a
/// list's selection exactly as bindings into `@State` do. Each test runs twice: router-held
/// (through `@Bindable`, `$router.path`) and `@State`-held.
@MainActor @Suite struct RouterBindingTests {

  private func driver(_ name: String) -> Driver {
    switch name {
    case "router": Driver(StateRouterScreen())
    default: Driver(StateBindingsScreen())
    }
  }

  /// What the last input re-ran, by identity, without the reason (a slot or a property).
  private func rerun(_ after: Aftermath) -> [String] {
    after.invalidated.map { String($0.split(separator: " ")[0]) }
  }

  /// The line of `tree` that shows `text`.
  private func line(_ tree: String, showing text: String) -> String? {
    tree.split(separator: "\n").first { $0.contains(text) }.map(String.init)
  }

  @Test(arguments: ["router", "state"]) func appendingToThePathPushes(_ name: String)
    async throws
  {
    let driver = driver(name)
    try await driver.start()
    try await driver.tap("Push")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(rerun(after) == ["NavigationStack"])
    #expect(after.inserted == ["Text[path0,id=7]"])
    #expect(line(tree, showing: "Text[path0,id=7] \"Screen 7\"")?.hasSuffix("(hidden)") == false)
  }

  @Test(arguments: ["router", "state"]) func settingTheTabSelectsIt(_ name: String)
    async throws
  {
    let driver = driver(name)
    try await driver.start()
    try await driver.tap("Second tab")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(rerun(after) == ["TabView[content]"])
    #expect(after.bodies.isEmpty)
    #expect(line(tree, showing: ".tag[0]")?.hasSuffix("(hidden)") == true)
    #expect(line(tree, showing: "Text \"Second\"")?.hasSuffix("(hidden)") == false)
  }

  @Test(arguments: ["router", "state"]) func settingTheSheetItemPresentsIt(_ name: String)
    async throws
  {
    let driver = driver(name)
    try await driver.start()
    try await driver.tap("Open sheet")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(rerun(after) == [".sheet"])
    #expect(after.inserted == ["Text[sheet,id=1]"])
    #expect(tree.contains("Text[sheet,id=1] \"Sheet Soup\""))
  }

  @Test func settingTheDestinationItemPushesIt() async throws {
    var reruns: [[String]] = []
    for make in [{ Driver(RouterDetailScreen()) }, { Driver(StateDetailScreen()) }] {
      let driver = make()
      try await driver.start()
      try await driver.tap("Show 4")
      let tree = driver.tree()
      let after = Aftermath(try driver.finish())
      reruns.append(rerun(after))
      #expect(after.bodies.isEmpty)
      #expect(line(tree, showing: "\"Detail 4\"")?.hasSuffix("(hidden)") == false)
    }
    #expect(reruns == [[".navigationDestination[root]"], [".navigationDestination[root]"]])
  }

  @Test func aListSelectionOnTheRouterIsShownAsOnState() async throws {
    for make in [
      { Driver(RouterSelectionScreen()) }, { Driver(StateSelectionScreen()) },
      { Driver(StoreSelectionScreen()) },
    ] {
      let driver = make()
      try await driver.start()
      try await driver.select("Bread")
      let after = Aftermath(try driver.finish())
      #expect(after.bodies.count == 1)
      #expect(after.displays == ["Text[1] \"Selected: none\" → \"Selected: 2\""])
    }
  }
}

extension RouterBindingTests {
  /// A store's bindings drive the same containers: the container that reads the binding re-runs,
  /// as for `@State`, and so does the view that holds the store (its body alone runs).
  @Test func aStoreRoutersBindingsPushSelectAndPresentThroughItsHolder() async throws {
    let driver = Driver(StoreRouterScreen())
    try await driver.start()
    try await driver.tap("Push")
    let pushed = Aftermath(driver.trace)
    #expect(
      pushed.invalidated == [
        "StoreRouterScreen published LegacyRouter.path",
        "NavigationStack published LegacyRouter.path",
      ])
    #expect(pushed.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    #expect(pushed.bodies == ["StoreRouterScreen"])
    #expect(pushed.inserted == ["Text[path0,id=7]"])
    #expect(line(driver.tree(), showing: "\"Screen 7\"")?.hasSuffix("(hidden)") == false)
    try await driver.pop()
    try await driver.tap("Open sheet")
    let presented = Aftermath(driver.trace)
    #expect(
      presented.invalidated == [
        "StoreRouterScreen published LegacyRouter.sheet", ".sheet published LegacyRouter.sheet",
      ])
    #expect(presented.bodies == ["StoreRouterScreen"])
    #expect(presented.inserted == ["Text[sheet,id=1]"])
    #expect(driver.tree().contains("Text[sheet,id=1] \"Sheet Soup\""))
    try await driver.dismissSheet()
    try await driver.tap("Second tab")
    let tree = driver.tree()
    let selected = Aftermath(try driver.finish())
    #expect(
      selected.invalidated == [
        "StoreRouterScreen published LegacyRouter.tab",
        "TabView[content] published LegacyRouter.tab",
      ])
    #expect(selected.bodies == ["StoreRouterScreen"])
    #expect(line(tree, showing: ".tag[0]")?.hasSuffix("(hidden)") == true)
    #expect(line(tree, showing: "Text \"Second\"")?.hasSuffix("(hidden)") == false)
  }
}
