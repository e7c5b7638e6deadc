/// How text output looks: plain, or with ANSI colours for a terminal.
public struct TextStyle: Sendable {
  public var colors: Bool
  public init(colors: Bool) { self.colors = colors }

  public static let plain = TextStyle(colors: false)
  public static let ansi = TextStyle(colors: true)

  func bold(_ text: String) -> String { styled(text, "1") }
  func dim(_ text: String) -> String { styled(text, "2") }

  /// `text` in the colour of `severity`: red, yellow or default.
  func severity(_ severity: Severity, _ text: String) -> String {
    switch severity {
    case .error: styled(text, "1;31")
    case .warning: styled(text, "1;33")
    case .info: styled(text, "1")
    }
  }

  private func styled(_ text: String, _ code: String) -> String {
    colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// A trace time in milliseconds with microseconds: `300.003 ms`.
func formatTime(_ ns: UInt64) -> String {
  let micros = ns / 1_000
  let fraction = String(micros % 1_000)
  return "\(micros / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
}

/// `text` right-aligned in `width` columns.
func padLeft(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `text` left-aligned in `width` columns.
func padRight(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}
