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

  @Test func crc32cInstructionMatchesTheTables() {
    let check = Array("123456789".utf8)
    check.withUnsafeBytes { #expect(CRC32C.portableChecksum($0) == 0xE306_9283) }
    // Every length and alignment around the 8-byte steps, and a chunk-sized run.
    var rng: UInt64 = 0x1234_5678
    let bytes = (0..<40_000).map { _ in
      rng = rng &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: rng >> 56)
    }
    bytes.withUnsafeBytes { all in
      for start in 0..<9 {
        for length in [0, 1, 2, 7, 8, 9, 15, 16, 17, 63, 1000, 32_768] {
          let part = UnsafeRawBufferPointer(rebasing: all[start..<start + length])
          #expect(CRC32C.checksum(part) == CRC32C.portableChecksum(part))
          #expect(
            CRC32C.checksum(part, continuing: 0xDEAD_BEEF)
              == CRC32C.portableChecksum(part, continuing: 0xDEAD_BEEF))
        }
      }
    }
  }

  @Test func anEventFillsOneCacheLine() {
    #expect(MemoryLayout<TraceEvent>.stride == 64)
    #expect(Payload.matchesEventLayout)
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
      let quoted = JSONString.quoted(s)
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
    #expect(EventKind.identity.codes?.knownName(IdentityDecision.kept.rawValue) == "kept")
    #expect(
      CodeVocabulary.decisionReason.name(DecisionReason.firstAppearance.rawValue)
        == "first-appearance")
    #expect(EventKind.input.codes?.code(named: "type-text") == InputAction.typeText.rawValue)
    #expect(EventKind.bodyBegin.codes == nil)
    #expect(EventKind.identity.codes?.knownName(200) == nil)
    #expect(EventKind.identity.codes?.name(200) == "200")
    #expect(EventKind.identity.codes?.code("200") == 200)
    #expect(EventKind.identity.codes?.code(named: "200") == nil)
    #expect(EventKind(name: "slot-write") == .slotWrite)
  }
}
