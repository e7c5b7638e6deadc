/// What a finding accuses. The raw value is the kind's stable name (`state-reset/branch-flip`),
/// which `explain` prints and its JSON carries; each kind has the severity it is reported at and
/// what the findings catalog says of it (``evidence``, ``symptom``), from which
/// tools/generate-findings-catalog.sh writes the table of docs/findings.md. The cases are in the
/// catalog's order.
public enum FindingKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// State reset because an `if` with the same view in both branches took its other branch.
  case stateResetBranchFlip = "state-reset/branch-flip"
  /// State reset because a view's explicit id changed.
  case stateResetIDChanged = "state-reset/id-changed"
  /// State reset because a view is given an id made anew in a body (`.id(UUID())`).
  case stateResetUnstableID = "state-reset/unstable-id"
  /// State that stayed with a row's position, not with the element the row shows.
  case stateWrongRow = "state/wrong-row"
  /// `ForEach` rows that share an id, and so one identity.
  case identityDuplicateID = "identity/duplicate-id"
  /// A named effect that ran again for the same input (a fetch that ran twice).
  case effectDuplicate = "effect/duplicate"
  /// A `Task { }` started as its view appeared that works on after the view left.
  case taskNotCancelled = "task/not-cancelled"
  /// A task that went on working after its cancel.
  case taskCancellationIgnored = "task/cancellation-ignored"
  /// A task that wrote, after its cancel, state its view still shows.
  case taskWriteAfterCancel = "task/write-after-cancel"
  /// A task that ran to its end after its cancel, writing state already gone.
  case taskResultDiscarded = "task/result-discarded"
  /// A task whose own write removed the view carrying it, which cancelled it.
  case taskCancelledByOwnWrite = "task/cancelled-by-own-write"
  /// State written while a body was being evaluated.
  case stateWriteDuringBody = "state/write-during-body"
  /// An effect started from a body or an init.
  case effectInBody = "effect/in-body"
  /// `@State` seeded from a parent input that later changed, which the slot ignores.
  case stateSeededFromParent = "state/seeded-from-parent"
  /// An `ObservableObject` re-created by the parent of the view that observes it.
  case modelRecreated = "model/recreated"
  /// A body evaluated for a published change it never read.
  case invalidationUnread = "invalidation/unread"
  /// A request made through `URLSession` that no fixture answered, so it failed at once.
  case effectUnanswered = "effect/unanswered"

  /// The stable name.
  public var description: String { rawValue }

  /// The severity a finding of this kind is reported at.
  public var severity: Severity {
    switch self {
    case .stateResetBranchFlip, .stateResetIDChanged, .stateResetUnstableID, .stateWrongRow,
      .identityDuplicateID, .taskWriteAfterCancel, .stateSeededFromParent:
      .error
    case .effectDuplicate, .taskNotCancelled, .taskCancellationIgnored, .taskCancelledByOwnWrite,
      .stateWriteDuringBody, .effectInBody, .modelRecreated, .invalidationUnread:
      .warning
    case .taskResultDiscarded, .effectUnanswered: .info
    }
  }

  /// When a finding of this kind is reported milder than ``severity``, and at which severity:
  /// a reset by a plain id (`.id(article.id)`) is what `.id` is for, so it is info. Nil for the
  /// other kinds.
  public var milder: (severity: Severity, when: String)? {
    self == .stateResetIDChanged ? (.info, "for a plain id") : nil
  }
}
