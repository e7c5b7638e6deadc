import TraceFormat

/// Why a body evaluation ran: the one answer that `why`, `explain` and every exporter give.
/// ``Timeline`` decides it for each body (``BodySpan/cause``).
public enum BodyCause: UInt8, CaseIterable, Sendable {
  /// A `@State` slot of the view was written.
  case slot
  /// An `@Observable` property it read changed.
  case observable
  /// An `ObservableObject` it observes published a change.
  case published
  /// An environment value it read changed.
  case environment
  /// Its parent built it with different inputs (`@self(…)`).
  case parentInputs
  /// Its identity is new: its first body (`@identity`).
  case newIdentity
  /// The trace records no cause for it (a damaged or partial trace).
  case other

  /// The stable kebab-case name: `parent-inputs`, `new-identity`.
  public var name: String {
    switch self {
    case .slot: "slot"
    case .observable: "observable"
    case .published: "published"
    case .environment: "environment"
    case .parentInputs: "parent-inputs"
    case .newIdentity: "new-identity"
    case .other: "other"
    }
  }

  /// The invalidation reason it stands for, nil for a new identity or an unknown cause.
  public var invalidationReason: InvalidationReason? {
    switch self {
    case .slot: .slot
    case .observable: .observable
    case .published: .published
    case .environment: .environment
    case .parentInputs: .parentInputs
    case .newIdentity, .other: nil
    }
  }

  /// The cause of the body that began with `begin`, and the event it ran for: the nearest
  /// invalidation or identity insertion on its cause chain. The runtime names as a body's cause
  /// the invalidation that first made it dirty, however many followed before the body ran; a
  /// body with no cause at all is the root's first. ``Timeline`` decides each body's cause with
  /// it; the exporters call it directly, to spare a trace of 10^6 events a full analysis pass.
  package static func of(_ begin: TraceEvent, in trace: Trace) -> (cause: BodyCause, event: Seq) {
    guard begin.cause != 0 else { return (.newIdentity, 0) }
    var seq = begin.cause
    for _ in 0..<64 {
      guard let event = trace.event(seq: seq) else { break }
      if event.kind == .invalidate {
        return (event.code(as: InvalidationReason.self).map(BodyCause.init) ?? .other, seq)
      }
      if event.kind == .identity, event.code == IdentityDecision.inserted.rawValue {
        return (.newIdentity, seq)
      }
      guard event.cause != 0, event.cause < seq else { break }
      seq = event.cause
    }
    return (.other, 0)
  }

  /// The cause that an invalidation for `reason` gives.
  init(_ reason: InvalidationReason) {
    switch reason {
    case .slot: self = .slot
    case .observable: self = .observable
    case .published: self = .published
    case .environment: self = .environment
    case .parentInputs: self = .parentInputs
    }
  }
}
