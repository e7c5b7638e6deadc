/// The fixed parts of the binary format: file header and chunk frames (docs/trace-format.md).
enum BinaryLayout {
  /// `\x89VTRACE\n`: the high byte catches 7-bit transfers, the newline catches line-ending mangling.
  static let magic: [UInt8] = [0x89, 0x56, 0x54, 0x52, 0x41, 0x43, 0x45, 0x0A]
  /// The version this writer writes: 2 added deflated events chunks, 3 the kinds from 20 on
  /// (the page escape), 4 an identity decision's `value` (a row's position), 5 an invalidation's
  /// `before` and `after` (the values of a parent's inputs that changed).
  static let version: UInt16 = 5
  /// The versions this reader reads.
  static let readableVersions: ClosedRange<UInt16> = 1...5
  /// Magic and a little-endian UInt16 version.
  static let fileHeaderSize = 10
  /// sync, type, header check (UInt16), payload length (UInt32), payload CRC-32C (UInt32).
  static let frameSize = 12
  static let sync: UInt8 = 0xC5
  /// Larger payloads are taken for a corrupt frame.
  static let maxPayload = 64 << 20
  /// A chunk closes after the event that brings its strings and events to this many bytes.
  static let targetChunkBytes = 32 * 1024
  /// Limits a reader holds deflated chunks to, so that a small hostile file cannot make it
  /// allocate gigabytes (docs/security-and-limits.md). Writers stay far below them: a chunk
  /// closes at about 32 KiB. (A chunk's events are streamed beyond ``ChunkDecoder/batchEvents``,
  /// so their number needs no limit of its own.)
  ///
  /// Bytes a deflated chunk may inflate to.
  static let maxInflatedBytes = 16 << 20
  /// How many times its deflated size a chunk may inflate to, beyond `ratioFreeBytes`.
  static let maxInflateRatio = 64
  static let ratioFreeBytes = 1 << 20

  static var fileHeader: [UInt8] { magic + [UInt8(version & 0xFF), UInt8(version >> 8)] }

  /// The low 16 bits of the CRC-32C of the sync byte, the type and the length.
  static func headerCheck(type: UInt8, length: UInt32) -> UInt16 {
    let bytes: [UInt8] = [
      sync, type, UInt8(length & 0xFF), UInt8((length >> 8) & 0xFF), UInt8((length >> 16) & 0xFF),
      UInt8(length >> 24),
    ]
    return UInt16(truncatingIfNeeded: CRC32C.checksum(bytes))
  }

  /// The 12-byte frame that precedes `payload`.
  static func frame(type: ChunkType, payload: [UInt8]) -> [UInt8] {
    let length = UInt32(payload.count)
    let check = headerCheck(type: type.rawValue, length: length)
    let crc = CRC32C.checksum(payload)
    return [sync, type.rawValue, UInt8(check & 0xFF), UInt8(check >> 8)] + littleEndian(length)
      + littleEndian(crc)
  }

  private static func littleEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
  }

  /// A parsed frame header, or nil if the sync byte, the header check or the length is wrong.
  static func parseFrame(_ p: UnsafePointer<UInt8>) -> (type: UInt8, length: Int, crc: UInt32)? {
    guard p[0] == sync else { return nil }
    let raw = UnsafeRawPointer(p)
    let check = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 2, as: UInt16.self))
    let length = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
    let crc = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
    guard Int(length) <= maxPayload, headerCheck(type: p[1], length: length) == check else {
      return nil
    }
    return (p[1], Int(length), crc)
  }
}

/// The chunk types of format versions 2 and 3. Readers skip types they do not know.
enum ChunkType: UInt8 {
  /// The trace header; always the first chunk.
  case header = 1
  /// New strings, then events.
  case events = 2
  /// The last chunk of a complete trace: event and drop totals.
  case end = 3
  /// An events payload, deflated (version 2 on; damage in a version-1 file).
  case deflatedEvents = 4
}
