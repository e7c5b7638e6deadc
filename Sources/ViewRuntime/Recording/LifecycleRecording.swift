import TraceFormat

/// Identities appearing and disappearing, and what the runtime saw the app do wrong.
extension Recorder {
  /// Records that `node` became visible.
  func appear(_ node: Node, cause: Seq) -> Seq {
    record(.appear, identity: node.pathSym, cause: cause, name: node.typeSym)
  }

  /// Records that `node` stopped being visible.
  func disappear(_ node: Node, cause: Seq) -> Seq {
    record(.disappear, identity: node.pathSym, cause: cause, name: node.typeSym)
  }

  /// Records a warning about `identity` (none when unknown), with its message and the `site`
  /// it concerns, when known.
  func warning(
    _ kind: WarningKind, message: String, site: String = "", identity: Sym, cause: Seq
  ) {
    record(
      .warning, identity: identity, cause: cause, code: kind.rawValue, name: intern(message),
      site: intern(site))
  }
}
