import TraceFormat

/// One stay of an identity in the tree: from the decision that inserted it to the one that
/// removed it.
public struct IdentityLifetime: Hashable, Sendable {
  public var identity: Sym
  public var type: Sym
  /// The `identity` event that inserted it; `.none` for the root, which no decision inserts.
  public var inserted: Seq
  /// The `DecisionReason` raw values of the insertion and the removal.
  public var insertReason: UInt8
  /// The `identity` event that removed it; `.none` while it lives.
  public var removed: Seq = .none
  public var removeReason: UInt8 = 0
  /// The lifetime this path had before, or -1.
  public var previous: Int32
}

/// One stay of an identity on screen, from `appear` to `disappear`.
public struct Appearance: Hashable, Sendable {
  public var identity: Sym
  /// The view type the `appear` (or the `disappear`, without one) names.
  public var type: Sym
  /// The `appear` event; `.none` when the trace holds none before the `disappear`.
  public var appeared: Seq
  /// The `disappear` event; `.none` while it is visible.
  public var disappeared: Seq = .none
}

/// One state slot, from `slot-create` to `slot-destroy`.
public struct SlotLifetime: Hashable, Sendable {
  public var identity: Sym
  public var name: Sym
  public var type: Sym
  public var site: Sym
  public var created: Seq
  public var initial: Sym
  /// The `slot-destroy` event; `.none` while it lives.
  public var destroyed: Seq = .none
  /// The value it holds now (or held when destroyed).
  public var value: Sym
  public var writes: Int32 = 0
  public var firstWrite: Seq = .none
  public var lastWrite: Seq = .none
}

/// One task, from `task-start` to its cancel and end.
public struct TaskLifetime: Hashable, Sendable {
  public var id: UInt64
  /// The `TaskKind` raw value.
  public var kind: UInt8
  public var identity: Sym
  /// Its label, e.g. `task` or `refresh`.
  public var name: Sym
  public var site: Sym
  /// The `.task(id:)` value it was started for.
  public var idValue: Sym
  public var started: Seq
  /// What created it: the `task-start`'s cause. An unstructured task whose creation the runtime
  /// did not see is recorded only when it first does something, so this is when it really began.
  public var createdBy: Seq
  public var cancelled: Seq = .none
  /// The time of its cancel.
  public var cancelledAt: UInt64 = 0
  public var cancelReason: UInt8 = 0
  public var ended: Seq = .none
  public var outcome: UInt8 = 0
  /// Its first effect begun after it was cancelled that the cancel did not end.
  public var effectAfterCancel: Seq = .none
  /// Its first effect that ran on after its cancel and succeeded later (the work was not stopped).
  public var effectOutlivedCancel: Seq = .none
  /// Its slot writes after it was cancelled: the first, and how many.
  public var writeAfterCancel: Seq = .none
  public var writesAfterCancel: Int32 = 0
  /// Its first write or effect while its identity was not visible (gone or covered).
  public var workAfterDisappear: Seq = .none
  /// The disappearance of its identity that came before that work.
  public var disappearBeforeWork: Seq = .none
}

/// One named side effect, from `effect-begin` to `effect-end`.
public struct EffectSpan: Hashable, Sendable {
  public var id: UInt64
  public var name: Sym
  public var site: Sym
  public var identity: Sym
  public var begin: Seq
  public var end: Seq = .none
  public var outcome: UInt8 = 0
  /// The index of the task that ran it in ``Timeline/tasks``, or -1.
  public var task: Int32
}

/// One body evaluation.
public struct BodySpan: Hashable, Sendable {
  // The 8-byte fields first, then the 4-byte ones and the bytes: 56 bytes a span, not the 64 an
  // optional duration in the middle took (a trace of 10^7 events holds 10^6 of them).
  public var begin: Seq
  public var end: Seq = .none
  /// The `invalidate` or `identity` (insertion) event it ran for; `.none` when the trace has none.
  public var causeEvent: Seq
  /// ``duration``'s value when it has one, else 0.
  private var measured: UInt64 = 0
  public var identity: Sym
  public var type: Sym
  public var update: UInt32
  /// The invalidations of its identity since its previous evaluation.
  public var invalidations: UInt32
  /// The last of those invalidations among ``Timeline``'s invalidation links, -1 for none:
  /// ``Timeline/invalidations(of:)`` lists them.
  var lastInvalidation: Int32
  /// Why it ran: the one answer of every surface.
  public var cause: BodyCause
  /// Whether ``duration`` has a value.
  private var isMeasured = false

  init(
    identity: Sym, type: Sym, update: UInt32, begin: Seq, invalidations: UInt32,
    lastInvalidation: Int32, cause: BodyCause, causeEvent: Seq
  ) {
    self.identity = identity
    self.type = type
    self.update = update
    self.begin = begin
    self.invalidations = invalidations
    self.lastInvalidation = lastInvalidation
    self.cause = cause
    self.causeEvent = causeEvent
  }

  /// Its duration in nanoseconds, as a live recording's `body-end` measured it; nil in a
  /// deterministic trace, where every body takes a fixed step of virtual time.
  public var duration: UInt64? {
    get { isMeasured ? measured : nil }
    set {
      measured = newValue ?? 0
      isMeasured = newValue != nil
    }
  }

  /// The `InvalidationReason` raw value of ``cause``, or ``BodySpan/notInvalidated`` (a new
  /// identity, or no recorded cause).
  public var causeReason: UInt8 { cause.invalidationReason?.rawValue ?? Self.notInvalidated }

  /// The `causeReason` of a body no invalidation caused.
  public static let notInvalidated: UInt8 = .max
}

/// One update, from `update-begin` to `update-end`.
public struct UpdateSpan: Hashable, Sendable {
  // 40 bytes a span, not 56: the 8-byte fields first, and the range of bodies as two 32-bit
  // indices (a timeline indexes its bodies with 32 bits already).
  public var begin: Seq
  public var end: Seq = .none
  public var cause: Seq
  public var number: UInt32
  /// ``bodies``'s bounds.
  private var firstBody: UInt32
  private var endBody: UInt32
  public var trigger: UInt8

  init(number: UInt32, begin: Seq, trigger: UInt8, cause: Seq, bodies: Range<Int>) {
    self.number = number
    self.begin = begin
    self.trigger = trigger
    self.cause = cause
    firstBody = UInt32(bodies.lowerBound)
    endBody = UInt32(bodies.upperBound)
  }

  /// Its body evaluations: a range of ``Timeline/bodies``.
  public var bodies: Range<Int> {
    get { Int(firstBody)..<Int(endBody) }
    set {
      firstBody = UInt32(newValue.lowerBound)
      endBody = UInt32(newValue.upperBound)
    }
  }
}
