import TraceFormat

/// The life of state: `@State` slots, and writes to the properties of models.
extension Recorder {
  /// Records that `slot` was created, declared at `site` with values of type `typeName`, holding
  /// its initial value.
  func slotCreate(_ slot: Slot, typeName: String, site: String, cause: Seq) {
    let type = lastSlotType.symbol(for: typeName, in: self)
    let site = lastSlotSite.symbol(for: site, in: self)
    record(
      .slotCreate, identity: slot.identity, cause: cause, code: slot.kind.rawValue,
      name: slot.labelSym, type: type, site: site, after: intern(slot.rendered.text))
  }

  /// Records that `writer` (in `task`, if a task) wrote `slot`, whose value was rendered
  /// `before` and is rendered `after`.
  func slotWrite(
    _ slot: Slot, before: String, after: String, writer: Writer, task: TaskRecord?, cause: Seq
  ) -> Seq {
    record(
      .slotWrite, identity: slot.identity, cause: cause, code: writer.rawValue,
      name: slot.labelSym, before: intern(before), after: intern(after), value: task?.id ?? 0)
  }

  /// Records that `slot` was destroyed with its identity, holding its last value.
  func slotDestroy(_ slot: Slot, cause: Seq) {
    record(
      .slotDestroy, identity: slot.identity, cause: cause, name: slot.labelSym,
      before: intern(slot.rendered.text))
  }

  /// Records that `writer` (in `task`, if a task) changed `property` of the model `identity`
  /// (`Store#1`) of type `type` from `before` to `after` (described values).
  func modelWrite(
    identity: Sym, type: Sym, property: String, before: String, after: String, writer: Writer,
    task: TaskRecord?, cause: Seq
  ) -> Seq {
    record(
      .modelWrite, identity: identity, cause: cause, code: writer.rawValue,
      name: intern(property), type: type, before: intern(before), after: intern(after),
      value: task?.id ?? 0)
  }
}
