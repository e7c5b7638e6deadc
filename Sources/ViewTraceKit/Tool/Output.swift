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
    write(Array((text + terminator).utf8))
  }

  /// Writes `bytes` to stdout. When stdout's reader has gone (`viewtrace events t.vtrace | head`),
  /// the process ends quietly with status 0: the reader took all it wanted
  /// (docs/security-and-limits.md). SIGPIPE is ignored from ``ignoreBrokenPipes()`` on.
  package static func write(_ bytes: [UInt8]) {
    if !writeAll(STDOUT_FILENO, bytes) && errno == EPIPE { exit(0) }
  }

  /// Makes a write to a pipe or FIFO without a reader fail with EPIPE instead of killing the
  /// process with SIGPIPE (status 141), so that each command can say what happened.
  package static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

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

  /// Whether writing to the output path `path` writes to a terminal: `-` when stdout is one, or
  /// a terminal device by name (`/dev/stdout`, `/dev/tty`).
  package static func isTerminal(_ path: String) -> Bool {
    if path == "-" { return isatty(STDOUT_FILENO) != 0 }
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return false }
    let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return isatty(fd) != 0
  }

  /// How text output looks: coloured only on a terminal.
  package static var style: TextStyle { colorEnabled ? .ansi : .plain }

  /// Writes `text` and a newline to stderr.
  package static func error(_ text: String) {
    // Nothing more can be said when stderr itself cannot be written.
    _ = writeAll(STDERR_FILENO, Array((text + "\n").utf8))
  }

  /// Redraws the progress line on a terminal; `nil` clears it.
  package static func progress(_ text: String?) {
    guard progressEnabled else { return }
    _ = writeAll(STDERR_FILENO, Array(("\r\u{1B}[K" + (text ?? "")).utf8))
  }

  /// Writes all of `bytes` to `fd`; false (with `errno` set) when a write fails.
  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { return false }
        offset += n
      }
      return true
    }
  }
}
