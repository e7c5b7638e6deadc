import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@Observable final class SwitchModel {
  var flag = false
}

/// A toggle bound to a state flag or to a model's, which its buttons switch; another button
/// writes the model's flag outside any body.
struct SwitchingToggle: View {
  let model: SwitchModel
  @State var local = false
  @State var usesModel: Bool
  init(model: SwitchModel, usesModel: Bool) {
    self.model = model
    _usesModel = State(initialValue: usesModel)
  }
  var body: some View {
    VStack {
      Toggle("Flag", isOn: usesModel ? Bindable(model).flag : $local)
      Button("Use model") { usesModel = true }
      Button("Use state") { usesModel = false }
      Button("Flip model") { model.flag.toggle() }
    }
  }
}

@MainActor @Suite struct ShownObservationTests {
  /// What the screen's toggle showed, change by change, while `steps` drove `screen`.
  private func shownChanges(
    of screen: some View, _ steps: (Driver) async throws -> Void
  ) async throws -> [String] {
    let driver = Driver(screen)
    try await driver.start()
    try await steps(driver)
    let trace = try driver.finish()
    return trace.resolved(.display, at: "Toggle[0]").map { "\($0.before)→\($0.after)" }
  }

  /// A control whose binding read no `@Observable` property observes nothing; bound to a
  /// model's property later, it observes it, and records each change of it.
  @Test func aControlObservesTheModelItsBindingReadsOnceItReadsOne() async throws {
    let screen = SwitchingToggle(model: SwitchModel(), usesModel: false)
    let shown = try await shownChanges(of: screen) { driver in
      try await driver.toggle("Flag")
      try await driver.tap("Use model")
      try await driver.tap("Flip model")
      try await driver.tap("Flip model")
    }
    #expect(shown == ["→off", "off→on", "on→off", "off→on", "on→off"])
  }

  /// A control bound to a model's property and then to `@State` stops observing the model: its
  /// later changes record nothing for the control, while the state's do.
  @Test func aControlRelievedOfItsModelStopsObservingIt() async throws {
    let model = SwitchModel()
    let screen = SwitchingToggle(model: model, usesModel: true)
    let shown = try await shownChanges(of: screen) { driver in
      try await driver.tap("Flip model")
      try await driver.tap("Use state")
      try await driver.tap("Flip model")
      try await driver.tap("Flip model")
      try await driver.toggle("Flag")
    }
    #expect(shown == ["→off", "off→on", "on→off", "off→on"])
    #expect(model.flag)
  }
}
