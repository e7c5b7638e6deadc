import Foundation

/// Writes a trace as ViewTrace XML (see docs/xml-schema.md).
struct TraceXMLWriter {
  static let namespace = "urn:viewtrace:trace:1"

  let trace: Trace

  func write() throws -> Data {
    guard trace.strings.first == "" else {
      throw XMLError("the trace's string table does not start with the empty string")
    }
    let xml = try XMLWriter(indent: true)
    try xml.startDocument()
    try xml.start("trace")
    try xml.attribute("xmlns", Self.namespace)
    try xml.attribute("version", 1)
    try writeHeader(xml)
    try xml.start("strings")
    for (id, string) in trace.strings.enumerated().dropFirst() {
      try xml.start("s")
      try xml.attribute("id", UInt64(id))
      try writeText(string, xml)
      try xml.end()
    }
    try xml.end()
    try xml.start("events")
    for event in trace.events { try writeEvent(event, xml) }
    try xml.end()
    try xml.end()
    return try xml.finish()
  }

  private func writeHeader(_ xml: XMLWriter) throws {
    let header = trace.header
    try xml.start("header")
    try xml.attribute("clock", header.clock.name)
    try xml.attribute("start-time", header.startTime)
    try textElement("scenario", header.scenario, xml)
    try textElement("runtime-version", header.runtimeVersion, xml)
    for pair in header.metadata {
      try xml.start("meta")
      try textElement("key", pair.key, xml)
      try textElement("value", pair.value, xml)
      try xml.end()
    }
    try xml.end()
  }

  private func textElement(_ name: String, _ text: String, _ xml: XMLWriter) throws {
    try xml.start(name)
    try writeText(text, xml)
    try xml.end()
  }

  /// Text as is when XML can carry it, else the base64 of its UTF-8 with `encoding="base64"`.
  private func writeText(_ text: String, _ xml: XMLWriter) throws {
    if XMLText.isRepresentable(text) {
      try xml.text(text)
    } else {
      try xml.attribute("encoding", "base64")
      try xml.text(Data(text.utf8).base64EncodedString())
    }
  }

  private func writeEvent(_ event: TraceEvent, _ xml: XMLWriter) throws {
    let kind = event.kind
    let fields = kind.fields
    try checkUnusedFieldsAreZero(event)
    try xml.start(kind.name)
    try xml.attribute("seq", event.seq.rawValue)
    try xml.attribute("time", event.time)
    if event.update != 0 { try xml.attribute("update", UInt64(event.update)) }
    if !event.cause.isNone { try xml.attribute("cause", event.cause.rawValue) }
    try symbol("identity", event.identity, xml)
    if let codes = kind.codes { try xml.attribute("code", codes.name(event.code)) }
    if fields.contains(.reason) {
      try xml.attribute("reason", CodeVocabulary.decisionReason.name(event.reason))
    }
    if fields.contains(.name) { try symbol("name", event.name, xml) }
    if fields.contains(.type) { try symbol("type", event.type, xml) }
    if fields.contains(.site) { try symbol("site", event.site, xml) }
    if fields.contains(.before) { try symbol("before", event.before, xml) }
    if fields.contains(.after) { try symbol("after", event.after, xml) }
    if fields.contains(.value), event.value != 0 || !TraceXML.valueIsOptional(kind) {
      try xml.attribute("value", event.value)
    }
    try xml.end()
  }

  private func symbol(_ name: String, _ sym: Sym, _ xml: XMLWriter) throws {
    guard !sym.isNone else { return }
    guard Int(sym.rawValue) < trace.strings.count else {
      throw XMLError(
        "an event refers to string \(sym.rawValue) but the table has \(trace.strings.count)")
    }
    try xml.attribute(name, UInt64(sym.rawValue))
  }

  /// The format promises that fields outside a kind's set are zero; XML has no place for others.
  private func checkUnusedFieldsAreZero(_ event: TraceEvent) throws {
    var used: EventFields = []
    if event.code != 0 { used.insert(.code) }
    if event.reason != 0 { used.insert(.reason) }
    if !event.name.isNone { used.insert(.name) }
    if !event.type.isNone { used.insert(.type) }
    if !event.site.isNone { used.insert(.site) }
    if !event.before.isNone { used.insert(.before) }
    if !event.after.isNone { used.insert(.after) }
    if event.value != 0 { used.insert(.value) }
    if !used.isSubset(of: event.kind.fields) {
      throw XMLError(
        "event \(event.seq.rawValue) (\(event.kind.name)) sets a field that \(event.kind.name) does not record"
      )
    }
  }
}
