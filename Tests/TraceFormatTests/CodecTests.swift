import Foundation
import Testing

@testable import TraceFormat

@Suite struct CodecTests {
  @Test func crc32cMatchesTheStandardCheckValue() {
    #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
    #expect(CRC32C.checksum([]) == 0)
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let whole = CRC32C.checksum(bytes)
    let split = bytes[..<333].withUnsafeBytes { a in
      bytes[333...].withUnsafeBytes { b in CRC32C.checksum(b, continuing: CRC32C.checksum(a)) }
    }
    #expect(whole == split)
  }

  @Test func varintsRoundTrip() {
    let values: [UInt64] = [
      0, 1, 127, 128, 300, 16383, 16384, UInt64(UInt32.max), UInt64.max - 1, UInt64.max,
    ]
    let buffer = ByteBuffer()
    for v in values { buffer.appendVarint(v) }
    let bytes = buffer.bytes
    bytes.withUnsafeBytes { raw in
      var c = ByteCursor(raw)
      for v in values { #expect(c.varint() == v) }
      #expect(c.isAtEnd)
    }
    for v: Int64 in [0, -1, 1, .min, .max] { #expect(Varint.unzigzag(Varint.zigzag(v)) == v) }
  }

  @Test func overlongVarintsAreRejected() {
    let bytes = [UInt8](repeating: 0xFF, count: 11)
    bytes.withUnsafeBytes { raw in
      var c = ByteCursor(raw)
      #expect(c.varint() == nil)
    }
  }

  @Test func jsonStringsEscapeAndParseBack() throws {
    for s in RandomTraces.awkwardStrings + ["", "\u{7F}", "a/b", "\u{0}"] {
      let quoted = JSONLines.quoted(s)
      #expect(!quoted.dropFirst().dropLast().contains("\n"))
      let parsed = try Array(quoted.utf8).withUnsafeBytes { raw throws(DecodeFailure) in
        var j = JSONLineParser(raw)
        return try j.string()
      }
      #expect(parsed == s)
    }
    let escaped = try Array(#""\u00e9\ud83e\udded\/""#.utf8).withUnsafeBytes {
      raw throws(DecodeFailure) in
      var j = JSONLineParser(raw)
      return try j.string()
    }
    #expect(escaped == "é🧭/")
  }

  @Test func everyKindAndCodeHasAStableName() {
    #expect(CodeNames.code(IdentityDecision.kept.rawValue, of: .identity) == "kept")
    #expect(CodeNames.reason(DecisionReason.firstAppearance.rawValue) == "first-appearance")
    #expect(CodeNames.code(named: "type-text", of: .input) == InputAction.typeText.rawValue)
    #expect(CodeNames.code(0, of: .bodyBegin) == nil)
    #expect(CodeNames.code(200, of: .identity) == nil)
  }
}
