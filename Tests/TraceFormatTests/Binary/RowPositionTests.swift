import Foundation
import Testing

@testable import TraceFormat

/// An identity decision's `value` (a row's position), which format version 4 added: it round
/// trips, and in an older file, where no writer set it, it is damage.
@Suite struct RowPositionTests {
  /// An element added as the second row: its decision's value is its position plus one.
  static func addedRowTrace() -> Trace {
    let strings = ["", "List/Row[id=4]", "Row"]
    let events = [
      TraceEvent(
        seq: 1, update: 1, kind: .identity, identity: Sym(rawValue: 1),
        code: IdentityDecision.inserted.rawValue, reason: DecisionReason.elementAdded.rawValue,
        name: Sym(rawValue: 2), value: 2)
    ]
    return Trace(
      header: TraceHeader(scenario: "rows", runtimeVersion: "1", clock: .deterministic),
      strings: strings, events: EventStore(events))
  }

  @Test func aPositionRoundTripsThroughBothEncodings() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let binary = dir.appendingPathComponent("rows.vtrace")
    try Self.addedRowTrace().write(to: binary)
    #expect(try Data(contentsOf: binary)[8] == 5)
    let (read, report) = try Trace.read(from: binary)
    #expect(report.formatVersion == 5)
    #expect(read.events.map(\.value) == [2])
    let lines = dir.appendingPathComponent("rows.jsonl")
    try TraceFiles.convert(from: binary, to: lines)
    #expect(try String(contentsOf: lines, encoding: .utf8).contains(#""after":null,"value":2}"#))
    #expect(try Trace.read(from: lines).0.events == read.events)
  }

  @Test func aPositionInAVersion3FileIsDamage() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("v3.vtrace")
    try Self.addedRowTrace().write(to: url)
    var data = try Data(contentsOf: url)
    data[8] = 3
    try data.write(to: url)
    let chunk = try #require(RandomTraces.chunks(in: data).first { $0.type == 2 || $0.type == 4 })
    let detail = "the record of event 0 has a field mask with bits its kind lacks"
    let expected = TraceFormatError(
      file: "v3.vtrace", problem: .corruptChunk(offset: chunk.offset, detail: detail))
    #expect(throws: expected) { try Trace.read(from: url) }
  }
}
