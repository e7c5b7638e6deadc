import Foundation
import Testing
import TraceTestSupport

@testable import TraceFormat

@Suite struct TraceXMLTests {
  static let traces: [(String, Trace)] = [
    ("branch flip", SampleTraces.branchFlip()),
    ("evil text", SampleTraces.evil()),
    ("every code", SampleTraces.everyCode()),
    ("synthetic", SyntheticTrace.make(events: 10_000)),
    ("empty", empty()),
  ]

  /// A trace with no events and an empty header.
  static func empty() -> Trace {
    let b = TraceBuilder()
    b.header = .init(scenario: "", runtimeVersion: "", clock: .live)
    return b.trace
  }

  @Test(arguments: traces.map(\.0))
  func exportValidatesAndReadsBackIdentical(name: String) throws {
    try Self.roundTrip(try #require(Self.traces.first { $0.0 == name }?.1))
  }

  @Test func thereAreRecordedTraces() {
    #expect(Repository.traceNames.count >= 20)
  }

  /// Every trace recorded under traces/.
  @Test(arguments: Repository.traceNames)
  func recordedTraceValidatesAndReadsBackIdentical(name: String) throws {
    let (trace, report) = try Repository.trace(named: name)
    #expect(report.complete)
    try Self.roundTrip(trace)
  }

  /// Renders `trace`, validates the XML against the schema and reads it back as the same trace.
  static func roundTrip(_ trace: Trace) throws {
    let xml = try TraceXML.render(trace: trace)
    try TraceXML.validate(xml)
    let back = try TraceXML.read(from: xml)
    #expect(back.header == trace.header)
    #expect(back.strings == trace.strings)
    #expect(back.events == trace.events)
  }

  @Test func writesTheDocumentedVocabulary() throws {
    let xml = String(decoding: try TraceXML.render(trace: SampleTraces.branchFlip()), as: UTF8.self)
    #expect(xml.contains(#"<trace xmlns="urn:viewtrace:trace:1" version="1">"#))
    #expect(xml.contains(#"<header clock="deterministic" start-time="0">"#))
    #expect(xml.contains("<key>host</key>"))
    #expect(xml.contains("<value>ci &lt;1&gt;</value>"))
    #expect(xml.contains(#"<s id="1">App</s>"#))
    #expect(xml.contains(#"<update-begin seq="1" time="1000" update="1" code="initial"/>"#))
    #expect(
      xml.contains(
        #"<identity seq="3" time="3000" update="1" cause="2" identity="2" code="inserted" reason="first-appearance" name="3"/>"#
      ))
    #expect(
      xml.contains(
        #"<body-end seq="8" time="8000" update="1" identity="2" name="3" value="1000"/>"#))
    #expect(xml.contains(#"code="finished-after-cancel""#))
  }

  @Test func anIdentitysPositionIsWrittenOnlyWhenKnown() throws {
    var trace = SampleTraces.branchFlip()
    let index = try #require(trace.events.firstIndex { $0.kind == .identity })
    trace.events[index].value = 2
    let xml = try TraceXML.render(trace: trace)
    try TraceXML.validate(xml)
    let text = String(decoding: xml, as: UTF8.self)
    #expect(text.contains(#"reason="first-appearance" name="3" value="2"/>"#))
    #expect(try TraceXML.read(from: xml).events == trace.events)
  }

  @Test func textThatXMLCannotCarryIsBase64() throws {
    let xml = String(decoding: try TraceXML.render(trace: SampleTraces.evil()), as: UTF8.self)
    let encoded = Data("evil <scenario> & \"quotes\" \u{1}".utf8).base64EncodedString()
    #expect(xml.contains(#"<scenario encoding="base64">\#(encoded)</scenario>"#))
    #expect(xml.contains("<runtime-version>1.0]]&gt;</runtime-version>"))
  }

  @Test func anUnknownCodeIsKeptAsANumber() throws {
    let xml = String(decoding: try TraceXML.render(trace: SampleTraces.everyCode()), as: UTF8.self)
    #expect(xml.contains(#"code="250""#))
  }

  @Test func schemaConstantMatchesFile() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../docs/viewtrace.xsd")
    #expect(try String(contentsOf: file, encoding: .utf8) == TraceXML.schema)
  }

  @Test func schemaEnumerationsMatchTheCodeEnumerations() {
    let expected: [(String, [String])] = [
      ("UpdateTrigger", UpdateTrigger.allCases.map(\.name)),
      ("InputAction", InputAction.allCases.map(\.name)),
      ("InvalidationReason", InvalidationReason.allCases.map(\.name)),
      ("DependencyKind", DependencyKind.allCases.map(\.name)),
      ("IdentityDecision", IdentityDecision.allCases.map(\.name)),
      ("DecisionReason", DecisionReason.allCases.map(\.name)),
      ("SlotKind", SlotKind.allCases.map(\.name)),
      ("Writer", Writer.allCases.map(\.name)), ("TaskKind", TaskKind.allCases.map(\.name)),
      ("CancelReason", CancelReason.allCases.map(\.name)),
      ("TaskOutcome", TaskOutcome.allCases.map(\.name)),
      ("EffectOutcome", EffectOutcome.allCases.map(\.name)),
      ("WarningKind", WarningKind.allCases.map(\.name)),
      ("ClockMode", ClockMode.allCases.map(\.name)),
    ]
    for (type, names) in expected {
      let declared = type == "ClockMode" ? type : type + "Name"
      guard let start = TraceXML.schema.range(of: "<xs:simpleType name=\"\(declared)\">"),
        let end = TraceXML.schema.range(
          of: "</xs:simpleType>", range: start.upperBound..<TraceXML.schema.endIndex)
      else {
        Issue.record("no simple type \(declared) in the schema")
        continue
      }
      let values = TraceXML.schema[start.upperBound..<end.lowerBound]
        .split(separator: "\n").compactMap { line -> String? in
          guard let r = line.range(of: "<xs:enumeration value=\"") else { return nil }
          return String(line[r.upperBound...].prefix { $0 != "\"" })
        }
      // The names writers spelled a letter of an acronym at a time are still accepted.
      let old: Set = ["task-i-d", "duplicate-i-d"]
      #expect(values.filter { !old.contains($0) } == names, "\(type)")
    }
  }

  @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
    var xml = String(decoding: try TraceXML.render(trace: SampleTraces.branchFlip()), as: UTF8.self)
    xml = xml.replacingOccurrences(of: #"code="initial""#, with: #"code="bogus""#)
    let error = #expect(throws: XMLError.self) { try TraceXML.validate(Data(xml.utf8)) }
    #expect(error?.message.hasPrefix("not valid ViewTrace XML") == true)
    #expect(error?.line == 34)
  }

  @Test func writingToAnUnwritablePathFailsInOneLine() {
    let url = URL(fileURLWithPath: "/nonexistent-dir/out.xml")
    let error = #expect(throws: TraceFormatError.self) {
      try SampleTraces.branchFlip().write(to: url, format: .xml)
    }
    #expect(error?.description == "out.xml: cannot write: no such file or directory")
  }
}
