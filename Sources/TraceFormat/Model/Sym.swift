import Foundation
import Synchronization

/// A reference to a string in a trace's string table. `Sym.none` (0) stands for "no string".
public struct Sym: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The absent string.
  public static let none = Sym(rawValue: 0)

  public var isNone: Bool { rawValue == 0 }
  public var description: String { "#\(rawValue)" }
  public static func < (a: Sym, b: Sym) -> Bool { a.rawValue < b.rawValue }
}

/// An append-only table of interned strings. Index 0 is the empty string and means "none".
///
/// Its stored properties are not checked for exclusive access at run time: no method of the
/// table calls out while it accesses one, and a trace of 10^4 rows interns 10^5 strings, each
/// of which paid for several checks.
public final class StringTable {
  @exclusivity(unchecked) public private(set) var strings: [String] = [""]
  /// Where each string's symbol is found by its hash: open addressing over a power-of-two
  /// number of slots, each the hash and the symbol (no string), so that a look-up touches one
  /// compact array, and a string only when its hash matches (a trace of 10^4 rows interns 10^5
  /// strings, and an index keyed by strings touched one string object per probe). Strings are
  /// hashed and compared by their UTF-8 bytes (``bytesHash(_:seed:)``), so two spellings of one
  /// text in different bytes (composed and decomposed accents) have a symbol each.
  @exclusivity(unchecked) private var slots: [IndexSlot]
  /// The slot count less one.
  @exclusivity(unchecked) private var mask: Int
  /// The process's hash seed, kept here so that a look-up does not check it is made.
  private let seed = stringHashSeed
  /// This table, told apart from every other table of the process (an address is not: it is
  /// reused once a table is freed), for a cache that keeps the symbols of one table.
  public let identity = Identity()

  /// What tells a table apart from every other table made in the process.
  public struct Identity: Hashable, Sendable {
    private let serial: UInt64

    fileprivate init() { serial = tableSerials.add(1, ordering: .relaxed).newValue }
  }

  /// One slot of the index: a symbol and its string's hash, or empty. Eight bytes, so that the
  /// index of a trace of 10^4 rows stays small enough for the cache: a look-up's first probe
  /// is most of its cost.
  private struct IndexSlot {
    var hash: UInt32
    var sym: UInt32

    static let empty = IndexSlot(hash: 0, sym: .max)
  }

  public init() {
    slots = Array(repeating: .empty, count: 64)
    mask = 63
    place(hash: Self.bytesHash("", seed: seed), sym: 0)
  }

  /// Creates a table holding `strings`, which must start with the empty string.
  public init(strings: [String]) {
    precondition(strings.first == "", "a string table starts with the empty string")
    var capacity = 64
    while capacity * 3 < strings.count * 4 + 4 { capacity *= 2 }
    slots = Array(repeating: .empty, count: capacity)
    mask = capacity - 1
    self.strings = strings
    for (i, s) in strings.enumerated() {
      let hash = Self.bytesHash(s, seed: seed)
      if find(s, hash: hash) == nil { place(hash: hash, sym: UInt32(i)) }
    }
  }

  /// The symbol for `string`, adding it if it is new.
  public func intern(_ string: String) -> Sym { intern(string, after: .empty).sym }

  /// The symbol for `string`, adding it if it is new, and the hash of its bytes, to go on from
  /// for a longer string that starts with it. `prefix` is the hash of `string`'s first
  /// `prefix.count` bytes (``HashPrefix/empty``, or the hash an earlier call returned for a
  /// string that `string` starts with): only the bytes after them are hashed, so a child's path
  /// costs its own component, not its parent's path again. Package-wide, not public: a prefix
  /// that is not `string`'s own would file it under another hash.
  package func intern(_ string: String, after prefix: HashPrefix) -> (sym: Sym, hash: HashPrefix) {
    let whole = string.withBorrowedUTF8 {
      Self.hash(UnsafeBufferPointer(rebasing: $0[prefix.count...]), after: prefix, seed: seed)
    }
    let hash = Self.finish(whole, seed: seed)
    if let sym = find(string, hash: hash) { return (sym, whole) }
    let sym = UInt32(strings.count)
    strings.append(string)
    if strings.count * 4 > slots.count * 3 { grow() }
    place(hash: hash, sym: sym)
    return (Sym(rawValue: sym), whole)
  }

  /// The hash of a string's first bytes, which ``StringTable/intern(_:after:)`` goes on from.
  package struct HashPrefix: Sendable {
    /// How many bytes were hashed.
    package fileprivate(set) var count: Int
    /// The folds of their whole words.
    fileprivate var state: UInt64
    /// Their last `count % 8` bytes, not folded yet, the first in the lowest byte.
    fileprivate var tail: UInt64

    /// The hash of no bytes.
    package static let empty = HashPrefix(count: 0, state: 0, tail: 0)
  }

  /// The symbol for `string` if it was interned already.
  public func lookup(_ string: String) -> Sym? {
    find(string, hash: Self.bytesHash(string, seed: seed))
  }

  /// The string of `sym`.
  public subscript(sym: Sym) -> String { strings[Int(sym.rawValue)] }

  public var count: Int { strings.count }

  /// The slots are read one by one in place: borrowing their buffer for the probe
  /// (`withUnsafeBufferPointer`) retained and released it on every look-up.
  private func find(_ string: String, hash: UInt32) -> Sym? {
    var i = Int(hash) & mask
    while true {
      let slot = slots[i]
      if slot.sym == IndexSlot.empty.sym { return nil }
      if slot.hash == hash && Self.sameBytes(strings[Int(slot.sym)], string) {
        return Sym(rawValue: slot.sym)
      }
      i = (i + 1) & mask
    }
  }

  /// Whether `a` and `b` have the same UTF-8 bytes: the index tells strings apart by their
  /// bytes, as it hashes them, so that which of two canonically equal spellings match does not
  /// depend on the seed.
  fileprivate static func sameBytes(_ a: String, _ b: String) -> Bool {
    a.withBorrowedUTF8 { a in
      b.withBorrowedUTF8 { b in
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
      }
    }
  }

  /// A hash of `string`'s UTF-8 bytes, keyed by `seed`.
  fileprivate static func bytesHash(_ string: String, seed: StringHashSeed) -> UInt32 {
    finish(string.withBorrowedUTF8 { hash($0, after: .empty, seed: seed) }, seed: seed)
  }

  /// `prefix` continued with `bytes`: their words (eight bytes, the first in the lowest byte,
  /// counted from the start of the whole string) folded as whole words are, the rest kept in
  /// the tail. Hashing a string in parts gives what hashing it at once does. The standard hasher
  /// (SipHash) took most of the cost of interning a path. This one folds a 128-bit product per
  /// word, as wyhash does, with both of its operands mixed with the process's random seed: a
  /// file read with strings chosen to collide cannot be built without knowing the seed, which
  /// is what keeps reading a crafted trace from going quadratic.
  private static func hash(
    _ bytes: UnsafeBufferPointer<UInt8>, after prefix: HashPrefix, seed: StringHashSeed
  ) -> HashPrefix {
    var hash = prefix
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return hash }
    var offset = 0
    var pending = hash.count & 7
    if pending != 0 {
      while pending < 8 && offset < bytes.count {
        hash.tail |= UInt64(bytes[offset]) << UInt64(8 * pending)
        pending += 1
        offset += 1
      }
      if pending == 8 {
        hash.state = fold(hash.tail ^ seed.word, hash.state ^ seed.state)
        hash.tail = 0
      }
    }
    while offset + 8 <= bytes.count {
      let word = UInt64(
        littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash.state = fold(word ^ seed.word, hash.state ^ seed.state)
      offset += 8
    }
    var shift: UInt64 = 0
    while offset < bytes.count {
      hash.tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    hash.count += bytes.count
    return hash
  }

  /// The index's hash of the bytes `hash` was made of: their tail folded, then their count.
  private static func finish(_ hash: HashPrefix, seed: StringHashSeed) -> UInt32 {
    var state = hash.state
    if hash.count & 7 != 0 { state = fold(hash.tail ^ seed.word, state ^ seed.state) }
    state = fold(state ^ seed.state ^ UInt64(hash.count), 0xBF58_476D_1CE4_E5B9)
    return UInt32(truncatingIfNeeded: state ^ (state >> 32))
  }

  /// The high and low halves of `a × b`, XORed.
  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  /// Puts `sym` in the first empty slot from its hash's.
  private func place(hash: UInt32, sym: UInt32) {
    slots.withUnsafeMutableBufferPointer { slots in
      var i = Int(hash) & mask
      while slots[i].sym != IndexSlot.empty.sym { i = (i + 1) & mask }
      slots[i] = IndexSlot(hash: hash, sym: sym)
    }
  }

  /// Doubles the slots, placing each symbol again by its kept hash.
  private func grow() {
    let old = slots
    slots = Array(repeating: .empty, count: old.count * 2)
    mask = slots.count - 1
    for slot in old where slot.sym != IndexSlot.empty.sym { place(hash: slot.hash, sym: slot.sym) }
  }
}

/// The serial number of the last ``StringTable`` made.
private let tableSerials = Atomic<UInt64>(0)

/// The keys of ``StringTable``'s hash, drawn at random once per process (as the standard
/// hasher's seed is): every table of the process hashes alike, and no two processes do.
struct StringHashSeed: Sendable {
  /// Mixed into the starting state and the last fold.
  let state: UInt64
  /// Mixed into each word of the string.
  let word: UInt64

  init() {
    var generator = SystemRandomNumberGenerator()
    state = generator.next()
    word = generator.next()
  }
}

/// The process's seed, drawn at first use.
private let stringHashSeed = StringHashSeed()

extension String {
  /// A hash of the string's UTF-8 bytes as ``StringTable`` hashes them, mixed with `seed` (a
  /// dictionary's): for a dictionary key compared by its bytes (``hasSameBytes(as:)``), hashed
  /// without the standard library's SipHash, which is a call into the Swift runtime per look-up.
  package func bytesHash(seed: Int) -> Int {
    wordHash(UInt(StringTable.bytesHash(self, seed: stringHashSeed)), seed: seed)
  }

  /// Whether the string has the same UTF-8 bytes as `other`, as ``bytesHash(seed:)`` tells them
  /// apart (two canonically equal spellings in different bytes are different).
  package func hasSameBytes(as other: String) -> Bool { StringTable.sameBytes(self, other) }

  /// Calls `body` with the string's UTF-8 bytes read in place, without the copy of the string
  /// (a reference count up and down) that `withUTF8`, a mutating method, needs; a string whose
  /// bytes are not contiguous is copied into contiguous storage first.
  package func withBorrowedUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
