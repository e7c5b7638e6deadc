import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@MainActor @Suite struct BookSearchTests {
  @Test func submittingTheSearchFieldRunsOnSubmitOfSearch() async throws {
    let driver = Driver(BookSearchScreen())
    try await driver.start()
    try await driver.select("SF", in: "Genre")
    try await driver.type("Dune", into: "Find a book")
    try await driver.submit("Find a book")
    #expect(throws: Never.self) { try driver.find(text: "Searched Dune in SF") }
    let trace = try driver.finish()
    let submit = try #require(
      trace.resolved(.input).first { $0.event.code == InputAction.submit.rawValue })
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_searches" })
    #expect(write.event.cause == submit.event.seq)
    #expect(driver.tree().contains(".labelsHidden"))
  }
}
