import Foundation

/// Reads a ViewTrace XML file: the whole document at once (XML has no readable prefix), then its
/// events in one run. Nothing is salvaged: a document that does not read is refused.
final class XMLSource: EventSource {
  let header: TraceHeader
  let strings: [String]
  private(set) var report: ReadReport
  private var events: EventStore?

  /// Reads the rest of `input`, positioned at the start of the file, refusing more than `limits`
  /// allows, DTDs, entities and network access (``TraceXML/read(from:limits:)``); when
  /// `validating`, refusing a document the schema does not accept.
  init(input: FileInput, validating: Bool = false, limits: TraceXML.Limits = .init())
    throws(TraceFormatError)
  {
    var size = input.available
    while try input.ensure(size + 1) {
      size = input.available
      guard size <= limits.maxBytes else {
        throw TraceFormatError(
          file: input.name,
          problem: .unreadable("the XML is larger than the limit of \(limits.maxBytes) bytes"))
      }
    }
    let trace: Trace
    do {
      let data = Data(bytes: input.pointer, count: input.available)
      if validating { try TraceXML.validate(data) }
      trace = try TraceXML.read(from: data, limits: limits)
    } catch {
      throw TraceFormatError(file: input.name, problem: .unreadable("\(error)"))
    }
    header = trace.header
    strings = trace.strings
    events = trace.events
    report = ReadReport(format: .xml, fileSize: input.available)
    report.formatVersion = 1
  }

  func nextRun(into buffer: EventBuffer) throws(TraceFormatError) -> UInt64? {
    guard let events else { return nil }
    self.events = nil
    buffer.reset(capacity: events.count)
    for event in events { buffer.append(event) }
    report.events = UInt64(events.count)
    report.complete = true
    return 0
  }
}
