import TraceFormat

/// Builds traces for tests: interns strings, numbers events and advances a clock by 1 µs.
public final class TraceBuilder {
  private let strings = StringTable()
  public private(set) var events: [TraceEvent] = []
  public var update: UInt32 = 0
  public var time: UInt64 = 0
  public var header = TraceHeader(scenario: "test", runtimeVersion: "0.1", clock: .deterministic)

  /// Appends an event and returns its seq.
  @discardableResult
  public func add(
    _ kind: EventKind, _ identity: String = "", cause: Seq = .none, code: UInt8 = 0,
    reason: UInt8 = 0,
    name: String = "", type: String = "", site: String = "", before: String = "",
    after: String = "",
    value: UInt64 = 0
  ) -> Seq {
    time += 1_000
    let seq = Seq(index: events.count)
    events.append(
      TraceEvent(
        seq: seq, time: time, update: update, cause: cause, kind: kind, identity: sym(identity),
        code: code,
        reason: reason, name: sym(name), type: sym(type), site: sym(site), before: sym(before),
        after: sym(after), value: value))
    return seq
  }

  public init() {}

  private func sym(_ s: String) -> Sym { s.isEmpty ? .none : strings.intern(s) }

  public var trace: Trace {
    Trace(header: header, strings: strings.strings, events: EventStore(events))
  }
}
