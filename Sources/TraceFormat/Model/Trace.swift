/// A whole trace in memory: its header, its string table and its events.
public struct Trace: Sendable, Hashable {
  public var header: TraceHeader
  /// The string table; index 0 is the empty string. `Sym(i)` refers to `strings[i]`.
  public var strings: [String]
  /// The events, packed (``EventStore``): read them as an array, add them with `append`.
  public var events: EventStore

  public init(header: TraceHeader, strings: [String], events: EventStore) {
    self.header = header
    self.strings = strings
    self.events = events
  }

  /// The text of `sym`.
  public subscript(sym: Sym) -> String { strings[Int(sym.rawValue)] }

  /// The event with sequence number `seq`, if the trace holds it.
  public func event(seq: Seq) -> TraceEvent? {
    // Where consecutive numbers put it, rebuilt once; elsewhere, searched for.
    if !events.isEmpty, seq >= events.seq(at: 0) {
      let guess = events.seq(at: 0).distance(to: seq)
      if guess < UInt64(events.count) {
        let event = events[Int(guess)]
        if event.seq == seq { return event }
      }
    }
    return index(ofSeq: seq).map { events[$0] }
  }

  /// The position of the event with sequence number `seq` in ``events``, if the trace holds it.
  /// Sequence numbers are consecutive, except in a salvaged trace that lost chunks: then the
  /// event is searched for, so a gap costs a search, not an answer.
  public func index(ofSeq seq: Seq) -> Int? {
    guard !events.isEmpty else { return nil }
    let first = events.seq(at: 0)
    guard seq >= first else { return nil }
    let guess = first.distance(to: seq)
    if guess < UInt64(events.count), events.seq(at: Int(guess)) == seq { return Int(guess) }
    var low = 0
    var high = min(events.count, Int(clamping: guess))
    while low < high {
      let mid = (low + high) / 2
      if events.seq(at: mid) < seq { low = mid + 1 } else { high = mid }
    }
    return low < events.count && events.seq(at: low) == seq ? low : nil
  }
}
