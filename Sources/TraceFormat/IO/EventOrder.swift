/// The order both formats require of events (docs/trace-format.md): each `seq` greater than the
/// one before, each `cause` an earlier event (or `.none`). Readers refuse the rest, so that no
/// consumer meets a cycle or an event that causes itself.
struct EventOrder {
  private var last: Seq?

  /// What is wrong with `e` after the events checked so far, or nil (and `e` is taken).
  mutating func check(_ e: TraceEvent) -> String? {
    if let last, e.seq <= last {
      return "event seq \(e.seq.rawValue) does not follow seq \(last.rawValue)"
    }
    if !e.cause.isNone && e.cause >= e.seq {
      return
        "event \(e.seq.rawValue) names cause \(e.cause.rawValue), which is not an earlier event"
    }
    last = e.seq
    return nil
  }

  /// Checks a run whose events `inner`, fresh before them, has checked on their own and whose
  /// first event is `first`: the run must follow the events checked so far. On a failure none
  /// of them is taken.
  mutating func check(first: TraceEvent, checkedBy inner: EventOrder) -> String? {
    var order = self
    if let problem = order.check(first) { return problem }
    self = inner
    return nil
  }

  /// Checks the events of one run in order; on a failure none of them is taken.
  mutating func check(_ events: EventBuffer) -> String? {
    var order = self
    for i in 0..<events.count {
      if let problem = order.check(events.base[i]) { return problem }
    }
    self = order
    return nil
  }
}

extension FixedWidthInteger {
  /// `self + other`, or `max` if that overflows: for counts read from files.
  func saturatingAdd(_ other: Self) -> Self {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}
