import Foundation
import TraceExport
import TraceFormat

/// How the commands read and write whole traces in any of their file forms: binary (`.vtrace`),
/// JSON Lines (`.jsonl`) and ViewTrace XML (`.xml`).
enum TraceDocuments {
  /// Reads the trace at `path`; `salvage` skips damaged chunks of a binary or JSON Lines file.
  static func read(_ path: String, salvage: Bool = false) throws -> Trace {
    let url = URL(fileURLWithPath: path)
    if path.hasSuffix(".xml") {
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw CLIError("cannot read \(path): no such readable file")
      }
      do {
        return try TraceXML.read(from: url)
      } catch let error as ExportError {
        throw CLIError("\(path): \(error)")
      }
    }
    do {
      return try Trace.read(from: url, salvage: salvage).0
    } catch {
      throw CLIError("\(error)")
    }
  }

  /// Writes `trace` to `path`, atomically, in the form its extension names.
  static func write(_ trace: Trace, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    if path.hasSuffix(".xml") {
      try TraceXML.write(trace: trace, to: url)
      return
    }
    do {
      try trace.write(to: url)
    } catch {
      throw CLIError("\(error)")
    }
  }
}
