import Foundation
import TraceAnalysis

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
