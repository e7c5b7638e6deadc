import Foundation
import Testing

@testable import TraceFormat

/// An invalidation's `before` and `after` (the values of a parent's inputs that changed), which
/// format version 5 added: they round trip, and in an older file, where no writer set them, they
/// are damage; the name and lines read back as the inputs they were written from.
@Suite struct InputValuesTests {
  static let inputs = [
    ChangedInput(name: "order", before: "Order(id: 1)", after: "Order(id: 2)"),
    ChangedInput(name: "onDelete", kind: .closure),
  ]

  /// A row invalidated by its parent's new inputs.
  static func invalidatedRowTrace() -> Trace {
    let values = ChangedInputs.values(of: inputs)
    let strings = [
      "", "List/Row[id=4]", ChangedInputs.name(of: inputs), values.before, values.after,
    ]
    let events = [
      TraceEvent(
        seq: 1, update: 1, kind: .invalidate, identity: Sym(rawValue: 1),
        code: InvalidationReason.parentInputs.rawValue, name: Sym(rawValue: 2),
        before: Sym(rawValue: 3), after: Sym(rawValue: 4))
    ]
    return Trace(
      header: TraceHeader(scenario: "rows", runtimeVersion: "1", clock: .deterministic),
      strings: strings, events: EventStore(events))
  }

  @Test func theInputsReadBackFromTheirNameAndLines() {
    let values = ChangedInputs.values(of: Self.inputs)
    #expect(ChangedInputs.name(of: Self.inputs) == "@self(order,onDelete:closure)")
    #expect(values.before == "Order(id: 1)\n" && values.after == "Order(id: 2)\n")
    let read = ChangedInputs.parse(
      name: "@self(order,onDelete:closure)", before: values.before, after: values.after)
    #expect(read == Self.inputs)
    #expect(read.map(\.isRemade) == [false, true])
    // A trace recorded before values were: the names alone.
    #expect(ChangedInputs.parse(name: "@self(order,title)").map(\.before) == ["", ""])
    #expect(ChangedInputs.parse(name: "_count").isEmpty)
    // A value's own line break would shift the lines after it: it becomes a space.
    let multiline = [ChangedInput(name: "note", before: "a\nb", after: "c")]
    #expect(ChangedInputs.values(of: multiline).before == "a b")
  }

  @Test func theValuesRoundTripThroughBothEncodings() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let binary = dir.appendingPathComponent("rows.vtrace")
    try Self.invalidatedRowTrace().write(to: binary)
    #expect(try Data(contentsOf: binary)[8] == 5)
    let (read, report) = try Trace.read(from: binary)
    #expect(report.formatVersion == 5)
    #expect(read.strings[Int(read.events[0].before.rawValue)] == "Order(id: 1)\n")
    let lines = dir.appendingPathComponent("rows.jsonl")
    try TraceFiles.convert(from: binary, to: lines)
    #expect(
      try String(contentsOf: lines, encoding: .utf8).contains(
        #""name":"@self(order,onDelete:closure)","before":"Order(id: 1)\n","after":"Order(id: 2)\n"}"#
      ))
    #expect(try Trace.read(from: lines).0.events == read.events)
  }

  @Test func valuesInAVersion4FileAreDamage() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("v4.vtrace")
    try Self.invalidatedRowTrace().write(to: url)
    var data = try Data(contentsOf: url)
    data[8] = 4
    try data.write(to: url)
    let chunk = try #require(RandomTraces.chunks(in: data).first { $0.type == 2 || $0.type == 4 })
    let detail = "the record of event 0 has a field mask with bits its kind lacks"
    let expected = TraceFormatError(
      file: "v4.vtrace", problem: .corruptChunk(offset: chunk.offset, detail: detail))
    #expect(throws: expected) { try Trace.read(from: url) }
  }
}
