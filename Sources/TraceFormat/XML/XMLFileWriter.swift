import Foundation

/// Writes ViewTrace XML to a file: the events are kept until ``finish(complete:)``, which writes
/// the whole document, since XML has no readable prefix. XML has no place for the recorder's
/// drop notes: a gap in the sequence numbers is all that shows of them.
final class XMLFileWriter: TraceOutput {
  private let file: OwnedDescriptor
  private var header = lostHeader
  private var table: () -> [String] = { [""] }
  private var events = EventStore()

  /// Writes to `fd`, which it closes when finished; `name` is for messages.
  init(fd: Int32, name: String) {
    file = OwnedDescriptor(fd: fd, name: name)
  }

  func begin(header: TraceHeader, strings: @escaping () -> [String]) {
    self.header = header
    table = strings
  }

  func write(_ item: TraceItem) {
    if case .event(let event) = item { events.append(event) }
  }

  func finish(complete: Bool) throws(TraceFormatError) {
    var failure: String?
    do {
      let xml = try TraceXML.render(trace: Trace(header: header, strings: table(), events: events))
      failure = xml.withUnsafeBytes { PosixFile.write(file.fd, $0) }
    } catch {
      failure = "\(error)"
    }
    try file.close(after: failure)
  }
}
