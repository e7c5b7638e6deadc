/// The records of a viewer page's events, numbered in the order first seen, without holding a
/// dictionary of them: a table of slots (four bytes each, open addressing) that hold the index of
/// a record's first event, whose key is made again from that event, and a bit per event that
/// says which events are firsts. Records are numbered in the order of their first events, so a
/// record's number is how many firsts come before its own, counted from the bits.
struct RecordTable<Key: Hashable> {
  /// The index of a record's first event plus one in each slot, or 0 for an empty slot; the
  /// count is a power of two.
  private var slots: [UInt32]
  /// A bit per event numbered so far, set for the first event of each record.
  private var firsts: [UInt64] = []
  /// How many records begin before each word of `firsts`.
  private var before: [UInt32] = []
  /// How many records there are.
  private(set) var count = 0

  init() { slots = [UInt32](repeating: 0, count: 1024) }

  /// The number of the record `key` (made by `keyOf` from any event index), the event at
  /// `index` becoming the first of a new record when none has that key. Events are numbered in
  /// order: `index` is greater than every index numbered before.
  mutating func record(_ key: Key, at index: Int, keyOf: (Int) -> Key) -> Int {
    precondition(index < Int(UInt32.max), "too many events for one page")
    while firsts.count <= index >> 6 {
      before.append(UInt32(count))
      firsts.append(0)
    }
    if (count + 1) * 4 > slots.count * 3 { grow(keyOf: keyOf) }
    let (first, slot) = probe(key, keyOf: keyOf)
    if let first { return rank(first) }
    slots[slot] = UInt32(index + 1)
    firsts[index >> 6] |= 1 << UInt64(index & 63)
    count += 1
    return count - 1
  }

  /// The number of the record of the event at `index`, whose key is `key`, once every event
  /// has been numbered.
  func record(of key: Key, at index: Int, keyOf: (Int) -> Key) -> Int {
    if firsts[index >> 6] & 1 << UInt64(index & 63) != 0 { return rank(index) }
    guard let first = probe(key, keyOf: keyOf).first else {
      preconditionFailure("event \(index) was not numbered")
    }
    return rank(first)
  }

  /// The first event of the record whose key is `key`, or nil with the empty slot where it
  /// would go.
  private func probe(_ key: Key, keyOf: (Int) -> Key) -> (first: Int?, slot: Int) {
    let mask = slots.count - 1
    var slot = key.hashValue & mask
    while slots[slot] != 0 {
      let first = Int(slots[slot]) - 1
      if keyOf(first) == key { return (first, slot) }
      slot = (slot + 1) & mask
    }
    return (nil, slot)
  }

  /// Calls `body` with the index of each record's first event, in record order.
  func forEachFirst(_ body: (Int) -> Void) {
    for (w, word) in firsts.enumerated() {
      var bits = word
      while bits != 0 {
        body(w << 6 | bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
  }

  /// The number of the record whose first event is at `first`.
  private func rank(_ first: Int) -> Int {
    let below = firsts[first >> 6] & (1 << UInt64(first & 63) - 1)
    return Int(before[first >> 6]) + below.nonzeroBitCount
  }

  private mutating func grow(keyOf: (Int) -> Key) {
    slots = []
    slots = [UInt32](repeating: 0, count: max(1024, count * 8 / 3).nextPowerOfTwo)
    let mask = slots.count - 1
    forEachFirst { first in
      var slot = keyOf(first).hashValue & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = UInt32(first + 1)
    }
  }
}

extension Int {
  /// The least power of two at least `self` (at least 1).
  fileprivate var nextPowerOfTwo: Int {
    self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
  }
}
