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
public final class StringTable {
  public private(set) var strings: [String] = [""]
  private var index: [HashedString: Sym] = [HashedString(""): .none]
  /// This table, told apart from every other table of the process (an address is not: it is
  /// reused once a table is freed), for a cache that keeps the symbols of one table.
  public let identity = Identity()

  /// What tells a table apart from every other table made in the process.
  public struct Identity: Hashable, Sendable {
    private let serial: UInt64

    fileprivate init() { serial = tableSerials.add(1, ordering: .relaxed).newValue }
  }

  public init() {}

  /// Creates a table holding `strings`, which must start with the empty string.
  public init(strings: [String]) {
    precondition(strings.first == "", "a string table starts with the empty string")
    self.strings = strings
    for (i, s) in strings.enumerated() {
      let key = HashedString(s)
      if index[key] == nil { index[key] = Sym(rawValue: UInt32(i)) }
    }
  }

  /// The symbol for `string`, adding it if it is new.
  public func intern(_ string: String) -> Sym {
    let next = Sym(rawValue: UInt32(strings.count))
    // One look-up, which hashes `string` once: a new string gets `next` as it is found missing.
    let sym = Self.value(&index[HashedString(string), default: next])
    if sym == next { strings.append(string) }
    return sym
  }

  private static func value(_ sym: inout Sym) -> Sym { sym }

  /// The symbol for `string` if it was interned already.
  public func lookup(_ string: String) -> Sym? { index[HashedString(string)] }

  /// The string of `sym`.
  public subscript(sym: Sym) -> String { strings[Int(sym.rawValue)] }

  public var count: Int { strings.count }
}

/// A string with its hash, computed once: growing the table's index rehashes the hash, not the
/// string (a trace of 10^4 rows interns 10^4 paths, and each growth rehashed every one of them).
private struct HashedString: Hashable {
  let string: String
  let hash: Int

  init(_ string: String) {
    self.string = string
    hash = string.hashValue
  }

  static func == (a: HashedString, b: HashedString) -> Bool {
    a.hash == b.hash && a.string == b.string
  }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// The string's hash, mixed with the table's seed without hashing it again: the index asks
  /// for it on every look-up, and `hash` is already the output of the standard hasher.
  func _rawHashValue(seed: Int) -> Int { hash ^ seed }
}

/// The serial number of the last ``StringTable`` made.
private let tableSerials = Atomic<UInt64>(0)
