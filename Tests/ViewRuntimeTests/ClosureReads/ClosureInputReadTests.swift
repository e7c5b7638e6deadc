import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: a body that calls a closure it was given (stored in the view, or a builder it
/// calls) reads what the closure reads: the property is listed among that body's reads, a
/// write re-runs that body alone with the write as cause, and what it shows changes.
@MainActor @Suite struct ClosureInputReadTests {
  /// The names of the `@Observable` reads recorded for `identity`.
  private func observableReads(of identity: String, in trace: Trace) -> [String] {
    trace.resolved(.read).filter {
      $0.identity == identity && $0.event.code == DependencyKind.observable.rawValue
    }.map(\.name)
  }

  @Test func aRowCallingItsClosureListsTheModelReadAndRerunsAlone() async throws {
    let driver = Driver(ThermostatScreen())
    try await driver.start()
    let row = "ThermostatScreen/VStack/ReadingRow[0]"
    let card = "ThermostatScreen/VStack/ThermostatCard[1]"
    #expect(observableReads(of: row, in: driver.trace) == ["Thermostat.celsius"])
    #expect(observableReads(of: card, in: driver.trace) == ["Thermostat.isEco"])
    #expect(observableReads(of: "ThermostatScreen", in: driver.trace).isEmpty)

    try await driver.tap("Warmer")
    let warmer = Aftermath(driver.trace)
    #expect(warmer.invalidated == ["ReadingRow[0] observable Thermostat.celsius"])
    #expect(warmer.chains == [[.invalidate, .modelWrite, .input]])
    #expect(warmer.bodies == [row])
    #expect(warmer.displays == ["Text[content] \"20 °C\" → \"21 °C\""])
    let rerunReads = driver.trace.resolved(.read).filter {
      $0.identity == row && $0.seq > (driver.trace.resolved(.input).last?.seq ?? .none)
    }
    #expect(rerunReads.map(\.name).contains("Thermostat.celsius"))

    try await driver.tap("Eco")
    let eco = Aftermath(driver.trace)
    #expect(eco.invalidated == ["ThermostatCard[1] observable Thermostat.isEco"])
    #expect(eco.chains == [[.invalidate, .modelWrite, .input]])
    #expect(eco.bodies == [card])
    #expect(eco.inserted == ["Image[1.0.if]"] && eco.removed.isEmpty)
    #expect(eco.displays.contains("Text[1.1] \"Comfort\" → \"Eco\""))

    // The unit is a `@State` value the closure reads in the row's body: the row re-runs alone.
    try await driver.tap("Kelvin")
    let kelvin = Aftermath(try driver.finish())
    #expect(kelvin.invalidated == ["ReadingRow[0] slot _unit"])
    #expect(kelvin.chains == [[.invalidate, .slotWrite, .input]])
    #expect(kelvin.bodies == [row])
    #expect(kelvin.displays == ["Text[content] \"21 °C\" → \"21 K\""])
  }

  @Test func aFormatterMadeFromAnEnvironmentModelIsItsCallersRead() async throws {
    let driver = Driver(ShopApp())
    try await driver.start()
    let tag = "ShopApp/.environment/ShopScreen/List/PriceTag[0]"
    #expect(observableReads(of: tag, in: driver.trace) == ["ShopSettings.currency"])
    try await driver.tap("Use dollars")
    let after = Aftermath(driver.trace)
    #expect(after.invalidated == ["PriceTag[0] observable ShopSettings.currency"])
    #expect(after.chains == [[.invalidate, .modelWrite, .input]])
    #expect(after.bodies == [tag])
    #expect(after.displays == ["Text \"12 EUR\" → \"12 USD\""])

    // An `ObservableObject` re-runs the screen holding it, which hands the tag a new closure.
    try await driver.tap("Mark up")
    let markedUp = Aftermath(try driver.finish())
    #expect(
      markedUp.invalidated == [
        "ShopScreen published PriceMarkup.percent",
        "PriceTag[0] parentInputs @self(format:closure)",
      ])
    #expect(markedUp.chains.first == [.invalidate, .modelWrite, .input])
    #expect(markedUp.bodies == ["ShopApp/.environment/ShopScreen", tag])
    #expect(markedUp.displays == ["Text \"12 USD\" → \"18 USD\""])
  }
}
