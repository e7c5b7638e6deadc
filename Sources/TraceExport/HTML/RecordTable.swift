/// The records of a viewer page's events, numbered in the order first seen: a table of record
/// numbers (four bytes a slot, open addressing) whose keys are not stored but made again from
/// each record's first event, so that a page of 10^7 events with millions of distinct records
/// does not hold a dictionary of them.
struct RecordTable<Key: Hashable> {
  /// The record number in each slot, or -1 for an empty slot; the count is a power of two.
  private var slots: [Int32]
  /// What each record stands for: the index of its first event, in record order.
  private(set) var firsts: [Int] = []

  init() { slots = [Int32](repeating: -1, count: 1024) }

  /// The number of the record `key` (made by `keyOf` from any event index), the event at
  /// `index` becoming the first of a new record when none has that key.
  mutating func record(_ key: Key, at index: Int, keyOf: (Int) -> Key) -> Int {
    if (firsts.count + 1) * 4 > slots.count * 3 { grow(keyOf: keyOf) }
    let mask = slots.count - 1
    var slot = key.hashValue & mask
    while slots[slot] >= 0 {
      let record = Int(slots[slot])
      if keyOf(firsts[record]) == key { return record }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(firsts.count)
    firsts.append(index)
    return firsts.count - 1
  }

  private mutating func grow(keyOf: (Int) -> Key) {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (record, first) in firsts.enumerated() {
      var slot = keyOf(first).hashValue & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(record)
    }
  }
}
