import Foundation
import TraceFormat

/// Reads the trace file at `path` (binary `.vtrace` or JSON Lines), for the commands that
/// analyse one. A file that cannot be read is a one-line error.
func readTrace(at path: String) throws -> Trace {
  guard FileManager.default.fileExists(atPath: path) else {
    throw CLIError("\(path): no such file")
  }
  do {
    return try Trace.read(from: URL(fileURLWithPath: path)).0
  } catch {
    throw CLIError(error.description)
  }
}
