import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A `Binding(get:set:)` into a model held in the environment or passed in `@Bindable` is an
/// input made afresh, as one over `@State` is (ManualBindingTests): its child re-runs with each
/// run of the parent, `$board.isOn`'s does not.
@MainActor @Suite struct ManualBindingModelTests {
  @Test(arguments: ["environment", "bindable"]) func theManualBindingsChildRerunsWithTheParent(
    _ spelling: String
  ) async throws {
    let driver =
      spelling == "environment"
      ? Driver(FlagBoardApp()) : Driver(BindableFlagBoardScreen(board: FlagBoard()))
    try await driver.start()
    for _ in 0..<2 {
      let start = driver.trace.events.count
      try await driver.tap("Tap")
      let trace = driver.trace
      let ran = try trace.events[start...].filter { $0.kind == .bodyBegin }.map(trace.resolve)
        .map { body in
          let invalidation = try #require(trace.resolved(seq: body.event.cause))
          return "\(body.identity.lastComponent) \(invalidation.name)"
        }
      let screen =
        spelling == "environment" ? "EnvironmentFlagBoardScreen" : "BindableFlagBoardScreen"
      #expect(ran == ["\(screen) FlagBoard.taps", "ManualFlagLabel[1] @self(isOn:binding)"])
    }
    #expect(throws: Never.self) { try driver.find(text: "Taps: 2") }
    _ = try driver.finish()
  }
}
