import Foundation

/// Reads a trace file, binary or JSON Lines (told apart by content), as a stream of events in
/// constant memory (apart from the string table, which grows as the trace defines strings).
///
///     let reader = try TraceReader(url: url)
///     while let event = try reader.next() { … reader.strings[Int(event.name.rawValue)] … }
///     print(reader.report.notes)
public final class TraceReader {
  public let header: TraceHeader
  public let format: TraceFileFormat
  private let source: any EventSource
  private let run = EventBuffer()
  private var index = 0
  private var droppedBefore: UInt64 = 0

  /// Opens `url` and reads its header. With `salvage`, damaged chunks or lines are skipped (and
  /// listed in ``report``) instead of failing the read. With `expecting`, a file of the other
  /// format is refused (so that a `.vtrace` holding JSON Lines is reported, not silently read).
  public init(url: URL, salvage: Bool = false, expecting: TraceFileFormat? = nil) throws(TraceFormatError) {
    let input = try FileInput(url: url)
    _ = try input.ensure(BinaryLayout.magic.count)
    let format: TraceFileFormat = input.available > 0 && input.pointer[0] == 0x7B ? .jsonLines : .binary
    if let expecting, expecting != format {
      throw TraceFormatError(
        file: input.name,
        problem: .wrongFileType(
          "holds a \(format.displayName) trace, not a \(expecting.displayName) one (check its extension)"))
    }
    self.format = format
    source =
      format == .binary
      ? try BinarySource(input: input, salvage: salvage) : try JSONLinesSource(input: input, salvage: salvage)
    header = source.header
  }

  /// The string table so far: `strings[Int(sym.rawValue)]` is the text of `sym`.
  public var strings: [String] { source.strings }

  /// What the read found so far; final once ``next()`` has returned nil.
  public var report: ReadReport { source.report }

  /// The next event, or nil at the end of the trace.
  @inline(__always)
  public func next() throws(TraceFormatError) -> TraceEvent? {
    while index == run.count {
      guard try refill() else { return nil }
    }
    defer { index += 1 }
    return run.base[index]
  }

  /// The next event or drop note, or nil at the end of the trace.
  public func nextItem() throws(TraceFormatError) -> TraceItem? {
    while true {
      if droppedBefore > 0 {
        defer { droppedBefore = 0 }
        return .dropped(droppedBefore)
      }
      if index < run.count {
        defer { index += 1 }
        return .event(run.base[index])
      }
      guard try refill() else { return nil }
    }
  }

  /// Calls `body` with every remaining event.
  public func forEach(_ body: (TraceEvent) throws -> Void) throws {
    while true {
      while index < run.count {
        try body(run.base[index])
        index += 1
      }
      guard try refill() else { return }
    }
  }

  private func refill() throws(TraceFormatError) -> Bool {
    index = 0
    guard let dropped = try source.nextRun(into: run) else { return false }
    droppedBefore = dropped
    return true
  }
}

extension Trace {
  /// Reads the whole trace at `url` (binary or JSON Lines) into memory.
  public static func read(from url: URL, salvage: Bool = false) throws(TraceFormatError) -> (Trace, ReadReport) {
    let reader = try TraceReader(url: url, salvage: salvage)
    var events: [TraceEvent] = []
    events.reserveCapacity(reader.format == .binary ? reader.report.fileSize / 4 : reader.report.fileSize / 100)
    while let event = try reader.next() { events.append(event) }
    return (Trace(header: reader.header, strings: reader.strings, events: events), reader.report)
  }
}
