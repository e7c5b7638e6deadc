import TraceAnalysis

/// How text output looks: plain, or with ANSI colours for a terminal.
package struct TextStyle: Sendable {
  /// Whether the text carries ANSI colour codes.
  package var colors: Bool
  package init(colors: Bool) { self.colors = colors }

  /// No colour: for a file, a pipe or `NO_COLOR`.
  package static let plain = TextStyle(colors: false)
  /// ANSI colours, for a terminal.
  package static let ansi = TextStyle(colors: true)

  /// `text` in bold.
  package func bold(_ text: String) -> String { styled(text, "1") }
  /// `text` dimmed.
  package func dim(_ text: String) -> String { styled(text, "2") }
  /// `text` in red.
  package func red(_ text: String) -> String { styled(text, "31") }
  /// `text` in yellow.
  package func yellow(_ text: String) -> String { styled(text, "33") }
  /// `text` in green.
  package func green(_ text: String) -> String { styled(text, "32") }

  /// `text` in the colour of `severity`: bold red, bold yellow or bold.
  package func severity(_ severity: Severity, _ text: String) -> String {
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
