/// Replaces the values in recorded text that differ from run to run (UUIDs) by names numbered in
/// order of first appearance (`UUID#1`), so that a deterministic trace is the same on every run.
/// The same UUID always gets the same name within a trace.
struct RunDependentValues {
  private var names: [String: String] = [:]

  /// `text` with every UUID from its byte `first` on replaced by its name.
  mutating func stabilize(_ text: String, from first: Int = 0) -> String {
    guard Self.holdsUUID(text, from: first) else { return text }
    var text = text
    return text.withUTF8 { bytes in
      var out: [UInt8] = []
      var i = 0
      while let start = Self.firstUUID(in: bytes, from: max(i, first)) {
        out += bytes[i..<start]
        let uuid = String(decoding: bytes[start..<start + 36], as: UTF8.self).uppercased()
        let name = names[uuid] ?? "UUID#\(names.count + 1)"
        names[uuid] = name
        out += name.utf8
        i = start + 36
      }
      out += bytes[i...]
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// `text` with every UUID in it replaced by its name, those not seen yet named as
  /// `stabilize` would name them next, without remembering them: text that is not recorded
  /// (a state digest) reads the same on every run, and leaves the trace's names as they are.
  func named(_ text: String) -> String {
    var names = self
    return names.stabilize(text)
  }

  /// Whether `text` holds a UUID from its byte `first` on: only then does
  /// ``stabilize(_:from:)`` change it, or the names.
  static func holdsUUID(_ text: String, from first: Int = 0) -> Bool {
    text.utf8.count - first >= 36
      && text.withBorrowedUTF8 { firstUUID(in: $0, from: first) } != nil
  }

  /// Where the first UUID (8-4-4-4-12 hex digits) at or after `start` begins.
  private static func firstUUID(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var i = start
    while i + 36 <= bytes.count {
      if bytes[i + 8] == dash, isUUID(bytes, at: i) { return i }
      i += 1
    }
    return nil
  }

  private static let dash = UInt8(ascii: "-")

  private static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    for offset in 0..<36 {
      let byte = bytes[start + offset]
      switch offset {
      case 8, 13, 18, 23: if byte != dash { return false }
      default: if !isHexDigit(byte) { return false }
      }
    }
    return true
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46)
      || (byte >= 0x61 && byte <= 0x66)
  }
}
