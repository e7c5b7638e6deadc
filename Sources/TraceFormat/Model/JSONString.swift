/// JSON string literals: the one escaper of the package, for JSON Lines, the exporters and the
/// command line's `--json` output.
///
/// `"` and `\` are escaped, and control characters written as `\n`, `\t`, `\r` or `\u00XX`;
/// everything else is kept as its UTF-8 bytes. With `scriptSafe`, the literal is also safe inside
/// an HTML `<script>` element and in JavaScript source: `<`, `>`, `&`, DEL, U+2028 and U+2029
/// are written as `\uXXXX` too.
package enum JSONString {
  /// `text` as a JSON string literal.
  package static func quoted(_ text: String, scriptSafe: Bool = false) -> String {
    var bytes: [UInt8] = []
    append(text, scriptSafe: scriptSafe, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal to `bytes`.
  package static func append(_ text: String, scriptSafe: Bool = false, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { utf8 in
      if !utf8.contains(where: { mustEscape($0, scriptSafe: scriptSafe) }) {
        bytes.append(0x22)
        bytes.append(contentsOf: utf8)
        bytes.append(0x22)
        return
      }
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity(utf8.count)) { buffer in
        let start = buffer.baseAddress!
        let end = write(utf8, scriptSafe: scriptSafe, to: start)
        bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
      }
    }
  }

  /// The most bytes ``write(_:scriptSafe:to:)`` writes for `count` bytes of UTF-8.
  package static func capacity(_ count: Int) -> Int { count * 6 + 2 }

  /// Writes `utf8` as a JSON string literal from `out`, which has room for ``capacity(_:)``
  /// bytes, and returns the end of what it wrote.
  package static func write(
    _ utf8: UnsafeBufferPointer<UInt8>, scriptSafe: Bool, to out: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    var p = out
    p.pointee = 0x22
    p += 1
    var i = 0
    while i < utf8.count {
      let b = utf8[i]
      i += 1
      guard mustEscape(b, scriptSafe: scriptSafe) else {
        p.pointee = b
        p += 1
        continue
      }
      switch b {
      case 0x22, 0x5C:
        p[0] = 0x5C
        p[1] = b
        p += 2
      case 0x0A:
        p[0] = 0x5C
        p[1] = UInt8(ascii: "n")
        p += 2
      case 0x09:
        p[0] = 0x5C
        p[1] = UInt8(ascii: "t")
        p += 2
      case 0x0D:
        p[0] = 0x5C
        p[1] = UInt8(ascii: "r")
        p += 2
      case 0xE2:
        // U+2028 and U+2029 (E2 80 A8 and E2 80 A9) end a line in JavaScript source.
        if i + 1 < utf8.count, utf8[i] == 0x80, utf8[i + 1] == 0xA8 || utf8[i + 1] == 0xA9 {
          p = unicodeEscape(0x2028 + UInt16(utf8[i + 1] - 0xA8), at: p)
          i += 2
        } else {
          p.pointee = b
          p += 1
        }
      default:
        p = unicodeEscape(UInt16(b), at: p)
      }
    }
    p.pointee = 0x22
    return p + 1
  }

  /// Whether the byte `b` of UTF-8 text needs a look before it is copied.
  @inline(__always)
  private static func mustEscape(_ b: UInt8, scriptSafe: Bool) -> Bool {
    if b < 0x20 || b == 0x22 || b == 0x5C { return true }
    return scriptSafe && (b == 0x3C || b == 0x3E || b == 0x26 || b == 0x7F || b == 0xE2)
  }

  /// Writes `\uXXXX` for `value` at `p` and returns the end.
  private static func unicodeEscape(_ value: UInt16, at p: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    let hex: StaticString = "0123456789abcdef"
    p[0] = 0x5C
    p[1] = UInt8(ascii: "u")
    for k in 0..<4 {
      p[2 + k] = hex.utf8Start[Int(value >> UInt16(12 - 4 * k) & 0xF)]
    }
    return p + 6
  }
}
