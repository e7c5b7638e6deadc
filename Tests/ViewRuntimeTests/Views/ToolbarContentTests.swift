import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A screen whose toolbar is a property of its own, built by `@ToolbarContentBuilder`.
private struct InboxScreen: View {
  @State private var isEditing = false
  @State private var unreadOnly = false

  var body: some View {
    NavigationStack {
      Text(isEditing ? "Editing" : "Inbox")
        .navigationTitle("Inbox")
        .toolbar { toolbarItems }
    }
  }

  @ToolbarContentBuilder
  private var toolbarItems: some ToolbarContent {
    ToolbarItem(placement: .primaryAction) {
      Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
    }
    if isEditing {
      ToolbarItemGroup(placement: .bottomBar) {
        Button("Archive") {}
      }
    }
    ToolbarTitleMenu {
      Button("Unread only") { unreadOnly = true }
    }
  }
}

@MainActor @Suite struct ToolbarContentTests {
  @Test func toolbarContentFromABuilderIsTappable() async throws {
    let driver = Driver(InboxScreen(), name: "inbox")
    try await driver.start()
    #expect(throws: (any Error).self) { try driver.find(text: "Archive") }
    try await driver.tap("Edit")
    #expect(throws: Never.self) { try driver.find(text: "Editing") }
    #expect(throws: Never.self) { try driver.find(text: "Archive") }
    try await driver.tap("Unread only")
    let trace = try driver.finish()
    #expect(trace.resolved(.slotWrite).map(\.name) == ["_isEditing", "_unreadOnly"])
    let inserted = trace.resolved(.identity).map(\.identity)
    #expect(inserted.contains { $0.hasSuffix("/ToolbarTitleMenu[toolbar.2]") })
  }
}
