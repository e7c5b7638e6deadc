import Foundation
import TraceExport
import TraceFormat

/// How the commands read and write whole traces in any of their file forms: binary (`.vtrace`),
/// JSON Lines (`.jsonl`) and ViewTrace XML (`.xml`). Reading tells the form by the file's
/// content, whatever its name; writing picks it by the name's extension.
enum TraceDocuments {
  /// Reads the whole trace at `path` (`-` is standard input); `salvage` skips damaged chunks of a binary or JSON Lines
  /// file. What reading found (a truncated file, skipped chunks) is warned about on stderr.
  /// For `display`, the trace's strings are escaped for a terminal (``TerminalText``).
  static func read(_ path: String, salvage: Bool = false, command: String, display: Bool)
    throws -> Trace
  {
    let trace = try read(path, salvage: salvage, command: command)
    return display ? TerminalText.escaped(trace) : trace
  }

  /// Reads the whole trace at `path` as it is, for the commands that write it elsewhere;
  /// `validatingXML` checks an XML file against the schema before reading it.
  static func read(
    _ path: String, salvage: Bool = false, validatingXML: Bool = false, command: String
  ) throws -> Trace {
    let file = try TraceInput.readable(path)
    do {
      let (trace, report) = try Trace.read(
        from: URL(fileURLWithPath: file), salvage: salvage, validatingXML: validatingXML)
      TraceInput.warn(report, path: file, command: command)
      return trace
    } catch {
      throw CLIError(reporting: error)
    }
  }

  /// Writes `trace`, read from `input`, to `path`, atomically, in the form its extension names.
  static func write(_ trace: Trace, readFrom input: String, to path: String) throws {
    if path.hasSuffix(".xml") {
      try AtomicFile.write(
        TraceXML.render(trace: trace), toPath: path, reading: [TraceInput.file(input)])
      return
    }
    do {
      try trace.write(toPath: path, reading: [TraceInput.file(input)])
    } catch {
      throw CLIError("\(error)")
    }
  }
}
