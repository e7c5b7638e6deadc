import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@Observable final class SwitchModel {
  var flag = false
}

/// A toggle bound to a state flag, then to a model's, which a button writes outside any body.
struct SwitchingToggle: View {
  let model: SwitchModel
  @State var local = false
  @State var usesModel = false
  var body: some View {
    VStack {
      Toggle("Flag", isOn: usesModel ? Bindable(model).flag : $local)
      Button("Use model") { usesModel = true }
      Button("Flip model") { model.flag.toggle() }
    }
  }
}

/// A toggle bound to a model's flag, then to a state flag: the model's later changes are no
/// longer what it shows.
struct UnswitchingToggle: View {
  let model: SwitchModel
  @State var local = false
  @State var usesModel = true
  var body: some View {
    VStack {
      Toggle("Flag", isOn: usesModel ? Bindable(model).flag : $local)
      Button("Use state") { usesModel = false }
      Button("Flip model") { model.flag.toggle() }
    }
  }
}

@MainActor @Suite struct ShownObservationTests {
  /// A control whose binding read no `@Observable` property observes nothing; bound to a
  /// model's property later, it observes it, and records each change of it.
  @Test func aControlObservesTheModelItsBindingReadsOnceItReadsOne() async throws {
    let model = SwitchModel()
    let driver = Driver(SwitchingToggle(model: model))
    try await driver.start()
    try await driver.toggle("Flag")
    try await driver.tap("Use model")
    try await driver.tap("Flip model")
    try await driver.tap("Flip model")
    let trace = try driver.finish()
    let shown = trace.resolved(.display, at: "Toggle[0]").map { "\($0.before)→\($0.after)" }
    #expect(shown == ["→off", "off→on", "on→off", "off→on", "on→off"])
  }

  /// A control bound to a model's property and then to `@State` stops observing the model: its
  /// later changes record nothing for the control, while the state's do.
  @Test func aControlRelievedOfItsModelStopsObservingIt() async throws {
    let model = SwitchModel()
    let driver = Driver(UnswitchingToggle(model: model))
    try await driver.start()
    try await driver.tap("Flip model")
    try await driver.tap("Use state")
    try await driver.tap("Flip model")
    try await driver.tap("Flip model")
    try await driver.toggle("Flag")
    let trace = try driver.finish()
    let shown = trace.resolved(.display, at: "Toggle[0]").map { "\($0.before)→\($0.after)" }
    #expect(shown == ["→off", "off→on", "on→off", "off→on"])
    #expect(model.flag)
  }
}
