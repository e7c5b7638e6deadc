import Foundation

/// Reads a JSON Lines trace line by line, in runs of up to 4096 events.
final class JSONLinesSource: EventSource {
  /// Longer lines are refused, salvage or not, so that one line cannot take all memory
  /// (docs/security-and-limits.md). A writer's longest line holds an event and six strings.
  static let maxLineBytes = 64 << 20

  private(set) var header = lostHeader
  private(set) var report: ReadReport
  var strings: [String] { table.strings }

  private let input: FileInput
  private let salvage: Bool
  private let table = StringTable()
  private let decoder: JSONLinesDecoder
  private var lineNumber = 0
  private var ended = false
  private var dropped: UInt64 = 0
  private var pendingDropped: UInt64 = 0
  private var order = EventOrder()

  /// Reads the header line. `input` is positioned at the start of the file.
  init(input: FileInput, salvage: Bool) throws(TraceFormatError) {
    self.input = input
    self.salvage = salvage
    decoder = JSONLinesDecoder(strings: table)
    report = ReadReport(format: .jsonLines, fileSize: input.size)
    guard let (line, complete) = try nextLine() else { throw error(.truncatedHeader) }
    do {
      guard case .header(let version, let h) = try decoder.decode(line) else {
        throw error(.wrongFileType("is JSON Lines but not a ViewTrace trace (no header line)"))
      }
      guard version == JSONLines.version else {
        throw error(.unsupportedVersion(UInt16(clamping: version)))
      }
      header = h
      report.formatVersion = UInt16(version)
    } catch let failure as DecodeFailure {
      throw complete ? error(.badHeaderLine(failure.detail)) : error(.truncatedHeader)
    } catch let e as TraceFormatError {
      throw e
    } catch {
      throw self.error(.unreadable("\(error)"))
    }
  }

  private func error(_ problem: TraceFormatError.Problem) -> TraceFormatError {
    TraceFormatError(file: input.name, problem: problem)
  }

  /// The next line without its newline, and whether it had one; valid until the next call.
  private func nextLine() throws(TraceFormatError) -> (UnsafeRawBufferPointer, Bool)? {
    var scanned = 0
    while true {
      if let nl = memchr(input.pointer + scanned, 0x0A, input.available - scanned) {
        let length = nl.assumingMemoryBound(to: UInt8.self) - input.pointer
        lineNumber += 1
        defer { input.consume(length + 1) }
        return (UnsafeRawBufferPointer(start: input.pointer, count: length), true)
      }
      scanned = input.available
      guard scanned <= Self.maxLineBytes else {
        throw error(.lineTooLong(line: lineNumber + 1, limit: Self.maxLineBytes))
      }
      guard try input.ensure(input.available + 1) else { break }
    }
    guard input.available > 0 else { return nil }
    lineNumber += 1
    let line = UnsafeRawBufferPointer(start: input.pointer, count: input.available)
    input.consume(input.available)
    return (line, false)
  }

  func nextRun(into events: EventBuffer) throws(TraceFormatError) -> UInt64? {
    // Room grows with the run: a small file's reader never holds room for 4096 events.
    events.reset(capacity: 0)
    var droppedBefore = pendingDropped
    pendingDropped = 0
    while !ended && events.count < 4096 {
      guard let (line, complete) = try nextLine() else {
        ended = true
        break
      }
      let record: JSONLinesRecord
      do {
        record = try decoder.decode(line)
      } catch {
        // A last line cut short is truncation, not corruption.
        if !complete {
          ended = true
          break
        }
        guard salvage else { throw self.error(.badLine(line: lineNumber, detail: error.detail)) }
        report.skipped.append("line \(lineNumber) (\(error.detail))")
        continue
      }
      switch record {
      case .event(let e):
        if let problem = order.check(e) {
          guard salvage else { throw self.error(.badLine(line: lineNumber, detail: problem)) }
          report.skipped.append("line \(lineNumber) (\(problem))")
          continue
        }
        events.append(e)
      case .dropped(let n):
        dropped = dropped.saturatingAdd(n)
        if events.count > 0 {
          pendingDropped = n
          report.events += UInt64(events.count)
          report.droppedByRecorder = dropped
          return droppedBefore
        }
        droppedBefore = droppedBefore.saturatingAdd(n)
      case .end(let end):
        ended = true
        report.complete = true
        if try input.ensure(1) {
          guard salvage else {
            throw error(.badLine(line: lineNumber + 1, detail: "data after the end of the trace"))
          }
          report.skipped.append("lines after \(lineNumber) (data after the end of the trace)")
        }
        if end.dropped > dropped {
          pendingDropped = pendingDropped.saturatingAdd(end.dropped - dropped)
          dropped = end.dropped
        }
      case .header:
        guard salvage else { throw error(.badLine(line: lineNumber, detail: "a second header")) }
        report.skipped.append("line \(lineNumber) (a second header)")
      }
    }
    report.droppedByRecorder = dropped
    report.events += UInt64(events.count)
    if events.count == 0 && droppedBefore == 0 {
      guard pendingDropped > 0 else { return nil }
      droppedBefore = pendingDropped
      pendingDropped = 0
    }
    return droppedBefore
  }
}
