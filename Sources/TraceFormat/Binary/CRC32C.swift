import CCRC32C

/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78): the crc32 instruction where the CPU has
/// it (the CCRC32C target), else tables eight bytes at a time.
enum CRC32C {
  /// Whether ``checksum(_:continuing:)`` uses the crc32 instruction.
  static let usesHardware = ccrc32c_available() != 0

  /// The CRC-32C of `bytes`, continuing from `crc` (the CRC of what came before, 0 at the start).
  static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    guard let p = bytes.baseAddress else { return crc }
    guard usesHardware else { return portableChecksum(bytes, continuing: crc) }
    return ~ccrc32c_update(~crc, p, bytes.count)
  }

  static func checksum(_ bytes: [UInt8]) -> UInt32 { bytes.withUnsafeBytes { checksum($0) } }

  /// Eight 256-entry tables: `tables[k * 256 + b]` is the CRC of byte `b` followed by `k` zero bytes.
  private static let tables: [UInt32] = {
    var t = [UInt32](repeating: 0, count: 8 * 256)
    for i in 0..<256 {
      var c = UInt32(i)
      for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0x82F6_3B78 : c >> 1 }
      t[i] = c
    }
    for k in 1..<8 {
      for i in 0..<256 {
        let prev = t[(k - 1) * 256 + i]
        t[k * 256 + i] = (prev >> 8) ^ t[Int(prev & 0xFF)]
      }
    }
    return t
  }()

  /// The table-driven CRC-32C, for CPUs without the instruction (and to test it against).
  static func portableChecksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0)
    -> UInt32
  {
    guard var p = bytes.baseAddress else { return crc }
    var n = bytes.count
    var c = ~crc
    tables.withUnsafeBufferPointer { tp in
      let t = tp.baseAddress!
      while n >= 8 {
        let one = UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)) ^ c
        let two = UInt32(littleEndian: p.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        c =
          t[7 * 256 + Int(one & 0xFF)] ^ t[6 * 256 + Int((one >> 8) & 0xFF)]
          ^ t[5 * 256 + Int((one >> 16) & 0xFF)] ^ t[4 * 256 + Int(one >> 24)]
          ^ t[3 * 256 + Int(two & 0xFF)] ^ t[2 * 256 + Int((two >> 8) & 0xFF)]
          ^ t[1 * 256 + Int((two >> 16) & 0xFF)] ^ t[Int(two >> 24)]
        p += 8
        n -= 8
      }
      while n > 0 {
        c = t[Int((c ^ UInt32(p.load(as: UInt8.self))) & 0xFF)] ^ (c >> 8)
        p += 1
        n -= 1
      }
    }
    return ~c
  }
}
