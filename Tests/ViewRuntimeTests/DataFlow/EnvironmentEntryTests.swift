import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

extension EnvironmentValues {
  @Entry var accentName: String = "blue"
  @Entry var badgeCount: Int?
}

struct AccentLabel: View {
  @Environment(\.accentName) var accentName
  @Environment(\.badgeCount) var badgeCount
  var body: some View { Text("\(accentName) \(badgeCount.map(String.init) ?? "none")") }
}

struct AccentSwitcher: View {
  @State var accent = "blue"
  var body: some View {
    VStack {
      AccentLabel()
      Plain()
      Button("Orange") { accent = "orange" }
    }
    .environment(\.accentName, accent)
  }
}

@MainActor @Suite struct EnvironmentEntryTests {
  @Test func anEntryReadsItsDefaultUntilAnAncestorSetsIt() async throws {
    let driver = Driver(AccentLabel())
    try await driver.start()
    _ = try driver.find(text: "blue none")
    _ = try driver.finish()
  }

  @Test func anEntrysChangeInvalidatesOnlyItsReadersUnderItsOwnName() async throws {
    let driver = Driver(AccentSwitcher())
    try await driver.start()
    try await driver.tap("Orange")
    _ = try driver.find(text: "orange none")
    let trace = try driver.finish()
    let environment = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.environment.rawValue
    }
    #expect(environment.map(\.identity.lastComponent) == ["AccentLabel[0]"])
    #expect(environment.map(\.name) == ["accentName"])
    #expect(trace.resolved(.bodyBegin, at: "Plain[1]").count == 1)
  }
}
