import Foundation
import TraceExport
import TraceFormat

/// How the commands read and write whole traces in any of their file forms: binary (`.vtrace`),
/// JSON Lines (`.jsonl`) and ViewTrace XML (`.xml`).
enum TraceDocuments {
  /// Reads the whole trace at `path`; `salvage` skips damaged chunks of a binary or JSON Lines
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
    guard !path.isEmpty else { throw CLIError("the trace file path is empty") }
    let url = URL(fileURLWithPath: path)
    if path.hasSuffix(".xml") {
      let data: Data
      do {
        data = try TraceXML.contents(ofPath: path)
      } catch let error as ExportError {
        throw CLIError("\(error)")
      }
      do {
        if validatingXML { try TraceXML.validate(data) }
        return try TraceXML.read(from: data)
      } catch let error as ExportError {
        throw CLIError("\(path): \(error)")
      }
    }
    do {
      let (trace, report) = try Trace.read(from: url, salvage: salvage)
      TraceInput.warn(report, path: path, command: command)
      return trace
    } catch {
      throw CLIError(reporting: error)
    }
  }

  /// Writes `trace` to `path`, atomically, in the form its extension names.
  static func write(_ trace: Trace, to path: String) throws {
    if path.hasSuffix(".xml") {
      try AtomicFile.write(TraceXML.render(trace: trace), toPath: path)
      return
    }
    do {
      try trace.write(toPath: path)
    } catch {
      throw CLIError("\(error)")
    }
  }
}
