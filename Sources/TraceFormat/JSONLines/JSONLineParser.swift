/// A strict scanner for the JSON that JSON Lines traces use: objects, arrays, strings, unsigned
/// integers and `null`. Works on the bytes of one line; every failure is a ``DecodeFailure``.
struct JSONLineParser {
  private var p: UnsafePointer<UInt8>
  private let limit: UnsafePointer<UInt8>

  init(_ line: UnsafeRawBufferPointer) {
    let base =
      line.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(bitPattern: 1)!
    p = base
    limit = base + line.count
  }

  private mutating func skipSpace() {
    while p < limit && (p.pointee == 0x20 || p.pointee == 0x09 || p.pointee == 0x0D) { p += 1 }
  }

  /// Whether the next token is `byte`; consumes it if so.
  mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard p < limit && p.pointee == byte else { return false }
    p += 1
    return true
  }

  mutating func expect(_ byte: UInt8) throws(DecodeFailure) {
    guard take(byte) else {
      skipSpace()
      let found = p < limit ? "'\(Character(Unicode.Scalar(p.pointee)))'" : "the end of the line"
      throw "expected '\(Character(Unicode.Scalar(byte)))' but found \(found)"
    }
  }

  /// After a member or element: true if a `,` follows, false if `close` does.
  mutating func more(_ close: UInt8) throws(DecodeFailure) -> Bool {
    if take(0x2C) { return true }
    try expect(close)
    return false
  }

  mutating func end() throws(DecodeFailure) {
    skipSpace()
    guard p == limit else { throw "unexpected text after the object" }
  }

  /// An object key and its colon.
  mutating func key() throws(DecodeFailure) -> String {
    let k = try string()
    try expect(0x3A)
    return k
  }

  /// `null`, consumed; false (and nothing consumed) for anything else.
  mutating func null() -> Bool {
    skipSpace()
    guard limit - p >= 4, p[0] == 0x6E, p[1] == 0x75, p[2] == 0x6C, p[3] == 0x6C else {
      return false
    }
    p += 4
    return true
  }

  mutating func isString() -> Bool {
    skipSpace()
    return p < limit && p.pointee == 0x22
  }

  mutating func number() throws(DecodeFailure) -> UInt64 {
    skipSpace()
    guard p < limit, p.pointee &- 0x30 < 10 else { throw "expected a whole number" }
    var v: UInt64 = 0
    while p < limit, case let d = p.pointee &- 0x30, d < 10 {
      let (m, o1) = v.multipliedReportingOverflow(by: 10)
      let (a, o2) = m.addingReportingOverflow(UInt64(d))
      guard !o1 && !o2 else { throw "number too large" }
      v = a
      p += 1
    }
    return v
  }

  mutating func string() throws(DecodeFailure) -> String {
    try expect(0x22)
    let start = p
    while p < limit && p.pointee != 0x22 && p.pointee != 0x5C && p.pointee >= 0x20 { p += 1 }
    guard p < limit else { throw "unterminated string" }
    if p.pointee == 0x22 {
      defer { p += 1 }
      return String(decoding: UnsafeBufferPointer(start: start, count: p - start), as: UTF8.self)
    }
    var bytes = Array(UnsafeBufferPointer(start: start, count: p - start))
    while true {
      guard p < limit else { throw "unterminated string" }
      let b = p.pointee
      p += 1
      switch b {
      case 0x22: return String(decoding: bytes, as: UTF8.self)
      case 0x5C: try escape(into: &bytes)
      case ..<0x20: throw "control character in a string"
      default: bytes.append(b)
      }
    }
  }

  private mutating func escape(into bytes: inout [UInt8]) throws(DecodeFailure) {
    guard p < limit else { throw "unterminated string" }
    let e = p.pointee
    p += 1
    switch e {
    case 0x22, 0x5C, 0x2F: bytes.append(e)
    case 0x62: bytes.append(0x08)
    case 0x66: bytes.append(0x0C)
    case 0x6E: bytes.append(0x0A)
    case 0x72: bytes.append(0x0D)
    case 0x74: bytes.append(0x09)
    case 0x75:
      var scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard limit - p >= 2, p[0] == 0x5C, p[1] == 0x75 else { throw "lone surrogate in a string" }
        p += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw "lone surrogate in a string" }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let s = Unicode.Scalar(scalar) else { throw "lone surrogate in a string" }
      bytes += Array(String(Character(s)).utf8)
    default: throw "bad escape in a string"
    }
  }

  private mutating func hex4() throws(DecodeFailure) -> UInt32 {
    guard limit - p >= 4 else { throw "bad \\u escape" }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let c = p.pointee
      let d: UInt8 =
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x41...0x46: c - 0x41 + 10
        case 0x61...0x66: c - 0x61 + 10
        default: throw "bad \\u escape"
        }
      v = v << 4 | UInt32(d)
      p += 1
    }
    return v
  }
}
