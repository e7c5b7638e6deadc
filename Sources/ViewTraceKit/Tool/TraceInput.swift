import Foundation
import TraceFormat

/// Opening trace files for the commands that read them, and telling the user what reading found.
enum TraceInput {
  /// A reader for the trace at `path` (binary, JSON Lines or XML, told apart by content).
  static func open(_ path: String, salvage: Bool) throws -> TraceReader {
    guard !path.isEmpty else { throw CLIError("the trace file path is empty") }
    return try TraceReader(url: URL(fileURLWithPath: path), salvage: salvage)
  }

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
