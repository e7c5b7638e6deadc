import Foundation
import TraceExport
import TraceFormat

/// Where `export` and `import` read and write trace files: the one place to wire the binary
/// `.vtrace` reader and writer into when they land in TraceFormat. Until then only ViewTrace XML
/// (`.xml`) is read and written.
enum TraceFiles {
  /// Reads the trace at `path`.
  static func read(_ path: String) throws -> Trace {
    guard path.hasSuffix(".xml") else {
      throw CLIError(
        "cannot read \(path): only ViewTrace XML (.xml) can be read until the binary reader lands")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CLIError("cannot read \(path): no such readable file")
    }
    do {
      return try TraceXML.read(from: URL(fileURLWithPath: path))
    } catch let error as ExportError {
      throw CLIError("\(path): \(error)")
    }
  }

  /// Writes `trace` to `path`, atomically.
  static func write(_ trace: Trace, to path: String) throws {
    guard path.hasSuffix(".xml") else {
      throw CLIError(
        "cannot write \(path): only ViewTrace XML (.xml) can be written until the binary writer lands"
      )
    }
    try TraceXML.write(trace: trace, to: URL(fileURLWithPath: path))
  }
}
