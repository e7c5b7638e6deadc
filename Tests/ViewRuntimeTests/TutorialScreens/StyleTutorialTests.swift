import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Screens that style their controls with custom `ButtonStyle`, `PrimitiveButtonStyle`,
/// `ToggleStyle` and `LabelStyle`.
@MainActor @Suite struct StyleTutorialTests {
  @Test func customStylesBuildTheControlsAndTheDriverStillWorksThem() async throws {
    let driver = Driver(GroceryStylesScreen())
    try await driver.start()
    #expect(
      try driver.find(text: "Save").path.hasSuffix(
        "/Button[4]/PrimaryButtonStyle/.scaleEffect/.clipShape/.foregroundStyle/.background"
          + "/.padding[content]/ButtonStyleConfiguration.Label/Text"))
    #expect(try driver.find(text: "Cancel").path.hasSuffix("/.buttonStyle[7]/Button/Text"))
    #expect(
      try driver.find(type: "Image").path.hasSuffix(
        "/Label/BadgeLabelStyle/VStack/.background[0]/.padding[content]"
          + "/LabelStyleConfiguration.Icon/Image"))

    try await driver.tap("Save")
    _ = try driver.find(text: "Saved 1 times")
    try await driver.toggle("Done")
    _ = try driver.find(text: "Completed")
    try await driver.tap("Clear List")
    _ = try driver.find(text: "Tap again to confirm")
    _ = try driver.find(text: "3 items")
    try await driver.tap("Clear List")
    _ = try driver.find(text: "0 items")
    #expect(throws: DriverError.self) { try driver.find(text: "Tap again to confirm") }

    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).map { "\($0.name) \($0.before)→\($0.after)" }
    #expect(
      writes == [
        "_saveCount 0→1", "_isDone false→true", "_isArmed false→true",
        #"_items ["Milk", "Eggs", "Bread"]→[]"#, "_isArmed true→false",
      ])
    let armed = trace.resolved(.slotCreate).filter { $0.name == "_isArmed" }
    #expect(armed.count == 1 && armed[0].identity.hasSuffix("/Button/ConfirmTwiceButtonStyle"))
    let toggleInput = try #require(trace.resolved(.input).first { $0.name == "\"Done\"" })
    #expect(toggleInput.identity.hasSuffix("/.toggleStyle[2]/Toggle"))
    let isDone = try #require(trace.resolved(.slotWrite).first { $0.name == "_isDone" })
    #expect(isDone.event.cause == toggleInput.seq)
    // The style's body runs at the start and with every update of the screen (three writes),
    // but not when the other style's `_isArmed` changes.
    #expect(
      trace.resolved(.bodyBegin).filter { $0.identity.hasSuffix("/CheckboxToggleStyle") }.count
        == 4)
  }
}
