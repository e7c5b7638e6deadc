import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

private struct LinkedSettings: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink {
          Text("Account details")
        } label: {
          Label("Account", systemImage: "person")
        }
        NavigationLink("Privacy") {
          Text("Privacy details")
        }
      }
    }
  }
}

@MainActor @Suite struct NavigationLinkDestinationTests {
  @Test func aLinksDestinationBlockIsPushedWhenTapped() async throws {
    let driver = Driver(LinkedSettings(), name: "settings")
    try await driver.start()
    try await driver.tap("Account")
    #expect(throws: Never.self) { try driver.find(text: "Account details") }
    try await driver.pop()
    try await driver.tap("Privacy")
    #expect(throws: Never.self) { try driver.find(text: "Privacy details") }
    let trace = try driver.finish()
    #expect(
      trace.resolved(.input).map(\.name) == ["\"Account\"", "NavigationStack", "\"Privacy\""])
  }
}
