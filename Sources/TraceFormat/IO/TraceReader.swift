import Foundation

/// Reads a trace file, binary, JSON Lines or XML (told apart by content), as a stream of events
/// in constant memory (apart from the string table, which grows as the trace defines strings; an
/// XML document is read whole before its first event).
///
///     let reader = try TraceReader(url: url)
///     while let event = try reader.next() { … reader.strings[Int(event.name.rawValue)] … }
///     print(reader.report.notes)
public final class TraceReader {
  public let header: TraceHeader
  public let format: TraceFileFormat
  private let source: any EventSource
  private let run = EventBuffer()
  /// The next event of the current run and the run's end, in raw memory so that `next` does no
  /// reference counting or exclusivity checking.
  @usableFromInline let cursor:
    UnsafeMutablePointer<(next: UnsafePointer<TraceEvent>, end: UnsafePointer<TraceEvent>)>
  private var droppedBefore: UInt64 = 0

  /// Opens `url` and reads its header, whatever the file's name. With `salvage`, damaged chunks
  /// or lines are skipped (and listed in ``report``) instead of failing the read. With
  /// `validatingXML`, an XML file is checked against the schema (``TraceXML/validate(_:)``)
  /// before it is read.
  ///
  /// A large binary file (1 MiB or more) is decoded partly on a helper thread, ahead of the
  /// events asked for, when the machine has two cores or more; `decodeAhead` forces that on or
  /// off. Events, strings and report are the same either way.
  public init(
    url: URL, salvage: Bool = false, validatingXML: Bool = false, decodeAhead: Bool? = nil
  ) throws(TraceFormatError) {
    let input = try FileInput(url: url)
    _ = try input.ensure(BinaryLayout.magic.count)
    let format = TraceFileFormat(
      sniffing: UnsafeRawBufferPointer(start: input.pointer, count: input.available))
    self.format = format
    source =
      switch format {
      case .binary: try BinarySource(input: input, salvage: salvage, helper: decodeAhead)
      case .jsonLines: try JSONLinesSource(input: input, salvage: salvage)
      case .xml: try XMLSource(input: input, validating: validatingXML)
      }
    header = source.header
    cursor = .allocate(capacity: 1)
    cursor.initialize(to: (UnsafePointer(run.base), UnsafePointer(run.base)))
  }

  deinit { cursor.deallocate() }

  /// The string table so far: `strings[Int(sym.rawValue)]` is the text of `sym`.
  public var strings: [String] { source.strings }

  /// What the read found so far; final once ``next()`` has returned nil.
  public var report: ReadReport { source.report }

  /// The next event, or nil at the end of the trace.
  @inlinable
  public func next() throws(TraceFormatError) -> TraceEvent? {
    let c = cursor
    while c.pointee.next == c.pointee.end {
      guard try refill() else { return nil }
    }
    defer { c.pointee.next += 1 }
    return c.pointee.next.pointee
  }

  /// The next event or drop note, or nil at the end of the trace.
  public func nextItem() throws(TraceFormatError) -> TraceItem? {
    while true {
      if droppedBefore > 0 {
        defer { droppedBefore = 0 }
        return .dropped(droppedBefore)
      }
      if cursor.pointee.next < cursor.pointee.end {
        defer { cursor.pointee.next += 1 }
        return .event(cursor.pointee.next.pointee)
      }
      guard try refill() else { return nil }
    }
  }

  /// Calls `body` with every remaining event.
  public func forEach(_ body: (TraceEvent) throws -> Void) throws {
    while true {
      while cursor.pointee.next < cursor.pointee.end {
        let event = cursor.pointee.next.pointee
        cursor.pointee.next += 1
        try body(event)
      }
      guard try refill() else { return }
    }
  }

  /// Decodes the next run of events into the buffer; false at the end of the trace.
  @usableFromInline func refill() throws(TraceFormatError) -> Bool {
    let more = try source.nextRun(into: run)
    cursor.pointee = (UnsafePointer(run.base), UnsafePointer(run.base + run.count))
    guard let more else { return false }
    droppedBefore = more
    return true
  }
}

extension Trace {
  /// Reads the whole trace at `url` (binary, JSON Lines or XML, told apart by content) into
  /// memory; `salvage` and `validatingXML` as for ``TraceReader/init(url:salvage:validatingXML:decodeAhead:)``.
  public static func read(from url: URL, salvage: Bool = false, validatingXML: Bool = false)
    throws(TraceFormatError) -> (Trace, ReadReport)
  {
    let reader = try TraceReader(url: url, salvage: salvage, validatingXML: validatingXML)
    var events = EventStore()
    while let event = try reader.next() { events.append(event) }
    return (Trace(header: reader.header, strings: reader.strings, events: events), reader.report)
  }
}
