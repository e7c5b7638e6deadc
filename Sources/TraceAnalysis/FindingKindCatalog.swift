extension FindingKind {
  /// What the trace shows when a finding of this kind is reported: the evidence its detector
  /// keys on, and what it leaves alone.
  public var evidence: String {
    switch self {
    case .stateResetBranchFlip:
      """
      in one update a body removes an identity and inserts another, both `branch-flipped` (or \
      `type-changed`), and a slot of the same declaration (site and name) is destroyed with one \
      value and created with another
      """
    case .stateResetIDChanged:
      """
      the same, with `id-changed` decisions; a plain id that changes (`1` → `2`: \
      `.id(article.id)`) is how a view asks for fresh state, so it is info; a whole value printed \
      with its fields (`Article 1 (3 likes)`) resets on any change, an error
      """
    case .stateResetUnstableID:
      """
      identities whose explicit ids look freshly made (`UUID#n`, or a UUID) replace others under \
      the same parent in one update: `.id(UUID())`, or `ForEach` rows keyed by `UUID()` made in a \
      body; not an id that a `@State` or a model property was created with or written (`formID = \
      UUID()` in a "Start over" action or an `onChange`): that id was kept, and renewing it is a \
      reset asked for, `state-reset/id-changed`
      """
    case .stateWrongRow:
      """
      a `ForEach` row keeps its identity and a written `@State` that no longer holds its initial \
      value, and gets new inputs (`@self(…)`; when they are only closures or \
      `Binding(get:set:)`s made afresh, `@self(onDelete:closure)`, which change whenever the \
      parent runs, only if what it shows changed too) in an update where rows beside it were \
      added or removed: the elements moved through the rows, which identity by position does whatever \
      spells it (`indices`, `0..<n`, `enumerated()` offsets, a computed number), and the ids show \
      it: in the order the update lists them, the kept rows' ids (or indices) are numbers growing \
      by one step and the rows added or removed continue them at the end, since identity by \
      position only adds and removes the last rows (a leaderboard keyed by player id whose rows \
      show their rank is not accused when the leader leaves), and no row added or removed stands \
      before a kept one by the position its decision records (`value`; an inbox keyed by \
      auto-increment ids `1, 2, 3` is not accused when `4` is inserted first); not for a `ForEach` \
      with duplicate ids, which `identity/duplicate-id` explains. Sites: the `ForEach` (recorded \
      on its element-added/removed decisions), then the `@State`. Or a view kept by position gets \
      new inputs while holding written state, and a `ForEach` inside it replaces every element (it \
      now shows another entity)
      """
    case .identityDuplicateID:
      "the runtime's `duplicate-id` warning"
    case .effectDuplicate:
      """
      a named effect begins again (after a run begun by a task that was not yet cancelled: a \
      cancelled task's run is `task/cancellation-ignored`), from a task started by: an insertion \
      that flipped a branch or changed an id (identity flicker), an appear of an identity that ran \
      this task before (navigation back, a sheet, a lazy row), a `.task(id:)` restart whose \
      replaced run made the same request (going from Friday to Saturday and back fetches Friday \
      again on purpose), or a task created in a body (a model re-created); refresh tasks and \
      actions are explicit requests and never count, nor does a view the user opened anew: \
      inserted by a push, a sheet or a branch that an action's write asked for (no task on the \
      way), after the view that ran the first load was removed in an earlier update (a detail or a \
      sheet opened twice, signing out and in). Also a load made from two places at once: the \
      same effect (a request: same method, URL and body) begun by two tasks started in one update \
      on one view or a view and one inside it (a `.task` and an `onAppear { Task { } }`, two \
      `.task`s, a screen and its list), the second before the first ended and while its task was \
      not cancelled; not two different requests, a prefetch of another page, a poll that asks \
      again after the answer, a refresh, or a loader guarded by a flag set before its await
      """
    case .taskNotCancelled:
      """
      an unstructured task started as its view appeared (`Task { }` in `onAppear`, not in an \
      action: a user's request, such as a save that logs and closes its sheet, may outlive the \
      view) writes state or starts an effect after its view disappeared, and nothing cancelled it \
      before (a handle cancelled in `onDisappear` records `task-cancel` explicit: the task is then \
      judged by the rows below)
      """
    case .taskCancellationIgnored:
      """
      after its `task-cancel`, a task begins an effect, or an effect it had in flight succeeds \
      more than 1 ms later (the cancel did not reach it: `try?`, an inner `Task { }`)
      """
    case .taskWriteAfterCancel:
      """
      a task writes a slot after its `task-cancel`, and the slot is one its view still holds \
      (alive at the write, created before the task began): the stale value is on screen; not a \
      write that puts the slot back to the value it held when the task began (`defer { isLoading = \
      false }` undoes the task's own spinner)
      """
    case .taskResultDiscarded:
      """
      a task writes a slot after its `task-cancel`, but the slot was destroyed with its view \
      before the write: the task swallowed its cancel (`try?`) and ran to its end, and nothing on \
      screen changed; a write putting the slot back to its value when the task began is cleanup, \
      not a result, and is neither this nor the row above
      """
    case .taskCancelledByOwnWrite:
      """
      a task (`.refreshable`, `.task`, `.task(id:)`) is cancelled `disappeared`, and the cancel's \
      causal path runs from the task's own start through its own write (a `slot-write` or \
      `model-write` by the task, or the `invalidate` of a model property it set, where no \
      `model-write` is recorded) to a body whose branch flip (or id change) removed the view \
      carrying the task: `if isLoading { ProgressView() } else { List … .refreshable }`; and the \
      cancel cut work short (an effect of the task in flight or begun after it, or a write after \
      it): a spinner whose `.task` writes the content that replaces it as its last act, or a \
      listener, is not accused. Going back, a `.task(id:)` restart and an explicit cancel are \
      caused by something else and never count. What the task did after such a cancel is part of \
      this finding, not `task/write-after-cancel` or `task/cancellation-ignored`. Sites: the \
      task's modifier, then the `if`/`switch` that removed its view (where the fix goes: keep the \
      view in the tree, show progress over it), then the written `@State`
      """
    case .stateWriteDuringBody:
      "the runtime's `write-during-body` warning"
    case .effectInBody:
      "the runtime's `effect-in-body` warning"
    case .effectUnanswered:
      """
      the runtime's `unanswered-request` warning: the scenario's fixtures have no response for \
      the request, which failed at once; not an accusation about the screen's code
      """
    case .stateSeededFromParent:
      """
      a parent builds the view with a new initial value for a `@State` (`invalidate` parent-inputs \
      naming that property, `@self(quantity)` for `_quantity`); the slot keeps its value: no write \
      to it follows in that update (an `onChange(of:)` that copies the new value writes it)
      """
    case .modelRecreated:
      """
      a view reads a newer instance of the same `ObservableObject` type (`Tally#1` then `Tally#2`) \
      after its parent rebuilt it
      """
    case .invalidationUnread:
      """
      a body whose only invalidation was a published change of a property it did not read \
      (`Tally.count`), while it read other properties of that model, and no leaf it builds showed \
      something new in that update (a `TextField` bound to `$settings.nickname` reads the property \
      through its binding, which is not listed among the body's reads, and shows the new value)
      """
    }
  }

  /// The event where the symptom shows: the last link of the finding's chain.
  public var symptom: String {
    switch self {
    case .stateResetBranchFlip: "the new `slot-create`"
    case .stateResetIDChanged: "the new `slot-create`"
    case .stateResetUnstableID: "the reset slot, or the insertion"
    case .stateWrongRow: "the row's `invalidate`"
    case .identityDuplicateID: "the warning"
    case .effectDuplicate: "the second `effect-begin`"
    case .taskNotCancelled: "that write or effect"
    case .taskCancellationIgnored: "that effect event"
    case .taskWriteAfterCancel: "the write"
    case .taskResultDiscarded: "the write"
    case .taskCancelledByOwnWrite:
      """
      the last of the cut-short work and the `task-start` of the `.task` the returning view \
      started again
      """
    case .stateWriteDuringBody: "the warning"
    case .effectInBody: "the warning"
    case .effectUnanswered: "the warning"
    case .stateSeededFromParent: "that `invalidate`"
    case .modelRecreated: "the `read` of the new instance"
    case .invalidationUnread: "the body-begin"
    }
  }
}
