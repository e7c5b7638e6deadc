import TraceFormat
import TraceTestSupport
import ViewRuntime

/// What the last input of a trace made happen: the views invalidated (`last-component reason
/// name`), the
/// bodies that ran, and what the leaves show afterwards (`component before → after`).
struct Aftermath {
  let invalidated: [String]
  /// The whole paths of the identities invalidated.
  let invalidatedPaths: [String]
  let bodies: [String]
  let displays: [String]
  /// The identities inserted and removed after the input, by their last component.
  let inserted: [String]
  let removed: [String]
  /// The kinds of the events that caused each invalidation, back to the input, newest first.
  let chains: [[EventKind]]

  init(_ trace: Trace) {
    self.init(trace, after: trace.resolved(.input).last?.seq ?? .none)
  }

  /// What happened after the event `input` (an input, or a write no input made).
  init(_ trace: Trace, after input: Seq) {
    func after(_ kind: EventKind) -> [Resolved] { trace.resolved(kind).filter { $0.seq > input } }
    let invalidations = after(.invalidate)
    invalidated = invalidations.map {
      let reason = InvalidationReason(rawValue: $0.event.code).map { "\($0)" } ?? "?"
      return "\($0.identity.lastComponent) \(reason) \($0.name)"
    }
    invalidatedPaths = invalidations.map(\.identity)
    bodies = after(.bodyBegin).map(\.identity)
    displays = after(.display).map { "\($0.identity.lastComponent) \($0.before) → \($0.after)" }
    let decisions = after(.identity)
    inserted = decisions.filter { $0.event.code == IdentityDecision.inserted.rawValue }.map {
      $0.identity.lastComponent
    }
    removed = decisions.filter { $0.event.code == IdentityDecision.removed.rawValue }.map {
      $0.identity.lastComponent
    }
    chains = invalidations.map { trace.causes(of: $0.seq).map(\.kind) }
  }
}
