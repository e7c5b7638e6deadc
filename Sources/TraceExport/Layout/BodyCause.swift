import TraceFormat

/// Why a body was evaluated, found by walking its `cause` chain back to the nearest
/// invalidation or identity insertion.
enum BodyCause: UInt8, CaseIterable {
  case slot, observable, published, environment, parentInputs, newIdentity, other

  /// The stable kebab-case name, used in tooltips, legends and exported data.
  var name: String {
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

  /// The colour of bodies with this cause.
  var color: String {
    switch self {
    case .slot: "#e8590c"
    case .observable: "#1c7ed6"
    case .published: "#7048e8"
    case .environment: "#2b8a3e"
    case .parentInputs: "#868e96"
    case .newIdentity: "#f08c00"
    case .other: "#343a40"
    }
  }

  /// The cause of the body that began with `begin`.
  init(of begin: TraceEvent, in trace: Trace) {
    self = Self.origin(of: begin, in: trace).cause
  }

  /// The cause of the body that began with `begin`, and the seq of the invalidation or
  /// insertion that caused it (0 when none did).
  static func origin(of begin: TraceEvent, in trace: Trace) -> (cause: BodyCause, source: UInt64) {
    var seq = begin.cause
    for _ in 0..<64 {
      guard seq != 0, let event = trace.event(seq: seq) else { break }
      if event.kind == .invalidate {
        return (Self(event.code(as: InvalidationReason.self)), seq)
      }
      if event.kind == .identity, event.code(as: IdentityDecision.self) == .inserted {
        return (.newIdentity, seq)
      }
      guard event.cause < seq else { break }
      seq = event.cause
    }
    return (.other, 0)
  }

  private init(_ reason: InvalidationReason?) {
    switch reason {
    case .slot: self = .slot
    case .observable: self = .observable
    case .published: self = .published
    case .environment: self = .environment
    case .parentInputs: self = .parentInputs
    case nil: self = .other
    }
  }
}
