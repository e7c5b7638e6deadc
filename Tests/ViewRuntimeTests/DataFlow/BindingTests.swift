import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

extension Trace {
  /// The invalidation that caused the last body of the view whose path ends with `suffix`.
  fileprivate func invalidation(ofBody suffix: String) -> Resolved? {
    guard let body = resolved(.bodyBegin, at: suffix).last else { return nil }
    return resolved(seq: body.event.cause)
  }

  /// What the leaf whose path ends with `suffix` showed last.
  fileprivate func shown(_ suffix: String) -> String? {
    resolved(.display, at: suffix).last?.after
  }
}

/// A body depends on what it read: a state write re-runs the bodies that read it, directly or
/// through a binding, and no other; the invalidation names the slot and points at the write.
@MainActor @Suite struct BindingTests {
  /// Checks that the last body of `suffix` was caused by a write of `slot`.
  private func expectSlotCause(_ trace: Trace, _ suffix: String, slot: String) throws {
    let invalidation = try #require(trace.invalidation(ofBody: suffix))
    #expect(invalidation.kind == .invalidate)
    #expect(invalidation.event.code == InvalidationReason.slot.rawValue)
    #expect(invalidation.name == slot)
    let write = try #require(trace.resolved(seq: invalidation.event.cause))
    #expect(write.kind == .slotWrite && write.name == slot)
  }

  @Test func typingRerunsTheChildThatReadsTheBindingNotTheParentThatPassesIt() async throws {
    let driver = Driver(BoundTextScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.type("hi", into: "Text")
    let trace = try driver.finish()
    #expect(trace.bodies(after: start) == ["BoundWrappedText[1]"])
    #expect(trace.resolved(.bodyBegin, at: "BoundTextScreen").count == 1)
    try expectSlotCause(trace, "BoundWrappedText[1]", slot: "_text")
    #expect(trace.shown("BoundWrappedText[1]/Text") == #""Wrapped: hi""#)
  }

  @Test func aParentThatReadsTheValueRerunsWithItsChildAndTheStepperShowsTheNewValue()
    async throws
  {
    let driver = Driver(BoundCartScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.step("Bags", by: 2)
    #expect(driver.tree().contains("Stepper 3"))
    let trace = try driver.finish()
    #expect(trace.bodies(after: start) == ["BoundCartScreen", "BoundStepper[0]"])
    try expectSlotCause(trace, "BoundCartScreen", slot: "_quantity")
    try expectSlotCause(trace, "BoundStepper[0]", slot: "_quantity")
    #expect(trace.shown("BoundStepper[0]/.accessibilityIdentifier/Stepper/Text") == #""Bags: 3""#)
  }

  @Test func aGrandchildReadingThroughTwoBindingsRerunsAlone() async throws {
    let driver = Driver(BoundOuterScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Add")
    try await driver.tap("Add")
    let trace = try driver.finish()
    #expect(trace.bodies(after: start) == ["BoundLeaf", "BoundLeaf"])
    try expectSlotCause(trace, "BoundLeaf", slot: "_count")
    #expect(trace.shown("BoundLeaf/Text") == #""Count: 2""#)
  }

  @Test func togglingOneTodoRerunsItsRowOnlyAndAnAddedTodoGetsARow() async throws {
    let driver = Driver(BoundTodoScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.toggle("Eggs")
    let toggled = driver.trace.events.count
    try await driver.tap("Add")
    #expect(throws: Never.self) { try driver.find(text: "Tea") }
    let trace = try driver.finish()
    let toggleBodies = Array(trace.events[start..<toggled]).filter { $0.kind == .bodyBegin }
      .map { IdentityPath(trace[$0.identity]).last }
    #expect(toggleBodies == ["BoundTodoRow[id=2]"])
    try expectSlotCause(trace, "BoundTodoRow[id=2]", slot: "_todos")
    #expect(trace.shown("BoundTodoRow[id=2]/HStack/Toggle[0]") == "on")
    #expect(trace.shown("BoundTodoRow[id=2]/HStack/Text[1]") == ##""#2 Eggs: done, 4""##)
    // Adding a todo re-runs no existing row and not the screen: the new row's first body.
    #expect(trace.bodies(after: toggled) == ["BoundTodoRow[id=4]"])
  }

  @Test func aComputedBindingOverStateRerunsTheChildOnly() async throws {
    let driver = Driver(BoundComputedScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Warmer")
    let trace = try driver.finish()
    #expect(trace.bodies(after: start) == ["BoundFahrenheit[0]"])
    try expectSlotCause(trace, "BoundFahrenheit[0]", slot: "_celsius")
    #expect(trace.shown("BoundFahrenheit[0]/Text") == #""77 °F""#)
  }

  @Test func aBindableProjectionRerunsTheLabelForTheNameAlone() async throws {
    let driver = Driver(BoundProfileScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Rename")
    try await driver.tap("Birthday")
    let trace = try driver.finish()
    #expect(trace.bodies(after: start) == ["BoundNameLabel"])
    let invalidation = try #require(trace.invalidation(ofBody: "BoundNameLabel"))
    #expect(invalidation.event.code == InvalidationReason.observable.rawValue)
    #expect(invalidation.name == "BoundProfile.name")
    #expect(trace.shown("BoundNameLabel/Text") == #""Name: Ann""#)
  }

  @Test(arguments: [
    (screen: "state object", suffix: "BoundVolumeLabel[0]"),
    (screen: "environment object", suffix: "BoundVolumeLabel"),
  ])
  func anObservableObjectProjectionRerunsTheLabelWhenItsValueChanged(
    screen: String, suffix: String
  ) async throws {
    let driver =
      screen == "state object"
      ? Driver(BoundSettingsScreen()) : Driver(BoundEnvironmentSettingsScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Louder")
    let louder = driver.trace.events.count
    if screen == "state object" { try await driver.tap("Dark") }
    let trace = try driver.finish()
    #expect(trace.bodies(after: start).filter { $0.hasPrefix("BoundVolumeLabel") }.count == 1)
    #expect(trace.bodies(after: louder).filter { $0.hasPrefix("BoundVolumeLabel") }.isEmpty)
    let invalidation = try #require(trace.invalidation(ofBody: suffix))
    #expect(invalidation.event.code == InvalidationReason.published.rawValue)
    #expect(invalidation.name == "BoundSettings.volume")
    #expect(trace.shown(suffix + "/Text") == #""Volume: 2""#)
  }

  @Test func anUnwrappedOptionalBindingShowsTheNewValue() async throws {
    let driver = Driver(BoundOptionalScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Rename")
    let trace = try driver.finish()
    // The parent reads the optional to unwrap it; the child reads it through the binding.
    #expect(trace.bodies(after: start) == ["BoundOptionalScreen", "BoundNickname[0.if]"])
    try expectSlotCause(trace, "BoundNickname[0.if]", slot: "_nickname")
    #expect(trace.shown("BoundNickname[0.if]/Text") == #""Nickname: Max""#)
  }

  @Test func aConstantBindingNeverRerunsTheChild() async throws {
    let driver = Driver(BoundConstantScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Tap")
    let trace = try driver.finish()
    #expect(trace.bodies(after: start) == ["BoundConstantScreen"])
  }

  @Test func aParentRerunForAnotherStatePassingTheSameBindingLeavesTheChild() async throws {
    let driver = Driver(BoundSameBindingScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Other")
    let trace = try driver.finish()
    #expect(trace.bodies(after: start) == ["BoundSameBindingScreen"])
    try expectSlotCause(trace, "BoundSameBindingScreen", slot: "_other")
  }

  @Test func aStateNoBodyReadsRerunsNothing() async throws {
    let driver = Driver(BoundUnreadScreen())
    try await driver.start()
    try await driver.tap("Log")
    let trace = try driver.finish()
    #expect(
      trace.resolved(.slotWrite).map(\.after) == [#"["appeared"]"#, #"["appeared", "tap 1"]"#])
    #expect(trace.resolved(.invalidate).isEmpty)
    #expect(trace.resolved(.bodyBegin).count == 1)
  }

  @Test func controlsBoundToStateNoBodyReadsShowTheirNewValues() async throws {
    let driver = Driver(BoundControlsScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.toggle("Wi-Fi")
    try await driver.set("Volume", to: 0.8)
    try await driver.select("Large", in: "Size")
    try await driver.step("Bags", by: 2)
    try await driver.type("Ada", into: "Name")
    let tree = driver.tree()
    for line in [
      "Toggle[0] on", "Slider[1] 0.8", #"Picker[2] "Large""#, "Stepper[3] 3",
      #"TextField[4] "Ada""#,
    ] {
      #expect(tree.contains(line), "\(line) in \(tree)")
    }
    let trace = try driver.finish()
    #expect(trace.bodies(after: start).isEmpty)
    let shown = trace.events.dropFirst(start).filter { $0.kind == .display }.map {
      "\(IdentityPath(trace[$0.identity]).last) \(trace[$0.after])"
    }
    #expect(
      shown == [
        "Toggle[0] on", "Slider[1] 0.8", #"Picker[2] "Large""#, "Stepper[3] 3",
        #"TextField[4] "Ada""#,
      ])
    let invalidated = trace.resolved(.invalidate).map { "\($0.identity.lastComponent) \($0.name)" }
    #expect(
      invalidated == [
        "Toggle[0] _isOn", "Slider[1] _volume", "Picker[2] _size", "Stepper[3] _bags",
        "TextField[4] _name",
      ])
  }
}
