import Foundation
import Testing
import TraceFormat

@Suite struct EventKindDocumentationTests {
  /// The doc comment of each `case` in EventKind.swift, lines joined, as the generator copies it.
  static func docComments() throws -> [String: String] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/TraceFormat/Model/EventKind.swift")
    var comments: [String: String] = [:]
    var doc: [String] = []
    for line in try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    {
      if line.hasPrefix("  /// ") {
        doc.append(String(line.dropFirst(6)))
      } else if line.hasPrefix("  case "), let name = line.split(separator: " ").dropFirst().first {
        comments[String(name)] = doc.joined(separator: "\n")
        doc = []
      } else {
        doc = []
      }
    }
    return comments
  }

  @Test func documentationMatchesDocComments() throws {
    let comments = try Self.docComments()
    #expect(comments.count == EventKind.allCases.count)
    // Run tools/generate-event-docs.sh after editing the doc comments.
    #expect(Set(comments.values) == Set(EventKind.allCases.map(\.documentation)))
  }

  @Test func fieldNotesSayWhatEachFieldHolds() {
    let write = EventKind.slotWrite
    #expect(write.summary == "A state slot was written.")
    #expect(
      write.fieldNotes.map { "\($0.label): \($0.meaning)" } == [
        "name: the property.", "before → after: the values.", "code: Writer.",
        "value: the writing task's id, when code is .task.",
      ])
    #expect(
      EventKind.identity.fieldNotes.map(\.label) == [
        "code", "reason", "name", "before/after", "site", "value",
      ])
    #expect(EventKind.read.fieldNotes.last?.meaning.hasSuffix("(sleep 300 ms, timer 1 s).") == true)
    // Every field a kind uses is described by its doc comment.
    let names: [(EventFields, String)] = [
      (.code, "code"), (.reason, "reason"), (.name, "name"), (.type, "type"), (.site, "site"),
      (.before, "before"), (.after, "after"), (.value, "value"),
    ]
    for kind in EventKind.allCases {
      let described = Set(kind.fieldNotes.flatMap(\.fields))
      for (field, name) in names where kind.fields.contains(field) {
        #expect(described.contains(name), "\(kind.name) does not describe its field \(name)")
      }
    }
  }

  @Test func fieldTextsResolveStringsAndCodes() {
    let strings = StringTable()
    let write = TraceEvent(
      seq: 7, cause: 5, kind: .slotWrite, code: Writer.task.rawValue,
      name: strings.intern("_count"), before: strings.intern("0"), after: strings.intern("1"),
      value: 3)
    let trace = Trace(
      header: TraceHeader(scenario: "t", runtimeVersion: "t", clock: .deterministic),
      strings: strings.strings, events: [write])
    #expect(
      EventKind.slotWrite.fieldNotes.map { trace.text(of: $0, in: write) } == [
        "_count", "0 → 1", "task", "3",
      ])
    let begin = TraceEvent(seq: 8, cause: 7, kind: .updateBegin)
    #expect(
      EventKind.updateBegin.fieldNotes.map { trace.text(of: $0, in: begin) } == [
        "initial", "#7",
      ])
  }
}
