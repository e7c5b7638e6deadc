/// Writes JSON Lines records (docs/trace-format.md §7) into a byte buffer: one line each, keys in
/// a fixed order, strings inline, codes by name. Hand-written for speed and byte-exact output.
struct JSONLinesEncoder {
  let out = ByteBuffer(capacity: 1 << 16)

  func header(_ h: TraceHeader) {
    raw("{\"viewtrace\":")
    number(JSONLines.version)
    raw(",\"scenario\":")
    string(h.scenario)
    raw(",\"runtimeVersion\":")
    string(h.runtimeVersion)
    raw(",\"clock\":")
    string(h.clock.name)
    raw(",\"startTime\":")
    number(h.startTime)
    raw(",\"metadata\":[")
    for (i, item) in h.metadata.enumerated() {
      raw(i == 0 ? "[" : ",[")
      string(item.key)
      raw(",")
      string(item.value)
      raw("]")
    }
    raw("]}\n")
  }

  /// The line of `e`, whose symbols refer to `strings`.
  func event(_ e: TraceEvent, strings: [String]) {
    raw("{\"seq\":")
    number(e.seq.rawValue)
    raw(",\"time\":")
    number(e.time)
    raw(",\"update\":")
    number(UInt64(e.update))
    raw(",\"cause\":")
    if e.cause.isNone { raw("null") } else { number(e.cause.rawValue) }
    raw(",\"kind\":\"")
    text(e.kind.name)
    raw("\",\"identity\":")
    sym(e.identity, strings)
    let fields = e.kind.fields
    if fields.contains(.code) {
      raw(",\"code\":")
      if let name = e.kind.codes?.knownName(e.code) {
        string(name)
      } else {
        number(UInt64(e.code))
      }
    }
    if fields.contains(.reason) {
      raw(",\"reason\":")
      if let name = CodeVocabulary.decisionReason.knownName(e.reason) {
        string(name)
      } else {
        number(UInt64(e.reason))
      }
    }
    if fields.contains(.name) {
      raw(",\"name\":")
      sym(e.name, strings)
    }
    if fields.contains(.type) {
      raw(",\"type\":")
      sym(e.type, strings)
    }
    if fields.contains(.site) {
      raw(",\"site\":")
      sym(e.site, strings)
    }
    if fields.contains(.before) {
      raw(",\"before\":")
      sym(e.before, strings)
    }
    if fields.contains(.after) {
      raw(",\"after\":")
      sym(e.after, strings)
    }
    if fields.contains(.value) {
      raw(",\"value\":")
      number(e.value)
    }
    raw("}\n")
  }

  func dropped(_ count: UInt64) {
    raw("{\"dropped\":")
    number(count)
    raw("}\n")
  }

  func end(_ end: EndChunk) {
    raw("{\"end\":{\"events\":")
    number(end.events)
    raw(",\"dropped\":")
    number(end.dropped)
    raw("}}\n")
  }

  private func sym(_ s: Sym, _ strings: [String]) {
    if s.isNone || Int(s.rawValue) >= strings.count {
      raw("null")
    } else {
      string(strings[Int(s.rawValue)])
    }
  }

  private func raw(_ s: StaticString) {
    out.append(UnsafeRawBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
  }

  private func text(_ s: String) {
    var s = s
    s.withUTF8 { out.append(UnsafeRawBufferPointer($0)) }
  }

  func number(_ v: UInt64) {
    var length = 1
    var rest = v / 10
    while rest > 0 {
      length += 1
      rest /= 10
    }
    out.reserve(length)
    let end = out.end + length
    var p = end
    var v = v
    repeat {
      p -= 1
      p.pointee = UInt8(truncatingIfNeeded: v % 10) + 0x30
      v /= 10
    } while v > 0
    out.advance(to: end)
  }

  /// `s` as a JSON string literal (``JSONString``).
  func string(_ s: String) {
    var s = s
    s.withUTF8 { utf8 in
      out.reserve(JSONString.capacity(utf8.count))
      out.advance(to: JSONString.write(utf8, scriptSafe: false, to: out.end))
    }
  }
}
