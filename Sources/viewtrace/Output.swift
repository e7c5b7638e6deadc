import Foundation
import TraceAnalysis
import TraceFormat

/// Writing to the terminal: stdout for results, stderr for errors, colour only on a terminal.
enum Output {
  static let colorEnabled: Bool =
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

  /// Writes `text` and `terminator` (a newline by default) to stdout.
  static func print(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }

  /// Writes what a command did to stdout, or to stderr when its output file is stdout (`-`,
  /// `/dev/stdout`, or whatever stdout is), so as not to mix with the output.
  static func status(output: String, _ text: String) {
    var file = stat()
    var out = stat()
    let same =
      stat(output, &file) == 0 && fstat(STDOUT_FILENO, &out) == 0 && file.st_dev == out.st_dev
      && file.st_ino == out.st_ino
    output == "-" || same ? error(text) : print(text)
  }

  /// How the analysis libraries should style their text: coloured only on a terminal.
  static var style: TextStyle { colorEnabled ? .ansi : .plain }

  /// Writes `text` and a newline to stderr.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// `text` in bold when colour is on.
  static func bold(_ text: String) -> String { styled(text, "1") }
  /// `text` dimmed when colour is on.
  static func dim(_ text: String) -> String { styled(text, "2") }
  /// `text` in red when colour is on.
  static func red(_ text: String) -> String { styled(text, "31") }
  /// `text` in yellow when colour is on.
  static func yellow(_ text: String) -> String { styled(text, "33") }
  /// `text` in green when colour is on.
  static func green(_ text: String) -> String { styled(text, "32") }

  private static func styled(_ text: String, _ code: String) -> String {
    colorEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// Trace strings made safe to print on a terminal: a trace is a file from someone else, and its
/// strings may hold escape sequences, bells, NULs or bidirectional overrides. Every text output
/// (`events`, `tree`, `replay`, `why`, `explain`, `diff`) prints them through here.
enum TerminalText {
  /// `text` with each control character (C0, DEL, C1, and the bidirectional controls) written
  /// as `\u{…}`; other text unchanged.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `trace` with every string escaped, for the commands that print it as text.
  static func escaped(_ trace: Trace) -> Trace {
    var safe = trace
    safe.strings = trace.strings.map(escaped)
    return safe
  }

  private static func isControl(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
