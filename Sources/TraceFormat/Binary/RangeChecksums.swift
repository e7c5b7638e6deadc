/// CRC-32Cs of many ranges of one file in time linear in the file, for salvage: resyncing past
/// damage tries a candidate chunk at every byte, and a file of fake frames (each with a valid
/// header check and a long length) made checking each by a fresh CRC quadratic (issue 15). One
/// instance serves a whole read, so that a file with many damaged regions, each with such a
/// frame, costs one pass too, not one per region.
///
/// CRC registers are linear: running the register `r` over bytes `B` gives `Z(|B|, r) ⊕ f(0, B)`,
/// where `Z(n, ·)` runs over `n` zero bytes. So with `P[j]`, the register after the bytes up to
/// file offset `j` from any fixed origin, the CRC of bytes `s..<e` is
/// `~(P[e] ⊕ Z(e − s, P[s] ⊕ ~0))`. `P` is kept every 64 bytes and completed from the nearest
/// one before; `Z` is applied by its powers of two.
struct RangeChecksums {
  private static let stride = 64
  /// The file offset of `checkpoints[0]`, a multiple of `stride`.
  private var origin = 0
  /// `P` at `origin`, `origin + stride`, … (the register is 0 at `origin`).
  private var checkpoints: [UInt32] = [0]

  /// The CRC-32C of the file's bytes `start..<end`, given `base`, the file's byte at offset
  /// `baseOffset`. The bytes from `start − 63` (or the file's start) to `end` must be readable
  /// there. Calls asking for starts in increasing order share the work (one pass over the bytes in
  /// all); one asking for an earlier start than the last starts the checkpoints afresh.
  mutating func checksum(
    _ base: UnsafePointer<UInt8>, at baseOffset: Int, from start: Int, to end: Int
  ) -> UInt32 {
    let first = start - start % Self.stride
    let last = origin + (checkpoints.count - 1) * Self.stride
    if first > last || first < origin {
      // The checkpoints end before the bytes still readable, or begin after them.
      origin = first
      checkpoints.removeAll(keepingCapacity: true)
      checkpoints.append(0)
    } else if case let dead = (first - origin) / Self.stride, dead > 4096,
      2 * dead > checkpoints.count
    {
      // Checkpoints behind `start` are never used again; dropped once they are most of them.
      checkpoints.removeFirst(dead)
      origin = first
    }
    let s = register(base, at: baseOffset, start)
    let e = register(base, at: baseOffset, end)
    return ~(e ^ ZeroBytes.run(end - start, from: s ^ 0xFFFF_FFFF))
  }

  private mutating func register(_ base: UnsafePointer<UInt8>, at baseOffset: Int, _ j: Int)
    -> UInt32
  {
    let m = (j - origin) / Self.stride
    while checkpoints.count <= m {
      let k = checkpoints.count - 1
      let at = base + (origin + k * Self.stride - baseOffset)
      checkpoints.append(Self.run(checkpoints[k], at, Self.stride))
    }
    let at = base + (origin + m * Self.stride - baseOffset)
    return Self.run(checkpoints[m], at, j - origin - m * Self.stride)
  }

  /// The raw register `r` run over `n` bytes at `p`.
  private static func run(_ r: UInt32, _ p: UnsafePointer<UInt8>, _ n: Int) -> UInt32 {
    ~CRC32C.checksum(UnsafeRawBufferPointer(start: p, count: n), continuing: ~r)
  }
}

/// Running a raw CRC-32C register over zero bytes, as 32×32 bit matrices over GF(2).
enum ZeroBytes {
  /// `powers[k][i]`: the register `1 << i` run over 2^k zero bytes; up to 2^31 bytes.
  private static let powers: [[UInt32]] = {
    var level = (0..<32).map { i -> UInt32 in
      let zero: [UInt8] = [0]
      return zero.withUnsafeBytes { ~CRC32C.checksum($0, continuing: ~(UInt32(1) << i)) }
    }
    var all = [level]
    for _ in 1..<32 {
      level = level.map { apply(level, $0) }
      all.append(level)
    }
    return all
  }()

  private static func apply(_ matrix: [UInt32], _ v: UInt32) -> UInt32 {
    var out: UInt32 = 0
    var v = v
    var i = 0
    while v != 0 {
      if v & 1 != 0 { out ^= matrix[i] }
      v >>= 1
      i += 1
    }
    return out
  }

  /// The raw register `r` run over `n` zero bytes (`n` below 2^32).
  static func run(_ n: Int, from r: UInt32) -> UInt32 {
    var r = r
    var n = n
    var k = 0
    while n > 0 && k < 32 {
      if n & 1 != 0 { r = apply(powers[k], r) }
      n >>= 1
      k += 1
    }
    return r
  }
}
