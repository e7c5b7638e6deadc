/// Why a trace file could not be read or written. Its description is one line for a human,
/// starting with the file's name.
public struct TraceFormatError: Error, CustomStringConvertible, Sendable, Equatable {
  public enum Problem: Sendable, Equatable {
    /// The file could not be opened or read (`detail` says why).
    case unreadable(String)
    /// The file does not start with the ViewTrace magic.
    case badMagic
    /// The file is a ViewTrace file of a format version this reader does not know.
    case unsupportedVersion(UInt16)
    /// The file is of another kind than expected (`detail` says which).
    case wrongFileType(String)
    /// The file ends before its header does.
    case truncatedHeader
    /// The chunk at byte `offset` failed its CRC-32C.
    case checksumFailed(offset: Int)
    /// The chunk at byte `offset` passed its checksum but does not decode.
    case corruptChunk(offset: Int, detail: String)
    /// Line `line` of a JSON Lines trace is not what the format says.
    case badLine(line: Int, detail: String)
    /// The first line of a JSON Lines trace is not a header this reader can read.
    case badHeaderLine(String)
    /// Line `line` of a JSON Lines trace is longer than `limit` bytes, which no reader keeps.
    case lineTooLong(line: Int, limit: Int)
    /// The file could not be written (`detail` says why).
    case writeFailed(String)
    /// The writer had to drop events because the file could not keep up or could not be written.
    case eventsDropped(UInt64)
  }

  /// The file's name (its last path component).
  public var file: String
  public var problem: Problem

  public init(file: String, problem: Problem) {
    self.file = file
    self.problem = problem
  }

  /// The versions this reader reads, as the unsupported-version message names them.
  private static var readable: String {
    let first = BinaryLayout.readableVersions.lowerBound
    let last = BinaryLayout.readableVersions.upperBound
    return "binary versions \(first) to \(last), JSON Lines version \(JSONLines.version)"
  }

  /// Whether reading with salvage would skip the damage and go on: true for a damaged chunk or
  /// event line, false for a damaged header or a line too long to hold.
  public var salvageSkips: Bool {
    switch problem {
    case .checksumFailed, .corruptChunk, .badLine: true
    default: false
    }
  }

  public var description: String {
    switch problem {
    case .unreadable(let detail): "\(file): \(detail)"
    case .badMagic: "\(file): not a ViewTrace file (bad magic)"
    case .unsupportedVersion(let v):
      "\(file): trace format version \(v) is not supported (this viewtrace reads \(Self.readable))"
    case .wrongFileType(let detail): "\(file): \(detail)"
    case .truncatedHeader: "\(file): truncated before the end of its header"
    case .checksumFailed(let offset):
      "\(file): chunk at byte \(offset) failed its checksum"
    case .corruptChunk(let offset, let detail):
      "\(file): chunk at byte \(offset) is corrupt (\(detail))"
    case .badLine(let line, let detail): "\(file):\(line): \(detail)"
    case .badHeaderLine(let detail): "\(file):1: the header line is unreadable: \(detail)"
    case .lineTooLong(let line, let limit):
      "\(file):\(line): a line longer than the limit of \(limit) bytes"
    case .writeFailed(let detail): "\(file): cannot write: \(detail)"
    case .eventsDropped(let n):
      "\(file): \(n) events were dropped because the file could not keep up"
    }
  }
}
