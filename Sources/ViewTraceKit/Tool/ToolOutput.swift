import Foundation
import TraceFormat

/// Writing for a scenario tool: results on stdout, errors on stderr, colour only on a terminal.
enum ToolOutput {
  static let colorEnabled: Bool =
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  /// Whether stderr is a terminal, where a progress line may be redrawn.
  static let progressEnabled: Bool = isatty(STDERR_FILENO) != 0

  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Redraws the progress line on a terminal; `nil` clears it.
  static func progress(_ text: String?) {
    guard progressEnabled else { return }
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + (text ?? "")).utf8))
  }

  static func bold(_ text: String) -> String { styled(text, "1") }
  static func dim(_ text: String) -> String { styled(text, "2") }
  static func red(_ text: String) -> String { styled(text, "31") }
  static func green(_ text: String) -> String { styled(text, "32") }

  private static func styled(_ text: String, _ code: String) -> String {
    colorEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// JSON text for command output, keys in the order given.
indirect enum ToolJSON {
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case array([ToolJSON])
  case object([(String, ToolJSON)])

  var rendered: String {
    switch self {
    case .string(let s): JSONString.quoted(s)
    case .integer(let i): String(i)
    case .number(let n): n.isFinite ? String(n) : "null"
    case .bool(let b): b ? "true" : "false"
    case .array(let items): "[" + items.map(\.rendered).joined(separator: ",") + "]"
    case .object(let pairs):
      "{" + pairs.map { JSONString.quoted($0.0) + ":" + $0.1.rendered }.joined(separator: ",") + "}"
    }
  }

  static func strings(_ values: [String]) -> ToolJSON { .array(values.map(ToolJSON.string)) }
}
