import TraceFormat

/// An event with its strings resolved, for readable assertions.
struct Resolved: CustomStringConvertible {
  let event: TraceEvent
  let identity: String
  let name: String
  let before: String
  let after: String
  let site: String

  var seq: UInt64 { event.seq }
  var kind: EventKind { event.kind }
  var description: String { "\(seq) \(kind) \(identity) \(name) \(before)→\(after)" }
}

extension Trace {
  /// Every event of `kind`, resolved, optionally only those whose identity ends with `suffix`.
  func resolved(_ kind: EventKind, at suffix: String? = nil) -> [Resolved] {
    events.filter { $0.kind == kind }.map(resolve).filter {
      suffix == nil || $0.identity.hasSuffix(suffix!)
    }
  }

  func resolve(_ event: TraceEvent) -> Resolved {
    Resolved(
      event: event, identity: self[event.identity], name: self[event.name],
      before: self[event.before],
      after: self[event.after], site: self[event.site])
  }

  /// The event `seq` resolved.
  func resolved(seq: UInt64) -> Resolved? { event(seq: seq).map(resolve) }

  /// The chain of causes from `seq` back to an event with no cause, newest first.
  func causes(of seq: UInt64) -> [Resolved] {
    var chain: [Resolved] = []
    var current = event(seq: seq)
    while let event = current {
      chain.append(resolve(event))
      current = event.cause == 0 ? nil : self.event(seq: event.cause)
    }
    return chain
  }
}

extension String {
  /// The last component of an identity path.
  var lastComponent: String { split(separator: "/").last.map(String.init) ?? self }
}
