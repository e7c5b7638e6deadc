import TraceFormat

/// What starts work: the driver's inputs, and the invalidations that schedule bodies.
extension Recorder {
  /// Records a scripted input on `target`, found by `description` (`text "Save"`), with the
  /// value typed, toggled or stepped to.
  func input(_ action: InputAction, target: Node?, description: String, value: String) -> Seq {
    record(
      .input, identity: target?.pathSym ?? .none, cause: .none, code: action.rawValue,
      name: intern(description), after: intern(value))
  }

  /// Records that `node` must re-evaluate because `name` changed (`_count`, `Store.notes`,
  /// `\.colorScheme`, `@self(title)`).
  func invalidate(_ node: Node, reason: InvalidationReason, name: String, cause: Seq) -> Seq {
    record(
      .invalidate, identity: node.pathSym, cause: cause, code: reason.rawValue,
      name: intern(name))
  }

  /// Records that `node` must re-evaluate because its parent gave it the `inputs` that changed,
  /// with their values (see ``ChangedInputs``).
  func invalidate(_ node: Node, changedInputs inputs: [ChangedInput], cause: Seq) -> Seq {
    let values = ChangedInputs.values(of: inputs)
    return record(
      .invalidate, identity: node.pathSym, cause: cause,
      code: InvalidationReason.parentInputs.rawValue, name: intern(ChangedInputs.name(of: inputs)),
      before: intern(values.before), after: intern(values.after))
  }
}
