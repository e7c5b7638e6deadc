import Testing
import TraceTestSupport
import ViewRuntime

// Previews and entries whose source makes the macros read carefully: braces and commas inside
// strings and comments, a @Previewable declaration over several lines, an attribute before
// @Previewable, generic types with commas. The plugin reads the macros' source text itself.

#Preview("Braces in text", traits: .sizeThatFitsLayout) {
  // A comment with an unmatched { brace, and "a quote
  @Previewable @State var items = [
    "one }", #"raw "two" {"#,
  ]
  @State @Previewable var note = """
    three {
    """
  // @Previewable @State var hidden = 0
  VStack {
    ForEach(items, id: \.self) { item in Text("\(item) \("}")") }
    Text(note.uppercased())
      .padding()
  }
}

extension EnvironmentValues {
  @Entry var sourceCounts: KeyValuePairs<String, Int> = ["a": 1, "b": 2]
  @Entry var sourceTitle = "Title, with a comma"
}

private struct SourceEntries: View {
  @Environment(\.sourceCounts) var counts
  @Environment(\.sourceTitle) var title
  var body: some View { Text("\(title): \(counts.count)") }
}

@MainActor @Suite struct PreviewSourceTests {
  @Test func bracesAndCommasInStringsAndCommentsDoNotEndTheBlock() async throws {
    let preview = try #require(Preview.all.first { $0.name == "Braces in text" })
    #expect(preview.line == 9)
    #expect(preview.traits.map(\.description) == ["sizeThatFitsLayout"])
    let driver = Driver(preview.makeView(), name: "braces")
    try await driver.start()
    _ = try driver.find(text: "one } }")
    _ = try driver.find(text: #"raw "two" { }"#)
    _ = try driver.find(text: "THREE {")
    let trace = try driver.finish()
    #expect(trace.resolved(.slotCreate).map(\.name) == ["_items", "_note"])
  }

  @Test func entriesWithCommasInTheirTypeOrValueKeepTheirDefaults() async throws {
    let driver = Driver(SourceEntries())
    try await driver.start()
    _ = try driver.find(text: "Title, with a comma: 2")
    _ = try driver.finish()
  }
}
