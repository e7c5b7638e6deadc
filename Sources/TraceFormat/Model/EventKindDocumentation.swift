// Generated from the doc comments in Sources/TraceFormat/Model/EventKind.swift by
// tools/generate-event-docs.sh: do not edit.

extension EventKind {
  /// The doc comment of this kind: what it records, then each field it uses, `field`: meaning.
  public var documentation: String {
    switch self {
    case .updateBegin:
      #"""
      An update began. `code`: ``UpdateTrigger``. `cause`: the input or task event that started it.
      """#
    case .updateEnd:
      #"""
      An update ended. `value`: the number of bodies evaluated in it.
      """#
    case .input:
      #"""
      A user input from the driver. `code`: ``InputAction``. `identity`: the target.
      `name`: how the target was found (e.g. `text "Save"`). `after`: the value typed, toggled or stepped to.
      """#
    case .invalidate:
      #"""
      An identity was marked for re-evaluation. `code`: ``InvalidationReason``.
      `name`: what changed (`_count`, `Store.notes`, `\.colorScheme`, `@self(title)`; a parent's
      input that cannot be compared and was made afresh is marked `:closure` or `:binding`, as in
      `@self(onDelete:closure)`). `before`/`after`: for parent inputs, the values of the inputs
      that changed, from → to, one line per input named (see ``ChangedInputs``; empty for one
      marked, and in traces recorded before values were, format version 5 on).
      """#
    case .bodyBegin:
      #"""
      A body evaluation began. `name`: the view type.
      """#
    case .bodyEnd:
      #"""
      A body evaluation ended. `name`: the view type. `value`: its duration in nanoseconds.
      """#
    case .read:
      #"""
      A body read a dependency. `code`: ``DependencyKind``. `name`: what it read. With code
      `clock`, outside any body: a task woke up, and `name` is what it slept on (`sleep 300 ms`,
      `timer 1 s`).
      """#
    case .identity:
      #"""
      The identity of a child after its parent's body. `code`: ``IdentityDecision``.
      `reason`: ``DecisionReason``. `name`: the view type. `before`/`after`: explicit ids from → to.
      `site`: for a branch flip, the `file:line` of the `if`/`else` or `switch` that flipped; for
      an element added or removed, the `file:line` of its `ForEach`. `value`: for an element
      added or removed, its position among the `ForEach`'s rows (in the new list, or in the old
      one for a removed row) plus one; 0 otherwise, and in traces recorded before positions were
      (format version 4 on).
      """#
    case .slotCreate:
      #"""
      A state slot was created. `name`: the property (`_count`). `type`: its value type.
      `site`: the declaration `file:line`. `after`: its initial value. `code`: ``SlotKind``.
      """#
    case .slotWrite:
      #"""
      A state slot was written. `name`: the property. `before` → `after`: the values.
      `code`: ``Writer``. `value`: the writing task's id, when `code` is `.task`.
      """#
    case .slotDestroy:
      #"""
      A state slot was destroyed with its identity. `name`: the property. `before`: its last value.
      """#
    case .appear:
      #"""
      An identity became visible. `name`: the view type.
      """#
    case .disappear:
      #"""
      An identity stopped being visible. `name`: the view type.
      """#
    case .taskStart:
      #"""
      A task started. `value`: the task id. `code`: ``TaskKind``. `name`: a label.
      `site`: where it was declared. `after`: the `.task(id:)` value.
      """#
    case .taskCancel:
      #"""
      A task was cancelled. `value`: the task id. `code`: ``CancelReason``.
      """#
    case .taskEnd:
      #"""
      A task ended. `value`: the task id. `code`: ``TaskOutcome``.
      """#
    case .effectBegin:
      #"""
      A named side effect began (e.g. `GET /notes/17`). `value`: the effect id. `name`: the effect.
      `site`: the call site.
      """#
    case .effectEnd:
      #"""
      A named side effect ended. `value`: the effect id. `name`: the effect. `code`: ``EffectOutcome``.
      """#
    case .warning:
      #"""
      The runtime saw the app do something wrong. `code`: ``WarningKind``. `name`: the message.
      `site`: where, when known.
      """#
    case .modelWrite:
      #"""
      A property of an `@Observable` model (or a `@Published` one of an `ObservableObject`) was
      written. `identity`: the model instance, its type and instance number (`Store#1`), not a
      view. `name`: the property (`starred`). `type`: the model type. `before` → `after`: the
      values, described as slot values are. `code`: ``Writer``. `value`: the writing task's id,
      when `code` is `.task`. (Format version 3 on.)
      """#
    case .display:
      #"""
      What a leaf view shows changed. `identity`: the leaf's path. `name`: the view type (`Text`,
      `Toggle`). `before` → `after`: the text or value shown, bounded as slot values are.
      (Format version 3 on.)
      """#
    }
  }
}
