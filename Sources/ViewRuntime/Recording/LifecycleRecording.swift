import TraceFormat

/// Identities appearing and disappearing, and what the runtime saw the app do wrong.
extension Recorder {
  /// Records that the node of path `identity` and type `name` became visible.
  func appear(identity: Sym, name: Sym, cause: Seq) -> Seq {
    record(.appear, identity: identity, cause: cause, name: name)
  }

  /// Records that the node of path `identity` and type `name` stopped being visible.
  func disappear(identity: Sym, name: Sym, cause: Seq) -> Seq {
    record(.disappear, identity: identity, cause: cause, name: name)
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
