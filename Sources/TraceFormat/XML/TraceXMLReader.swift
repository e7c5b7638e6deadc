import Foundation

/// Reads ViewTrace XML back into a ``Trace``, checking everything the schema promises and the
/// order every trace file keeps (``EventOrder``).
struct TraceXMLReader {
  private let xml: XMLPullReader
  private var strings: [String] = [""]

  init(_ xml: XMLPullReader) { self.xml = xml }

  mutating func read() throws -> Trace {
    guard case .start(let root, let empty) = try xml.next() else {
      throw xml.error("the document has no root element")
    }
    guard root == "trace", xml.namespaceURI == TraceXMLWriter.namespace else {
      throw xml.error(
        "the root element is <\(root)>, expected <trace> in namespace \(TraceXMLWriter.namespace)")
    }
    var version: UInt64?
    try xml.forEachAttribute { name, value in
      guard name == "version" else { throw unexpected(attribute: name, on: "trace") }
      version = try number(value, name)
    }
    guard let version else { throw xml.error("<trace> has no 'version' attribute") }
    guard version == 1 else { throw xml.error("XML version \(version) is not supported (only 1)") }
    guard !empty else { throw xml.error("<trace> is empty") }
    guard try !expectStart("header") else { throw xml.error("<header> is empty") }
    let header = try readHeader()
    try readStrings(empty: expectStart("strings"))
    let events = try readEvents(empty: expectStart("events"))
    guard try xml.next() == .end else { throw xml.error("unexpected content after </events>") }
    guard try xml.next() == .endOfDocument else {
      throw xml.error("unexpected content after </trace>")
    }
    return Trace(header: header, strings: strings, events: events)
  }

  // MARK: Structure

  /// Reads the next start tag, checks that it is `<name>`, and returns whether it is empty.
  @discardableResult
  private func expectStart(_ name: String) throws -> Bool {
    let node = try xml.next()
    guard case .start(let found, let empty) = node, found == name else {
      throw xml.error("expected <\(name)>, found \(describe(node))")
    }
    try checkNamespace()
    return empty
  }

  private func checkNamespace() throws {
    guard xml.namespaceURI == TraceXMLWriter.namespace else {
      throw xml.error("<\(xml.localName)> is not in namespace \(TraceXMLWriter.namespace)")
    }
  }

  private func describe(_ node: XMLNode) -> String {
    switch node {
    case .start(let name, _): "<\(name)>"
    case .end: "an end tag"
    case .text: "text"
    case .endOfDocument: "the end of the document"
    }
  }

  private func unexpected(attribute: String, on element: String) -> XMLError {
    xml.error("unexpected attribute '\(attribute)' on <\(element)>")
  }

  // MARK: Header and strings

  private func readHeader() throws -> TraceHeader {
    var clock: ClockMode?
    var startTime: UInt64?
    try xml.forEachAttribute { name, value in
      switch name {
      case "clock":
        guard let mode = ClockMode(name: value) else { throw xml.error("unknown clock '\(value)'") }
        clock = mode
      case "start-time": startTime = try number(value, name)
      default: throw unexpected(attribute: name, on: "header")
      }
    }
    guard let clock else { throw xml.error("<header> has no 'clock' attribute") }
    guard let startTime else { throw xml.error("<header> has no 'start-time' attribute") }
    let scenario = try readTextElement("scenario")
    let runtimeVersion = try readTextElement("runtime-version")
    var metadata: [TraceHeader.Metadata] = []
    while true {
      let node = try xml.next()
      if node == .end { break }
      guard case .start("meta", false) = node else {
        throw xml.error("expected <meta> or </header>, found \(describe(node))")
      }
      try checkNamespace()
      try noAttributes("meta")
      let key = try readTextElement("key")
      let value = try readTextElement("value")
      guard try xml.next() == .end else { throw xml.error("expected </meta>") }
      metadata.append(.init(key: key, value: value))
    }
    return TraceHeader(
      scenario: scenario, runtimeVersion: runtimeVersion, clock: clock, startTime: startTime,
      metadata: metadata)
  }

  private func noAttributes(_ element: String) throws {
    try xml.forEachAttribute { name, _ in throw unexpected(attribute: name, on: element) }
  }

  /// Reads `<name [encoding="base64"]>text</name>`, the next element.
  private func readTextElement(_ name: String) throws -> String {
    let node = try xml.next()
    guard case .start(let found, let empty) = node, found == name else {
      throw xml.error("expected <\(name)>, found \(describe(node))")
    }
    try checkNamespace()
    var base64 = false
    try xml.forEachAttribute { attribute, value in
      guard attribute == "encoding" else { throw unexpected(attribute: attribute, on: name) }
      guard value == "base64" else { throw xml.error("unknown encoding '\(value)'") }
      base64 = true
    }
    return try readText(of: name, empty: empty, base64: base64)
  }

  private func readText(of name: String, empty: Bool, base64: Bool) throws -> String {
    var text = ""
    reading: while !empty {
      switch try xml.next(keepWhitespace: true) {
      case .text(let part): text += part
      case .end: break reading
      case .start(let child, _): throw xml.error("unexpected <\(child)> inside <\(name)>")
      case .endOfDocument: throw xml.error("the document ends inside <\(name)>")
      }
    }
    guard base64 else { return text }
    guard let data = Data(base64Encoded: text), let decoded = String(data: data, encoding: .utf8)
    else {
      throw xml.error("<\(name)> does not hold base64-encoded UTF-8")
    }
    return decoded
  }

  private mutating func readStrings(empty: Bool) throws {
    try noAttributes("strings")
    guard !empty else { return }
    while true {
      let node = try xml.next()
      if node == .end { return }
      guard case .start("s", let isEmpty) = node else {
        throw xml.error("expected <s> or </strings>, found \(describe(node))")
      }
      try checkNamespace()
      var id: UInt64?
      var base64 = false
      try xml.forEachAttribute { name, value in
        switch name {
        case "id": id = try number(value, name)
        case "encoding":
          guard value == "base64" else { throw xml.error("unknown encoding '\(value)'") }
          base64 = true
        default: throw unexpected(attribute: name, on: "s")
        }
      }
      guard let id else { throw xml.error("<s> has no 'id' attribute") }
      guard id == strings.count else {
        throw xml.error("string id \(id) is out of order: expected \(strings.count)")
      }
      strings.append(try readText(of: "s", empty: isEmpty, base64: base64))
    }
  }

  // MARK: Events

  private func readEvents(empty: Bool) throws -> EventStore {
    try noAttributes("events")
    var events = EventStore()
    var order = EventOrder()
    guard !empty else { return events }
    while true {
      let node = try xml.next()
      if node == .end { return events }
      guard case .start(let name, let isEmpty) = node else {
        throw xml.error("expected an event or </events>, found \(describe(node))")
      }
      guard let kind = EventKind(name: name) else { throw xml.error("unknown event <\(name)>") }
      try checkNamespace()
      let event = try readEvent(kind)
      if let problem = order.check(event) { throw xml.error(problem) }
      events.append(event)
      if !isEmpty {
        let next = try xml.next()
        guard next == .end else {
          throw xml.error("<\(name)> must be empty, found \(describe(next))")
        }
      }
    }
  }

  private func readEvent(_ kind: EventKind) throws -> TraceEvent {
    var event = TraceEvent(kind: kind)
    // The required attributes, in the order an error names the first one missing.
    var missing = ["seq", "time"]
    if kind.codes != nil { missing.append("code") }
    if kind.fields.contains(.reason) { missing.append("reason") }
    if kind.fields.contains(.value), !TraceXML.valueIsOptional(kind) { missing.append("value") }
    let fields = kind.fields
    try xml.forEachAttribute { name, value in
      if let index = missing.firstIndex(of: name) { missing.remove(at: index) }
      switch name {
      case "seq": event.seq = Seq(rawValue: try number(value, name))
      case "time": event.time = try number(value, name)
      case "update": event.update = try number(value, name, as: UInt32.self)
      case "cause": event.cause = Seq(rawValue: try number(value, name))
      case "identity": event.identity = try symbol(value, name)
      case "code" where kind.codes != nil:
        guard let code = kind.codes?.code(value) else {
          throw xml.error("unknown code '\(value)' on <\(kind.name)>")
        }
        event.code = code
      case "reason" where fields.contains(.reason):
        guard let reason = CodeVocabulary.decisionReason.code(value) else {
          throw xml.error("unknown reason '\(value)' on <\(kind.name)>")
        }
        event.reason = reason
      case "name" where fields.contains(.name): event.name = try symbol(value, name)
      case "type" where fields.contains(.type): event.type = try symbol(value, name)
      case "site" where fields.contains(.site): event.site = try symbol(value, name)
      case "before" where fields.contains(.before): event.before = try symbol(value, name)
      case "after" where fields.contains(.after): event.after = try symbol(value, name)
      case "value" where fields.contains(.value): event.value = try number(value, name)
      default: throw unexpected(attribute: name, on: kind.name)
      }
    }
    if let first = missing.first { throw xml.error("<\(kind.name)> has no '\(first)' attribute") }
    return event
  }

  // MARK: Values

  private func number<T: FixedWidthInteger & UnsignedInteger>(
    _ text: String, _ attribute: String, as _: T.Type = UInt64.self
  ) throws -> T {
    var result: T = 0
    var overflow = text.isEmpty
    for byte in text.utf8 {
      guard byte >= 48 && byte <= 57 else {
        throw xml.error("'\(text)' in attribute '\(attribute)' is not a whole number")
      }
      let (times10, o1) = result.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(T(byte - 48))
      overflow = overflow || o1 || o2
      result = sum
    }
    guard !overflow else {
      throw xml.error("'\(text)' in attribute '\(attribute)' is not a whole number in range")
    }
    return result
  }

  private func symbol(_ text: String, _ attribute: String) throws -> Sym {
    let id = try number(text, attribute, as: UInt32.self)
    guard id > 0, Int(id) < strings.count else {
      throw xml.error(
        "attribute '\(attribute)' refers to string \(id), but the strings are 1...\(strings.count - 1)"
      )
    }
    return Sym(rawValue: id)
  }
}
