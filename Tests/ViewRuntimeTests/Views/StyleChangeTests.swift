import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// What each style below makes: the mark its screen chose, before the control's own part.
private struct Marked<Part: View>: View {
  let text: String
  let part: Part
  var body: some View {
    HStack {
      Text(text)
      part
    }
  }
}

private struct MarkedToggleStyle: ToggleStyle {
  let mark: String
  func makeBody(configuration: Configuration) -> some View {
    Marked(text: configuration.isOn ? "\(mark) on" : "\(mark) off", part: configuration.label)
  }
}

private struct MarkedButtonStyle: ButtonStyle {
  let mark: String
  func makeBody(configuration: Configuration) -> some View {
    Marked(text: "\(mark) button", part: configuration.label)
  }
}

private struct MarkedLabelStyle: LabelStyle {
  let mark: String
  func makeBody(configuration: Configuration) -> some View {
    Marked(text: "\(mark) label", part: configuration.title)
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
    let mark = "/MarkedToggleStyle/Marked/HStack/Text[0]"
    let marks = trace.resolved(.display, at: mark).map(\.after)
    #expect(marks == [#""☐ off""#, #""✓ off""#])
  }
}
