import TraceFormat

/// Where the trace's events sit on a layout's axis, found by index or by seq: what the layout
/// and its spans, which are placed when read, share.
struct EventPlaces {
  let events: EventStore
  /// The time axis's position of each event; unused on the sequence axis.
  let positions: AxisPositions
  let isTime: Bool
  /// The seq of the first event when the trace has no gap (event `i` has seq `first + i`), so
  /// that an event's index follows from its seq without reading the events; nil otherwise.
  var gaplessFrom: Seq? = nil

  /// Where the event `seq` sits on the axis.
  func position(ofSeq seq: Seq) -> UInt64 {
    isTime ? positions[index(ofSeq: seq)] : seq.rawValue
  }

  /// Where the event at `index` in the trace's events sits on the axis.
  func position(atIndex index: Int) -> UInt64 {
    isTime ? positions[index] : events[index].seq.rawValue
  }

  /// The index of the event `seq` in the trace's events (sequence gaps allowed); when the trace
  /// does not hold it, of the first event after it, or of the last event.
  func index(ofSeq seq: Seq) -> Int {
    if let first = gaplessFrom, seq >= first {
      return min(Int(clamping: first.distance(to: seq)), events.count - 1)
    }
    let guess = Int(truncatingIfNeeded: (events.first?.seq ?? .none).distance(to: seq))
    if guess >= 0, guess < events.count, events[guess].seq == seq { return guess }
    var lo = 0
    var hi = events.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if events[mid].seq < seq { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
