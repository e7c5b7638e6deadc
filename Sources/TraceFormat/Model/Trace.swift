/// A whole trace in memory: its header, its string table and its events.
public struct Trace: Sendable, Hashable {
  public var header: TraceHeader
  /// The string table; index 0 is the empty string. `Sym(i)` refers to `strings[i]`.
  public var strings: [String]
  public var events: [TraceEvent]

  public init(header: TraceHeader, strings: [String], events: [TraceEvent]) {
    self.header = header
    self.strings = strings
    self.events = events
  }

  /// The text of `sym`.
  public subscript(sym: Sym) -> String { strings[Int(sym.rawValue)] }

  /// The event with sequence number `seq`, if the trace holds it.
  public func event(seq: UInt64) -> TraceEvent? {
    guard let first = events.first?.seq, seq >= first else { return nil }
    let i = Int(seq - first)
    return i < events.count && events[i].seq == seq ? events[i] : nil
  }
}
