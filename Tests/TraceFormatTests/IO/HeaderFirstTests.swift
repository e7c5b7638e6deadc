import Foundation
import Testing

@testable import TraceFormat

/// A recorder killed at any moment after its output appears must leave a trace that reads: the
/// header is on disk before the first event, and the output appears under its own name only then.
@Suite struct HeaderFirstTests {
  private static let header = TraceHeader(
    scenario: "killed-early", runtimeVersion: "test", clock: .live, startTime: 1_700_000_000)

  /// The header and the report of the file at `url` as it is now, read while still being written.
  private static func readNow(_ url: URL) throws -> (TraceHeader, [TraceEvent], ReadReport) {
    let reader = try TraceReader(url: url)
    var events: [TraceEvent] = []
    while let event = try reader.next() { events.append(event) }
    return (reader.header, events, reader.report)
  }

  @Test(arguments: ["early.vtrace", "early.jsonl"])
  func theHeaderIsOnDiskWhenBeginReturns(name: String) throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent(name)
    let file = try OutputFile.open(url.path, atomic: false)
    let sink = TraceFiles.sink(writing: file, format: TraceFileFormat(url: url)!)
    sink.begin(header: Self.header, strings: StringTable())
    // Not finished, no event yet: what a SIGKILL right now would leave.
    let (header, events, report) = try Self.readNow(url)
    #expect(header == Self.header)
    #expect(events.isEmpty)
    #expect(!report.complete)
    #expect(report.notes == ["truncated after 0 events"])
    try sink.finish()
    try file.commit()
    #expect(try Self.readNow(url).2.complete)
  }

  @Test(arguments: ["atomic.vtrace", "atomic.jsonl"])
  func anAtomicOutputAppearsOnlyOnceItsHeaderIsWritten(name: String) throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent(name)
    let file = try OutputFile.open(url.path)
    let sink = TraceFiles.sink(writing: file, format: TraceFileFormat(url: url)!)
    #expect(!FileManager.default.fileExists(atPath: url.path))
    let strings = StringTable()
    sink.begin(header: Self.header, strings: strings)
    let (header, events, report) = try Self.readNow(url)
    #expect(header == Self.header)
    #expect(events.isEmpty && !report.complete)
    let event = TraceEvent(
      seq: 1, time: 5, update: 0, cause: 0, kind: .warning, name: strings.intern("hello"))
    sink.record(event)
    try sink.finish()
    try file.commit()
    let (_, finalEvents, finalReport) = try Self.readNow(url)
    #expect(finalEvents == [event] && finalReport.complete)
    // Published: nothing else is left in the directory, and commit did not move anything.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [name])
  }

  @Test func anAbandonedPublishedOutputIsRemoved() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("abandoned.vtrace")
    let file = try OutputFile.open(url.path)
    let sink = TraceFiles.sink(writing: file, format: .binary)
    sink.begin(header: Self.header, strings: StringTable())
    #expect(FileManager.default.fileExists(atPath: url.path))
    try sink.finish()
    file.abandon()
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
  }
}
