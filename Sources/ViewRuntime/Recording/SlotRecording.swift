import TraceFormat

/// The life of state: `@State` slots, and writes to the properties of models.
extension Recorder {
  /// Records that `slot` was created, declared at `site` with values of type `typeName`, holding
  /// its initial value.
  func slotCreate(_ slot: Slot, typeName: String, site: String, cause: Seq) {
    if typeName != lastSlotDeclaration.typeName.text {
      lastSlotDeclaration.typeName = (typeName, intern(typeName))
    }
    if site != lastSlotDeclaration.site.text {
      lastSlotDeclaration.site = (site, intern(site))
    }
    record(
      .slotCreate, identity: slot.identity, cause: cause, code: slot.kind.rawValue,
      name: slot.labelSym, type: lastSlotDeclaration.typeName.sym,
      site: lastSlotDeclaration.site.sym, after: intern(slot.rendered.text))
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

/// The type name and site of the last slot created, with their symbols: a list's rows create
/// their slots with the same two strings (one storage each, compared by its address), which
/// are interned once.
struct SlotDeclarationSymbols {
  var typeName: (text: String, sym: Sym) = ("", .none)
  var site: (text: String, sym: Sym) = ("", .none)
}
