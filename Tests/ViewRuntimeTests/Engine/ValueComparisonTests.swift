import Testing

@testable import ViewRuntime

/// A state value that is not `Equatable`, compared by its cases and payloads.
private enum Loading {
  case idle
  case loading(day: String)
  case loaded([String])
  case failed(String)
}

/// An enum whose description does not tell its cases apart.
private enum Quiet: CustomStringConvertible {
  case first(Int)
  case second(Int)
  var description: String { "quiet" }
}

@MainActor @Suite struct ValueComparisonTests {
  @Test func enumsWithoutEquatableCompareTheirCasesThenTheirPayloads() {
    #expect(ValueComparison.isEqual(Loading.idle, Loading.idle) == true)
    #expect(ValueComparison.isEqual(Loading.idle, Loading.loading(day: "Fri")) == false)
    #expect(ValueComparison.isEqual(Loading.loading(day: "Fri"), Loading.idle) == false)
    #expect(ValueComparison.isEqual(Loading.loaded(["14:00"]), Loading.loaded(["14:00"])) == true)
    #expect(ValueComparison.isEqual(Loading.loaded(["14:00"]), Loading.loaded(["18:30"])) == false)
    #expect(ValueComparison.isEqual(Loading.loaded(["x"]), Loading.failed("x")) == false)
    #expect(ValueComparison.isEqual(Loading.failed("x"), Loading.failed("x")) == true)
  }

  @Test func casesAreToldApartByTheirNamesNotTheirDescriptions() {
    #expect(ValueComparison.isEqual(Quiet.first(1), Quiet.second(1)) == false)
    #expect(ValueComparison.isEqual(Quiet.first(1), Quiet.first(1)) == true)
    #expect(ValueComparison.isEqual(Quiet.first(1), Quiet.first(2)) == false)
  }
}
