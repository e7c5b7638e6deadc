/// Looks at the start of a document, before libxml2 does, so that a DTD is refused before any
/// of it is parsed: no entity in it is ever declared, let alone expanded.
enum XMLProlog {
  /// Throws if a `<!DOCTYPE` comes before the root element.
  static func refuseDoctype(_ bytes: UnsafeRawBufferPointer) throws {
    var i = 0
    var line = 1
    var lineStart = 0
    func starts(with text: String) -> Bool {
      let utf8 = Array(text.utf8)
      guard i + utf8.count <= bytes.count else { return false }
      return (0..<utf8.count).allSatisfy { bytes[i + $0] == utf8[$0] }
    }
    func skip(past end: String) {
      while i < bytes.count && !starts(with: end) { advance() }
      i = min(i + end.utf8.count, bytes.count)
    }
    func advance() {
      if bytes[i] == UInt8(ascii: "\n") {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }
    if starts(with: "\u{FEFF}") { i += 3 }
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): advance()
      case UInt8(ascii: "<") where starts(with: "<?"): skip(past: "?>")
      case UInt8(ascii: "<") where starts(with: "<!--"): skip(past: "-->")
      case UInt8(ascii: "<") where starts(with: "<!DOCTYPE"):
        throw XMLError(
          "a DOCTYPE is not allowed (DTDs and entities are refused)", line: line,
          column: i - lineStart + 1)
      default: return
      }
    }
  }
}
