/// A reusable run of decoded events in raw memory: what one chunk holds.
final class EventBuffer {
  private(set) var base: UnsafeMutablePointer<TraceEvent>
  private(set) var capacity: Int
  var count = 0

  init(capacity: Int = 16 * 1024) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  /// Empties the buffer and makes room for `n` events.
  func reset(capacity n: Int) {
    count = 0
    if n > capacity {
      base.deallocate()
      capacity = n
      base = .allocate(capacity: n)
    }
  }

  /// Trades contents with `other`, without copying events.
  func exchange(with other: EventBuffer) {
    swap(&base, &other.base)
    swap(&capacity, &other.capacity)
    swap(&count, &other.count)
  }
}
