import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A checkbox that shows the mark its screen chose.
private struct MarkedToggleStyle: ToggleStyle {
  let mark: String
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(configuration.isOn ? "\(mark) on" : "\(mark) off")
      configuration.label
    }
  }
}

/// A button that shows the mark its screen chose before its label.
private struct MarkedButtonStyle: ButtonStyle {
  let mark: String
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("\(mark) button")
      configuration.label
    }
  }
}

/// A label that shows the mark its screen chose instead of its icon.
private struct MarkedLabelStyle: LabelStyle {
  let mark: String
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("\(mark) label")
      configuration.title
    }
  }
}

/// Controls with their own state, in a view with no inputs: when the screen picks another mark,
/// the view does not evaluate again; only the styles in its controls' environment change.
private struct NetworkRow: View {
  @State var isOn = false
  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: $isOn)
      Button("Join") { isOn = true }
      Label("Signal", systemImage: "wifi")
    }
  }
}

private struct MarkSwitcher: View {
  @State var mark = "☐"
  var body: some View {
    VStack {
      NetworkRow()
        .toggleStyle(MarkedToggleStyle(mark: mark))
        .buttonStyle(MarkedButtonStyle(mark: mark))
        .labelStyle(MarkedLabelStyle(mark: mark))
      Button("Use ticks") { mark = "✓" }
    }
  }
}

@MainActor @Suite struct StyleChangeTests {
  @Test func aControlReadsItsStyleSoANewStyleRebuildsIt() async throws {
    let driver = Driver(MarkSwitcher())
    try await driver.start()
    for text in ["☐ off", "☐ button", "☐ label", "Wi-Fi", "Join", "Signal"] {
      _ = try driver.find(text: text)
    }
    try await driver.tap("Use ticks")
    for text in ["✓ off", "✓ button", "✓ label"] { _ = try driver.find(text: text) }
    for text in ["☐ off", "☐ button", "☐ label"] {
      #expect(throws: DriverError.self) { try driver.find(text: text) }
    }

    let trace = try driver.finish()
    #expect(trace.resolved(.bodyBegin, at: "/NetworkRow").count == 1, "its inputs are unchanged")
    for style in ["MarkedToggleStyle", "MarkedButtonStyle", "MarkedLabelStyle"] {
      #expect(trace.resolved(.bodyBegin, at: "/\(style)").count == 2, "\(style): start and tap")
    }
    let marks = trace.resolved(.display, at: "/MarkedToggleStyle/HStack/Text[0]").map(\.after)
    #expect(marks == [#""☐ off""#, #""✓ off""#])
  }
}
