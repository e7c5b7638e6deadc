/// The JSON Lines encoding of whole traces in memory (docs/trace-format.md §7). For files, use
/// ``Trace/write(to:format:)``, ``Trace/read(from:salvage:validatingXML:)`` and ``TraceReader``.
public enum JSONLines {
  /// The version JSON Lines traces carry (docs/trace-format.md §1). Still 1: binary versions 2
  /// and 3 changed nothing in this encoding, which names kinds (an older reader stops at a kind
  /// it does not know, naming it).
  static let version: UInt64 = 1

  /// The JSON Lines text of `trace`, as a complete trace (ending with its end line).
  public static func encode(_ trace: Trace) -> String {
    let encoder = JSONLinesEncoder()
    encoder.header(trace.header)
    for event in trace.events { encoder.event(event, strings: trace.strings) }
    encoder.end(EndChunk(events: UInt64(trace.events.count), dropped: 0))
    return String(
      decoding: UnsafeBufferPointer(start: encoder.out.base, count: encoder.out.count),
      as: UTF8.self)
  }

  /// The trace in JSON Lines `text`. Strings are numbered in first-use order, as in a binary file.
  public static func decode(_ text: String, file: String = "<text>") throws(TraceFormatError)
    -> Trace
  {
    let table = StringTable()
    let decoder = JSONLinesDecoder(strings: table)
    var header: TraceHeader?
    var events = EventStore()
    var lineNumber = 0
    for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.isEmpty && lineNumber > 1 { continue }
      let record: JSONLinesRecord
      switch Array(line).withUnsafeBytes({ bytes in
        Result { () throws(DecodeFailure) in try decoder.decode(bytes) }
      })
      {
      case .success(let r): record = r
      case .failure(let failure):
        throw TraceFormatError(
          file: file, problem: .badLine(line: lineNumber, detail: failure.detail))
      }
      switch record {
      case .header(let version, let h):
        guard header == nil else {
          throw TraceFormatError(
            file: file, problem: .badLine(line: lineNumber, detail: "a second header"))
        }
        guard version == JSONLines.version else {
          throw TraceFormatError(
            file: file, problem: .unsupportedVersion(UInt16(clamping: version)))
        }
        header = h
      case .event(let e) where header != nil: events.append(e)
      case .dropped, .end: continue
      case .event:
        throw TraceFormatError(
          file: file, problem: .wrongFileType("is not a JSON Lines trace (no header line)"))
      }
    }
    guard let header else { throw TraceFormatError(file: file, problem: .truncatedHeader) }
    return Trace(header: header, strings: table.strings, events: events)
  }

  /// The JSON Lines line of one event (without its newline), strings taken from `strings`.
  public static func line(for event: TraceEvent, strings: [String]) -> String {
    let encoder = JSONLinesEncoder()
    encoder.event(event, strings: strings)
    return String(
      decoding: UnsafeBufferPointer(start: encoder.out.base, count: encoder.out.count - 1),
      as: UTF8.self)
  }
}
