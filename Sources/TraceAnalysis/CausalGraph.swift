import TraceFormat

/// The graph that each event's `cause` makes: every event points back at the event that caused
/// it, so any symptom can be walked back to the input that started it.
public struct CausalGraph: Sendable {
  public let trace: Trace

  public init(trace: Trace) { self.trace = trace }

  /// The event with sequence number `seq`, if the trace holds it (salvaged traces included).
  public func event(_ seq: Seq) -> TraceEvent? { trace.event(seq: seq) }

  /// The position of `seq` in the trace's events, if it is there.
  func index(of seq: Seq) -> Int? { trace.index(ofSeq: seq) }

  /// The causes of `seq` back to the first one, oldest first, ending with `seq` itself.
  public func path(to seq: Seq) -> [Seq] {
    var path: [Seq] = []
    var current = seq
    while let event = event(current) {
      path.append(current)
      // Causes always point backwards; anything else would be a damaged trace.
      guard !event.cause.isNone, event.cause < current else { break }
      current = event.cause
    }
    return path.reversed()
  }

  /// The nearest event at or above `seq` on its causal path that satisfies `predicate`.
  public func firstCause(of seq: Seq, where predicate: (TraceEvent) -> Bool) -> TraceEvent? {
    var current = seq
    while let event = event(current) {
      if predicate(event) { return event }
      guard !event.cause.isNone, event.cause < current else { return nil }
      current = event.cause
    }
    return nil
  }

  /// The events on the causal paths to every one of `seqs`, each once, in trace order.
  public func chain(to seqs: [Seq]) -> [Seq] {
    Array(Set(seqs.flatMap { path(to: $0) })).sorted()
  }
}

/// The identity decisions with a reason of their own: where a subtree's insertion or removal
/// began, above the decisions it carried down.
extension CausalGraph {
  /// The insertion decision that put the identity of `seq` (a slot-create, a decision or a body)
  /// in the tree with a reason of its own: above the `first-appearance` decisions of a new subtree.
  func insertionRoot(of seq: Seq) -> TraceEvent? {
    var current = event(seq)
    while let e = current {
      switch e.kind {
      case .identity where e.code == IdentityDecision.inserted.rawValue:
        if e.reason != DecisionReason.firstAppearance.rawValue { return e }
      case .bodyBegin, .slotCreate, .appear:
        break
      default:
        return nil
      }
      guard !e.cause.isNone, e.cause < e.seq else { return nil }
      current = event(e.cause)
    }
    return nil
  }

  /// The removal decision with a reason of its own above `seq` (a slot-destroy, a disappear or a
  /// `parent-removed` decision).
  func removalRoot(of seq: Seq) -> TraceEvent? {
    var current = event(seq)
    while let e = current {
      if e.kind == .identity, e.code == IdentityDecision.removed.rawValue,
        e.reason != DecisionReason.parentRemoved.rawValue
      {
        return e
      }
      guard e.kind == .identity || e.kind == .slotDestroy || e.kind == .disappear,
        !e.cause.isNone, e.cause < e.seq
      else { return nil }
      current = event(e.cause)
    }
    return nil
  }
}
