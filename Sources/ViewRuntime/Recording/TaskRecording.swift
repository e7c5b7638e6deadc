import TraceFormat

/// Tasks and the named effects they run.
extension Recorder {
  /// Records that task `id` of `kind` started for `identity`, named `label`, declared at `site`,
  /// for the `.task(id:)` value `idValue`. The texts are symbols: an unstructured task's site
  /// was interned with the context it was created in.
  func taskStart(
    id: UInt64, kind: TaskKind, identity: Sym, label: Sym, site: Sym, idValue: Sym = .none,
    cause: Seq
  ) -> Seq {
    record(
      .taskStart, identity: identity, cause: cause, code: kind.rawValue, name: label, site: site,
      after: idValue, value: id)
  }

  /// Records that `task` was cancelled.
  func taskCancel(_ task: TaskRecord, reason: CancelReason, cause: Seq) -> Seq {
    record(
      .taskCancel, identity: task.node?.pathSym ?? .none, cause: cause, code: reason.rawValue,
      value: task.id)
  }

  /// Records that `task` ended.
  func taskEnd(_ task: TaskRecord, outcome: TaskOutcome, cause: Seq) {
    record(
      .taskEnd, identity: task.node?.pathSym ?? .none, cause: cause, code: outcome.rawValue,
      value: task.id)
  }

  /// Records that effect `id`, `name` (`GET /notes/17`), began at `site` for `identity`.
  func effectBegin(id: UInt64, name: String, site: String, identity: Sym, cause: Seq) -> Seq {
    record(
      .effectBegin, identity: identity, cause: cause, name: intern(name), site: intern(site),
      value: id)
  }

  /// Records that effect `id`, `name`, ended.
  func effectEnd(
    id: UInt64, name: String, outcome: EffectOutcome, identity: Sym, cause: Seq
  ) -> Seq {
    record(
      .effectEnd, identity: identity, cause: cause, code: outcome.rawValue, name: intern(name),
      value: id)
  }
}
