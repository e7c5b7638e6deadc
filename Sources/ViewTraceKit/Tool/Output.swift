import Foundation

/// Writing to the terminal: stdout for results, stderr for errors and progress, colour only on
/// a terminal.
package enum Output {
  package static let colorEnabled: Bool =
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  /// Whether stderr is a terminal, where a progress line may be redrawn.
  package static let progressEnabled: Bool = isatty(STDERR_FILENO) != 0

  /// Writes `text` and `terminator` (a newline by default) to stdout.
  package static func print(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }

  /// Writes what a command did to stdout, or to stderr when its output file is stdout (`-`,
  /// `/dev/stdout`, or whatever stdout is), so as not to mix with the output.
  package static func status(output: String, _ text: String) {
    var file = stat()
    var out = stat()
    let same =
      stat(output, &file) == 0 && fstat(STDOUT_FILENO, &out) == 0 && file.st_dev == out.st_dev
      && file.st_ino == out.st_ino
    output == "-" || same ? error(text) : print(text)
  }

  /// How text output looks: coloured only on a terminal.
  package static var style: TextStyle { colorEnabled ? .ansi : .plain }

  /// Writes `text` and a newline to stderr.
  package static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Redraws the progress line on a terminal; `nil` clears it.
  package static func progress(_ text: String?) {
    guard progressEnabled else { return }
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + (text ?? "")).utf8))
  }
}
