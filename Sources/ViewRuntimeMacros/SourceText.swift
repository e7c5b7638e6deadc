/// Swift source as far as the macros read it: where code is (outside comments and string
/// literals), how deep in brackets, and where arguments and statements end. The compiler hands
/// a macro text it has already parsed and type-checked, so the text is valid Swift.
struct SourceText {
  let bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  subscript(range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// The text of `range` without the whitespace and comments around it.
  func trimmed(_ range: Range<Int>) -> String { self[trimmedRange(range)] }

  func trimmedRange(_ range: Range<Int>) -> Range<Int> {
    var start: Int?
    var end = range.lowerBound
    scan(range) { offset, _ in
      if start == nil { start = offset }
      end = endOfToken(at: offset)
      return true
    }
    return (start ?? end)..<end
  }

  /// Calls `visit` with each offset of code in `range` that is not whitespace, and the depth of
  /// brackets around it (an opening or closing bracket has its outer depth). A string literal is
  /// visited at its first byte only; comments are not visited. `visit` returns false to stop.
  func scan(_ range: Range<Int>, _ visit: (_ offset: Int, _ depth: Int) -> Bool) {
    var offset = range.lowerBound
    var depth = 0
    while offset < range.upperBound {
      if let end = endOfComment(at: offset) {
        offset = end
        continue
      }
      if let end = endOfString(at: offset) {
        guard visit(offset, depth) else { return }
        offset = end
        continue
      }
      let byte = bytes[offset]
      if Self.closers.contains(byte) { depth -= 1 }
      if !Self.whitespace.contains(byte) {
        guard visit(offset, depth) else { return }
      }
      if Self.openers.contains(byte) { depth += 1 }
      offset += 1
    }
  }

  /// The offset of the bracket that closes the one at `open`.
  func closing(_ open: Int) -> Int {
    var found = bytes.count
    scan(open..<bytes.count) { offset, depth in
      guard depth == 0, offset > open, Self.closers.contains(bytes[offset]) else { return true }
      found = offset
      return false
    }
    return found
  }

  /// The first offset of code at or after `offset`, past whitespace and comments.
  func skippingTrivia(from offset: Int) -> Int {
    var found = bytes.count
    guard offset < bytes.count else { return found }
    scan(offset..<bytes.count) { code, _ in
      found = code
      return false
    }
    return found
  }

  /// The pieces of `range` between its commas outside brackets.
  func split(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    scan(range) { offset, depth in
      if depth == 0 && bytes[offset] == separator {
        pieces.append(start..<offset)
        start = offset + 1
      }
      return true
    }
    pieces.append(start..<range.upperBound)
    return pieces
  }

  /// The identifier at `offset` (backquoted or not), as the range of its characters.
  func identifier(at offset: Int) -> Range<Int>? {
    var end = offset
    if end < bytes.count && bytes[end] == UInt8(ascii: "`") { end += 1 }
    while end < bytes.count && Self.isIdentifierByte(bytes[end]) { end += 1 }
    if end < bytes.count && bytes[end] == UInt8(ascii: "`") { end += 1 }
    return end > offset ? offset..<end : nil
  }

  /// Whether the code at `offset` is the word `word`, not the start of a longer identifier.
  func hasWord(_ word: String, at offset: Int) -> Bool {
    guard let range = identifier(at: offset) else { return false }
    return self[range] == word
  }

  /// The top-level statements of a block's inside: a statement ends at a `;` or at a line's end
  /// outside brackets, unless the line ends with an operator or the next starts with `.` or an
  /// infix operator (a chain of modifiers, an expression on several lines).
  func statements(_ range: Range<Int>) -> [Range<Int>] {
    var statements: [Range<Int>] = []
    var start: Int?
    var last = range.lowerBound
    var lastDepth = 0
    scan(range) { offset, depth in
      if let begun = start, depth == 0, lastDepth == 0,
        bytes[offset] == UInt8(ascii: ";")
          || (newline(between: endOfToken(at: last), and: offset)
            && !continues(after: last, before: offset))
      {
        statements.append(begun..<endOfToken(at: last))
        start = nil
      }
      if bytes[offset] != UInt8(ascii: ";") {
        if start == nil { start = offset }
        last = offset
        lastDepth = depth
      }
      return true
    }
    if let begun = start { statements.append(begun..<endOfToken(at: last)) }
    return statements
  }

  /// The offset after the token that starts at `offset` (a literal, an identifier or one byte).
  func endOfToken(at offset: Int) -> Int {
    if let end = endOfString(at: offset) { return end }
    if let identifier = identifier(at: offset) { return identifier.upperBound }
    return offset + 1
  }

  private func newline(between start: Int, and end: Int) -> Bool {
    start < end && bytes[start..<end].contains(UInt8(ascii: "\n"))
  }

  /// Whether the line that ends after the code at `last` goes on with the code at `next`.
  private func continues(after last: Int, before next: Int) -> Bool {
    let lastByte = bytes[last]
    if lastByte == UInt8(ascii: "=") || lastByte == UInt8(ascii: ",") { return true }
    if Self.operators.contains(lastByte) && last > 0 && Self.whitespace.contains(bytes[last - 1]) {
      return true
    }
    let nextByte = bytes[next]
    if nextByte == UInt8(ascii: ".") { return true }
    var end = next
    while end < bytes.count && Self.operators.contains(bytes[end]) { end += 1 }
    return end > next && end < bytes.count && Self.whitespace.contains(bytes[end])
  }

  private func endOfComment(at offset: Int) -> Int? {
    guard bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count else { return nil }
    if bytes[offset + 1] == UInt8(ascii: "/") {
      return bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    }
    guard bytes[offset + 1] == UInt8(ascii: "*") else { return nil }
    var nesting = 0
    var current = offset
    while current + 1 < bytes.count {
      let pair = (bytes[current], bytes[current + 1])
      if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
        nesting += 1
        current += 2
      } else if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
        nesting -= 1
        current += 2
        if nesting == 0 { return current }
      } else {
        current += 1
      }
    }
    return bytes.count
  }

  /// The offset after the string literal that starts at `offset` (`"…"`, `"""…"""`, raw
  /// `#"…"#`), its interpolations included.
  func endOfString(at offset: Int) -> Int? {
    var current = offset
    while current < bytes.count && bytes[current] == UInt8(ascii: "#") { current += 1 }
    let hashes = current - offset
    guard current < bytes.count, bytes[current] == UInt8(ascii: "\"") else { return nil }
    let quotes = starts(with: "\"\"\"", at: current) ? 3 : 1
    current += quotes
    let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
    let close =
      Array(repeating: UInt8(ascii: "\""), count: quotes)
      + Array(repeating: UInt8(ascii: "#"), count: hashes)
    while current < bytes.count {
      if bytes[current...].starts(with: escape) {
        current += escape.count
        if current < bytes.count && bytes[current] == UInt8(ascii: "(") {
          current = closing(current)
        }
        current += 1
      } else if bytes[current...].starts(with: close) {
        return current + close.count
      } else {
        current += 1
      }
    }
    return bytes.count
  }

  private func starts(with text: String, at offset: Int) -> Bool {
    bytes[offset...].starts(with: text.utf8)
  }

  private static let openers: Set<UInt8> = Set("([{".utf8)
  private static let closers: Set<UInt8> = Set(")]}".utf8)
  private static let whitespace: Set<UInt8> = Set(" \t\r\n".utf8)
  private static let operators: Set<UInt8> = Set("+-*/%&|^<>!?:=~".utf8)

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
  }
}
