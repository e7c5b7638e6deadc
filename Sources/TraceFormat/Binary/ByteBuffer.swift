/// A growable byte buffer for the encoders' hot paths: raw memory, no ARC, no bounds checks.
/// The owner calls ``reserve(_:)`` before writing through ``end``, then ``advance(to:)``.
final class ByteBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private(set) var capacity: Int

  init(capacity: Int = 64 * 1024) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The first byte past the written ones.
  var end: UnsafeMutablePointer<UInt8> { base + count }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  func reserve(_ extra: Int) {
    if count + extra > capacity { grow(count + extra) }
  }

  private func grow(_ needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Marks the bytes up to `pointer` (returned by the `Varint` writers) as written.
  @inline(__always)
  func advance(to pointer: UnsafeMutablePointer<UInt8>) { count = pointer - base }

  func append(_ bytes: UnsafeRawBufferPointer) {
    reserve(bytes.count)
    if let source = bytes.baseAddress {
      (base + count).update(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }
    count += bytes.count
  }

  func appendVarint(_ value: UInt64) {
    reserve(Varint.maxLength)
    advance(to: Varint.write(value, to: end))
  }

  /// Appends a varint byte length and the UTF-8 bytes of `string`.
  func appendString(_ string: String) {
    var string = string
    string.withUTF8 { utf8 in
      appendVarint(UInt64(utf8.count))
      append(UnsafeRawBufferPointer(utf8))
    }
  }

  func removeAll() { count = 0 }

  /// A copy of the written bytes.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}

/// Unsigned LEB128 integers: 7 bits a byte, low bits first, high bit set on all but the last byte.
enum Varint {
  static let maxLength = 10

  /// Writes `value` at `p` and returns the byte after it.
  @inline(__always)
  static func write(_ value: UInt64, to p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<
    UInt8
  > {
    var v = value
    var p = p
    while v >= 0x80 {
      p.pointee = UInt8(truncatingIfNeeded: v) | 0x80
      p += 1
      v >>= 7
    }
    p.pointee = UInt8(truncatingIfNeeded: v)
    return p + 1
  }

  /// Zigzag mapping so that small negative differences stay small.
  @inline(__always)
  static func zigzag(_ v: Int64) -> UInt64 { UInt64(bitPattern: (v << 1) ^ (v >> 63)) }

  @inline(__always)
  static func unzigzag(_ v: UInt64) -> Int64 {
    Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1)
  }
}

/// A bounds-checked cursor over bytes being decoded. Every read fails with `nil` past the end,
/// so that corrupt input can never read out of bounds.
struct ByteCursor {
  let limit: UnsafePointer<UInt8>
  var p: UnsafePointer<UInt8>

  init(_ buffer: UnsafeRawBufferPointer) {
    let base =
      buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(bitPattern: 1)!
    p = base
    limit = base + buffer.count
  }

  var isAtEnd: Bool { p >= limit }
  var remaining: Int { limit - p }

  @inline(__always)
  mutating func byte() -> UInt8? {
    guard p < limit else { return nil }
    defer { p += 1 }
    return p.pointee
  }

  @inline(__always)
  mutating func varint() -> UInt64? {
    if p < limit && p.pointee < 0x80 {
      defer { p += 1 }
      return UInt64(p.pointee)
    }
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while p < limit {
      let b = p.pointee
      p += 1
      if shift == 63 && b > 1 { return nil }
      result |= UInt64(b & 0x7F) << shift
      if b < 0x80 { return result }
      shift += 7
      if shift > 63 { return nil }
    }
    return nil
  }

  /// A varint that must fit in 32 bits.
  @inline(__always)
  mutating func varint32() -> UInt32? {
    guard let v = varint(), v <= UInt32.max else { return nil }
    return UInt32(v)
  }

  mutating func string() -> String? {
    guard let length = varint(), length <= UInt64(remaining) else { return nil }
    let s = String(decoding: UnsafeBufferPointer(start: p, count: Int(length)), as: UTF8.self)
    p += Int(length)
    return s
  }
}

extension Varint {
  /// Reads a varint at `p` without bounds checks: at least 10 bytes must be readable there.
  /// Nil if it is longer than 10 bytes or overflows 64 bits.
  @inline(__always)
  static func readUnchecked(_ p: inout UnsafePointer<UInt8>) -> UInt64? {
    let b0 = p[0]
    if b0 < 0x80 {
      p += 1
      return UInt64(b0)
    }
    let b1 = p[1]
    if b1 < 0x80 {
      p += 2
      return UInt64(b0 & 0x7F) | UInt64(b1) << 7
    }
    let (value, length) = readLongUnchecked(p)
    guard length > 0 else { return nil }
    p += length
    return value
  }

  /// The rest of ``readUnchecked(_:)``, for varints of three bytes or more: the value and its
  /// length, or length 0 if it is longer than 10 bytes or overflows. It takes `p` by value so that
  /// callers can keep their cursor in a register.
  @inline(never)
  private static func readLongUnchecked(_ p: UnsafePointer<UInt8>) -> (UInt64, Int) {
    var result: UInt64 = 0
    for i in 0..<10 {
      let b = p[i]
      if i == 9 && b > 1 { return (0, 0) }
      result |= UInt64(b & 0x7F) << UInt64(7 * i)
      if b < 0x80 { return (result, i + 1) }
    }
    return (0, 0)
  }

  /// A varint that must fit in 32 bits, read as ``readUnchecked(_:)``.
  @inline(__always)
  static func readUnchecked32(_ p: inout UnsafePointer<UInt8>) -> UInt32? {
    guard let v = readUnchecked(&p), v <= UInt32.max else { return nil }
    return UInt32(v)
  }
}
