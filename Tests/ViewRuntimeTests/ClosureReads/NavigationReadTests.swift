import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: `.navigationDestination(for:)` and `(item:)` store their closure, which the stack
/// calls to build the pushed screen; `(isPresented:)` builds its destination in the body. A
/// `@State` read in a stored destination is the stack's that calls it, and re-runs no body;
/// an `ObservableObject` re-runs the views that hold it. Each test writes from the pushed screen
/// and checks what it shows afterwards.
@MainActor @Suite struct NavigationReadTests {
  @Test func aValueDestinationReadingAStateValueRerunsItsStackAlone() async throws {
    let driver = Driver(TrailStackScreen())
    try await driver.start()
    try await driver.tap("Ridge")
    try await driver.tap("Use miles")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["NavigationStack slot _unit"])
    #expect(after.chains == [[.invalidate, .slotWrite, .input]])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[0] \"Ridge: 12 km\" → \"Ridge: 12 mi\""])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
  }

  @Test func aValueDestinationReadingAStateObjectRerunsItsHolder() async throws {
    let driver = Driver(TrailLogScreen())
    try await driver.start()
    try await driver.tap("Ridge")
    try await driver.tap("Hiked it")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["TrailLogScreen published TrailLog.hiked"])
    #expect(after.chains == [[.invalidate, .modelWrite, .input]])
    #expect(after.bodies == ["TrailLogScreen"])
    #expect(after.displays == ["Text[0] \"not hiked\" → \"hiked\""])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
  }

  @Test func anItemDestinationReadingAStateValueRerunsItsStackAlone() async throws {
    let driver = Driver(TrailItemScreen())
    try await driver.start()
    try await driver.tap("Open Coast")
    try await driver.tap("Take photo")
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["NavigationStack slot _photos"])
    #expect(after.chains == [[.invalidate, .slotWrite, .input]])
    #expect(after.bodies.isEmpty)
    #expect(after.displays == ["Text[0] \"0 photos of Coast\" → \"1 photos of Coast\""])
  }

  @Test func anItemDestinationReadingAnObservedStoreRerunsItsHolders() async throws {
    let driver = Driver(ObservedTrailApp())
    try await driver.start()
    try await driver.tap("Open 3")
    try await driver.tap("Use miles")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "ObservedTrailApp published TrailLog.unit", "ObservedTrailScreen published TrailLog.unit",
      ])
    #expect(after.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    #expect(after.bodies == ["ObservedTrailApp", "ObservedTrailApp/ObservedTrailScreen"])
    #expect(after.displays == ["Text[0] \"Trail 3 in km\" → \"Trail 3 in mi\""])
  }

  /// Built in the body: a `@State` read and an environment store's both re-run that body.
  @Test func aFlagDestinationReadingAStateValueAndAStoreRerunsItsBody() async throws {
    let driver = Driver(TrailFlagApp())
    try await driver.start()
    try await driver.tap("Map")
    try await driver.tap("Zoom in")
    let zoomed = Aftermath(driver.trace)
    let screen = "TrailFlagApp/.environmentObject/TrailFlagScreen"
    #expect(zoomed.invalidated == ["TrailFlagScreen slot _zoom"])
    #expect(zoomed.chains == [[.invalidate, .slotWrite, .input]])
    #expect(zoomed.bodies == [screen])
    #expect(zoomed.displays == ["Text[0] \"Zoom 1 in km\" → \"Zoom 2 in km\""])
    try await driver.tap("Use miles")
    let switched = Aftermath(try driver.finish())
    #expect(
      switched.invalidated == [
        "TrailFlagApp published TrailLog.unit", "TrailFlagScreen published TrailLog.unit",
      ])
    #expect(switched.bodies == ["TrailFlagApp", screen])
    #expect(switched.displays == ["Text[0] \"Zoom 2 in km\" → \"Zoom 2 in mi\""])
  }
}
