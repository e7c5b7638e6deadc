import TraceFormat

/// Body evaluations and what they read.
extension Recorder {
  /// Records that the body of `node` begins.
  func bodyBegin(_ node: Node, cause: Seq) -> Seq {
    record(.bodyBegin, identity: node.pathSym, cause: cause, name: node.typeSym)
  }

  /// Records that the body of `node` ended after `duration` nanoseconds.
  func bodyEnd(_ node: Node, duration: UInt64, cause: Seq) {
    record(.bodyEnd, identity: node.pathSym, cause: cause, name: node.typeSym, value: duration)
  }

  /// Records that the evaluation of `identity` read `name`; with kind `clock`, that a task of
  /// `identity` woke up from what `name` says (`sleep 300 ms`).
  @discardableResult
  func read(_ kind: DependencyKind, name: String, identity: Sym, cause: Seq) -> Seq {
    let name = lastRead.symbol(for: name, in: self)
    return record(.read, identity: identity, cause: cause, code: kind.rawValue, name: name)
  }
}
