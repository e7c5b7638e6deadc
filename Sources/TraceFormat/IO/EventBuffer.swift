/// A reusable run of decoded events in raw memory: what one chunk holds.
final class EventBuffer {
  private(set) var base: UnsafeMutablePointer<TraceEvent>
  private(set) var capacity: Int
  var count = 0

  /// Starts with room for `capacity` events; ``reset(capacity:)`` makes more as runs need it.
  init(capacity: Int = 0) {
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

  /// Appends `event`, doubling the room when it is full.
  func append(_ event: TraceEvent) {
    if count == capacity {
      let grown = UnsafeMutablePointer<TraceEvent>.allocate(capacity: max(64, 2 * capacity))
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity = max(64, 2 * capacity)
    }
    (base + count).initialize(to: event)
    count += 1
  }

  /// Trades contents with `other`, without copying events.
  func exchange(with other: EventBuffer) {
    swap(&base, &other.base)
    swap(&capacity, &other.capacity)
    swap(&count, &other.count)
  }
}
