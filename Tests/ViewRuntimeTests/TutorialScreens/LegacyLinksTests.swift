import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@MainActor @Suite struct LegacyLinksTests {
  @Test func anIsActiveLinkIsPushedByItsBindingAndPoppingResetsIt() async throws {
    let driver = Driver(LegacyLinksScreen())
    try await driver.start()
    #expect(throws: Never.self) { try driver.find(text: "Share") }
    try await driver.select("Large", in: "Size")
    // Setting the binding from elsewhere pushes the link's destination.
    try await driver.tap("Buy now")
    #expect(throws: Never.self) { try driver.find(text: "Checkout for size 1") }
    try await driver.pop()
    #expect(throws: (any Error).self) { try driver.find(text: "Checkout for size 1") }
    // Tapping the link sets the binding too.
    try await driver.tap("Checkout")
    #expect(throws: Never.self) { try driver.find(text: "Checkout for size 1") }
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).map { "\($0.name) \($0.after)" }
    #expect(
      writes.filter { $0.hasPrefix("_showsCheckout") }
        == ["_showsCheckout true", "_showsCheckout false", "_showsCheckout true"])
    let pushes = trace.resolved(.identity).filter {
      $0.event.code == IdentityDecision.inserted.rawValue
        && $0.event.reason == DecisionReason.navigation.rawValue
    }
    #expect(pushes.count == 2)
  }
}
