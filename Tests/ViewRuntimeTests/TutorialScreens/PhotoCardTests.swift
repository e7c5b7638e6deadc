import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@MainActor @Suite struct PhotoCardTests {
  @Test func stylesAndEffectsKeepTheirPlaceAndACoverOpensPerItem() async throws {
    let driver = Driver(PhotoCardScreen())
    try await driver.start()
    let tree = driver.tree()
    for name in [
      ".background", ".foregroundStyle", ".textCase", ".contentTransition", ".symbolEffect",
      ".containerRelativeFrame", ".scrollTargetBehavior", ".scrollTargetLayout",
    ] {
      #expect(tree.contains(name), "\(name) is missing from the tree")
    }
    try await driver.tap("Glacier")
    #expect(throws: Never.self) { try driver.find(text: "Viewing Glacier") }
    try await driver.tap("Like")
    try await driver.dismissSheet()
    try await driver.tap("Dunes")
    #expect(throws: Never.self) { try driver.find(text: "Viewing Dunes") }
    let trace = try driver.finish()
    // Each item is presented as an identity of its own.
    let covers = trace.resolved(.identity).filter {
      $0.event.code == IdentityDecision.inserted.rawValue
        && $0.event.reason == DecisionReason.presentation.rawValue
    }
    #expect(covers.count == 2 && covers.allSatisfy { $0.identity.contains(".fullScreenCover/") })
    #expect(Set(covers.map(\.identity)).count == 2)
    #expect(trace.resolved(.slotWrite).contains { $0.name == "_likes" && $0.after == "1" })
  }
}
