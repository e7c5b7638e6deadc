import Foundation
import TraceFormat

/// Opening trace files for the commands that read them, and telling the user what reading found.
enum TraceInput {
  /// A reader for the trace at `path` (binary, JSON Lines or XML, told apart by content; `-` is
  /// standard input).
  static func open(_ path: String, salvage: Bool) throws -> TraceReader {
    try TraceReader(url: URL(fileURLWithPath: readable(path)), salvage: salvage)
  }

  /// The file a command reads for the path it was given: `/dev/stdin` for `-`, which is
  /// refused when standard input is a terminal (nothing was piped in), and `path` otherwise.
  static func readable(_ path: String) throws(CLIError) -> String {
    guard !path.isEmpty else { throw CLIError("the trace file path is empty") }
    guard path == standardInput else { return path }
    guard isatty(STDIN_FILENO) == 0 else {
      throw CLIError.usage("- reads a trace from standard input, a terminal here: pipe one in")
    }
    return file(path)
  }

  /// What `-` names in a path to read: standard input.
  static let standardInput = "-"

  /// The file behind `path`, unchecked: `/dev/stdin` for `-`; for the commands that tell an
  /// output from the files they read.
  static func file(_ path: String) -> String { path == standardInput ? "/dev/stdin" : path }

  /// Prints each of the reader's notes (truncation, skipped chunks, drops) as a warning on stderr,
  /// after `command`, the tool's and the command's names.
  static func warn(_ reader: TraceReader, path: String, command: String) {
    warn(reader.report, path: path, command: command)
  }

  /// Prints each note of a read (truncation, skipped chunks, drops) as a warning on stderr.
  static func warn(_ report: ReadReport, path: String, command: String) {
    let file = URL(fileURLWithPath: path).lastPathComponent
    for note in report.notes {
      Output.error(TerminalText.escaped("\(command): warning: \(file): \(note)"))
    }
  }
}

/// Collects stdout text and writes it in large blocks: commands may print millions of lines.
struct BufferedOutput {
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  mutating func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    Output.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
