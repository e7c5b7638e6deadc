import TraceFormat

/// An event with its strings resolved, for readable assertions.
public struct Resolved: CustomStringConvertible {
  public let event: TraceEvent
  public let identity: String
  public let name: String
  public let before: String
  public let after: String
  public let site: String

  public var seq: Seq { event.seq }
  public var kind: EventKind { event.kind }
  public var description: String {
    "\(seq.rawValue) \(kind) \(identity) \(name) \(before)→\(after)"
  }
}

extension Trace {
  /// Every event of `kind`, resolved, optionally only those whose identity ends with `suffix`.
  public func resolved(_ kind: EventKind, at suffix: String? = nil) -> [Resolved] {
    events.filter { $0.kind == kind }.map(resolve).filter {
      suffix == nil || $0.identity.hasSuffix(suffix!)
    }
  }

  public func resolve(_ event: TraceEvent) -> Resolved {
    Resolved(
      event: event, identity: self[event.identity], name: self[event.name],
      before: self[event.before],
      after: self[event.after], site: self[event.site])
  }

  /// The last path component of each body that began after the first `count` events.
  public func bodies(after count: Int) -> [String] {
    events.dropFirst(count).filter { $0.kind == .bodyBegin }.map {
      IdentityPath(self[$0.identity]).last
    }
  }

  /// The event `seq` resolved.
  public func resolved(seq: Seq) -> Resolved? { event(seq: seq).map(resolve) }

  /// The chain of causes from `seq` back to an event with no cause, newest first.
  public func causes(of seq: Seq) -> [Resolved] {
    var chain: [Resolved] = []
    var current = event(seq: seq)
    while let event = current {
      chain.append(resolve(event))
      current = event.cause.isNone ? nil : self.event(seq: event.cause)
    }
    return chain
  }
}

extension String {
  /// The last component of an identity path.
  public var lastComponent: String { IdentityPath(self).last }
}
