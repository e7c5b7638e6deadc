extension TraceFileFormat {
  /// The format a file's first bytes show: JSON Lines starts with `{`; XML with `<`, after a
  /// byte order mark or white space, if any; anything else is read as binary, whose reader
  /// checks the magic.
  init(sniffing bytes: UnsafeRawBufferPointer) {
    if bytes.first == UInt8(ascii: "{") {
      self = .jsonLines
      return
    }
    var rest = bytes[...]
    if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    let first = rest.first { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }
    self = first == UInt8(ascii: "<") ? .xml : .binary
  }
}
