import Foundation

/// The two encodings of a trace file.
public enum TraceFileFormat: String, Sendable, Hashable {
  /// The compact binary format, `.vtrace`.
  case binary
  /// JSON Lines, `.jsonl`: one event per line.
  case jsonLines
  /// ViewTrace XML (docs/xml-schema.md): read whole, recognised by content; written whole.
  case xml

  /// The streaming format named by `url`'s extension, if it names one: `.vtrace` or `.jsonl`.
  /// XML is not named by extension: it cannot be written as a stream (see ``TraceXML``).
  public init?(url: URL) {
    switch url.pathExtension.lowercased() {
    case "vtrace": self = .binary
    case "jsonl": self = .jsonLines
    default: return nil
    }
  }

  /// The format's name for a reader: `binary`, `JSON Lines`, `ViewTrace XML`.
  public var displayName: String {
    switch self {
    case .binary: "binary"
    case .jsonLines: "JSON Lines"
    case .xml: "ViewTrace XML"
    }
  }
}

/// What reading a trace found besides its events: whether it was complete, what was skipped.
public struct ReadReport: Sendable, Hashable {
  public var format: TraceFileFormat
  /// The file's size in bytes.
  public var fileSize: Int
  /// The format version the file declares (docs/trace-format.md §1).
  public var formatVersion: UInt16 = 0
  /// Events read.
  public var events: UInt64 = 0
  /// Whether the trace's end was read; false when the file was cut short (e.g. the recorder died).
  public var complete = false
  /// Events the recorder dropped (the file could not keep up), by its own count.
  public var droppedByRecorder: UInt64 = 0
  /// What `salvage` skipped, one line each (e.g. "bytes 4312-8990: checksum failed").
  public var skipped: [String] = []
  /// Strings lost with skipped chunks; their uses read as placeholders.
  public var lostStrings = 0

  public init(format: TraceFileFormat, fileSize: Int) {
    self.format = format
    self.fileSize = fileSize
  }

  /// One line per thing a user should know, empty for a complete, intact trace.
  public var notes: [String] {
    var notes: [String] = []
    if !complete { notes.append("truncated after \(events) events") }
    notes += skipped.map { "skipped \($0)" }
    if lostStrings > 0 { notes.append("\(lostStrings) strings were lost with skipped data") }
    if droppedByRecorder > 0 { notes.append("the recorder dropped \(droppedByRecorder) events") }
    return notes
  }
}

/// One item of a trace stream: an event, or a note that the recorder dropped events here.
public enum TraceItem: Sendable, Hashable {
  case event(TraceEvent)
  case dropped(UInt64)
}
