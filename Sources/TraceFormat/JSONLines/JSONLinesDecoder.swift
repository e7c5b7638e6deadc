/// One line of a JSON Lines trace.
enum JSONLinesRecord {
  /// The first line. A `version` other than 1 comes with an empty header.
  case header(version: UInt64, TraceHeader)
  case event(TraceEvent)
  case dropped(UInt64)
  case end(EndChunk)
}

/// Parses JSON Lines records (docs/trace-format.md §7), interning their strings into `strings` in
/// the binary writer's first-use order, so both encodings of a trace number strings alike.
struct JSONLinesDecoder {
  let strings: StringTable

  func decode(_ line: UnsafeRawBufferPointer) throws(DecodeFailure) -> JSONLinesRecord {
    var j = JSONLineParser(line)
    try j.expect(0x7B)
    let first = try j.key()
    let record: JSONLinesRecord
    switch first {
    case "viewtrace":
      let version = try j.number()
      guard version == JSONLines.version else {
        return .header(version: version, lostHeader)
      }
      record = .header(version: version, try header(&j))
    case "dropped":
      record = .dropped(try j.number())
      try j.expect(0x7D)
    case "end":
      record = .end(try end(&j))
      try j.expect(0x7D)
    default:
      record = .event(try event(&j, firstKey: first))
    }
    try j.end()
    return record
  }

  private func header(_ j: inout JSONLineParser) throws(DecodeFailure) -> TraceHeader {
    var h = TraceHeader(scenario: "", runtimeVersion: "", clock: .deterministic)
    while try j.more(0x7D) {
      switch try j.key() {
      case "scenario": h.scenario = try j.string()
      case "runtimeVersion": h.runtimeVersion = try j.string()
      case "clock":
        let name = try j.string()
        guard let clock = ClockMode(name: name) else { throw "unknown clock mode '\(name)'" }
        h.clock = clock
      case "startTime": h.startTime = try j.number()
      case "metadata":
        try j.expect(0x5B)
        if !j.take(0x5D) {
          repeat {
            try j.expect(0x5B)
            let key = try j.string()
            try j.expect(0x2C)
            let value = try j.string()
            try j.expect(0x5D)
            h.metadata.append(.init(key: key, value: value))
          } while try j.more(0x5D)
        }
      case let other: throw "unknown header key '\(other)'"
      }
    }
    return h
  }

  private func end(_ j: inout JSONLineParser) throws(DecodeFailure) -> EndChunk {
    var end = EndChunk(events: 0, dropped: 0)
    try j.expect(0x7B)
    repeat {
      switch try j.key() {
      case "events": end.events = try j.number()
      case "dropped": end.dropped = try j.number()
      case let other: throw "unknown key '\(other)' in the end record"
      }
    } while try j.more(0x7D)
    return end
  }

  /// A `code` or `reason` as written: a name, or a number for values without one.
  private enum CodeText {
    case name(String)
    case number(UInt64)
  }

  private func event(_ j: inout JSONLineParser, firstKey: String) throws(DecodeFailure)
    -> TraceEvent
  {
    var e = TraceEvent(kind: .updateBegin)
    var kind: EventKind?
    var seen = false
    var given = EventFields()
    var code: CodeText?
    var reason: CodeText?
    var texts: [String?] = [nil, nil, nil, nil, nil, nil]
    var key = firstKey
    while true {
      switch key {
      case "seq":
        e.seq = Seq(rawValue: try j.number())
        seen = true
      case "time": e.time = try j.number()
      case "update":
        let v = try j.number()
        guard v <= UInt64(UInt32.max) else { throw "update \(v) out of range" }
        e.update = UInt32(v)
      case "cause": e.cause = j.null() ? .none : Seq(rawValue: try j.number())
      case "kind":
        let name = try j.string()
        guard let k = EventKind(name: name) else { throw "unknown event kind '\(name)'" }
        kind = k
      case "identity": texts[0] = try optionalString(&j)
      case "code":
        given.insert(.code)
        code = j.isString() ? .name(try j.string()) : .number(try j.number())
      case "reason":
        given.insert(.reason)
        reason = j.isString() ? .name(try j.string()) : .number(try j.number())
      case "name":
        given.insert(.name)
        texts[1] = try optionalString(&j)
      case "type":
        given.insert(.type)
        texts[2] = try optionalString(&j)
      case "site":
        given.insert(.site)
        texts[3] = try optionalString(&j)
      case "before":
        given.insert(.before)
        texts[4] = try optionalString(&j)
      case "after":
        given.insert(.after)
        texts[5] = try optionalString(&j)
      case "value":
        given.insert(.value)
        e.value = try j.number()
      default: throw "unknown key '\(key)'"
      }
      guard try j.more(0x7D) else { break }
      key = try j.key()
    }
    guard seen else { throw "an event needs a 'seq'" }
    guard let kind else { throw "an event needs a 'kind'" }
    guard given.isSubset(of: kind.fields) else {
      throw "\(kind.name) events have no '\(fieldName(given.subtracting(kind.fields)))'"
    }
    e.kind = kind
    if let code {
      e.code = try value(code, name: { kind.codes?.code(named: $0) }, what: "code")
    }
    if let reason {
      e.reason = try value(reason, name: CodeVocabulary.decisionReason.code(named:), what: "reason")
    }
    let syms = texts.map { $0.map(strings.intern) ?? .none }
    e.identity = syms[0]
    e.name = syms[1]
    e.type = syms[2]
    e.site = syms[3]
    e.before = syms[4]
    e.after = syms[5]
    return e
  }

  private func optionalString(_ j: inout JSONLineParser) throws(DecodeFailure) -> String? {
    if j.null() { return nil }
    let s = try j.string()
    return s.isEmpty ? nil : s
  }

  private func value(_ text: CodeText, name: (String) -> UInt8?, what: String) throws(DecodeFailure)
    -> UInt8
  {
    switch text {
    case .number(let n):
      guard n <= 255 else { throw "\(what) \(n) out of range" }
      return UInt8(n)
    case .name(let s):
      guard let v = name(s) else { throw "unknown \(what) '\(s)'" }
      return v
    }
  }

  private func fieldName(_ fields: EventFields) -> String {
    let names = ["code", "reason", "name", "type", "site", "before", "after", "value"]
    return names[fields.rawValue.trailingZeroBitCount]
  }
}
