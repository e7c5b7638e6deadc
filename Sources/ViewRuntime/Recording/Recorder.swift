import TraceFormat

/// Turns what the runtime does into trace events and hands them to the sinks.
@MainActor
final class Recorder {
  let strings = StringTable()
  /// Hands the events to the sinks in runs.
  private let relay: SinkRelay
  private(set) var seq: Seq = .none
  /// The update in progress, or 0 between updates.
  private(set) var update: UInt32 = 0
  private(set) var updateCount: UInt32 = 0
  let clock: SchedulerCore
  /// Bumped on every event: the scheduler's measure of progress.
  private(set) var activity: UInt64 = 0

  init(header: TraceHeader, sinks: [any TraceSink], clock: SchedulerCore) {
    relay = SinkRelay(sinks: sinks)
    self.clock = clock
    relay.begin(header: header, strings: strings)
  }

  /// UUIDs seen in deterministic mode, by name.
  private var runDependent = RunDependentValues()

  /// The symbol of `string`; in deterministic mode its UUIDs are first replaced by stable names
  /// (``runDependent`` is changed, an access checked for exclusivity, only for a text that
  /// holds one).
  func intern(_ string: String) -> Sym {
    guard clock.deterministic, RunDependentValues.holdsUUID(string) else {
      return strings.intern(string)
    }
    return strings.intern(runDependent.stabilize(string))
  }

  /// The symbol of a node's path and the hash of its recorded text, hashing on from `parent`,
  /// the hash its parent's path was given: only the last component is hashed, and searched for
  /// UUIDs in deterministic mode. A path whose recorded text names a UUID (in deterministic
  /// mode) is hashed whole and gives nil, and so do its children's paths, which hold the UUID.
  func intern(path: String, after parent: StringTable.HashPrefix?) -> (
    sym: Sym, hash: StringTable.HashPrefix?
  ) {
    guard let parent else { return (intern(path), nil) }
    if clock.deterministic, RunDependentValues.holdsUUID(path, from: parent.count) {
      return (strings.intern(runDependent.stabilize(path, from: parent.count)), nil)
    }
    return strings.intern(path, after: parent)
  }

  /// `text` as the trace would name its UUIDs in deterministic mode, without interning it.
  func stable(_ text: String) -> String {
    clock.deterministic ? runDependent.named(text) : text
  }

  /// The symbols of the children a view just listed as kept (``KeptRowSymbols``), for
  /// ``keptUnchanged(_:_:cause:)``; let go at the end of the update.
  var keptRows: KeptRowSymbols?
  /// The label, type name and site of the last slot created and recorded
  /// (``slotCreate(_:typeName:site:cause:)``): a list's rows create their slots with the same.
  ///
  /// These four are not checked for exclusive access at run time: each is changed only by its
  /// own ``LastInterned/symbol(for:in:)``, which interns through ``intern(_:)`` and touches
  /// none of them, and a body reads a name per dependency.
  @exclusivity(unchecked) var lastSlotLabel = LastInterned()
  @exclusivity(unchecked) var lastSlotType = LastInterned()
  @exclusivity(unchecked) var lastSlotSite = LastInterned()
  /// The name ``read(_:name:identity:cause:)`` last recorded: rows of one type read the same
  /// names one after the other.
  @exclusivity(unchecked) var lastRead = LastInterned()

  /// Bodies begun in the update in progress, for its `update-end`.
  private var bodiesInUpdate: UInt64 = 0

  /// Records one event of any kind and returns its sequence number. The sinks have it at the end
  /// of the update, or at once between updates. Only the typed methods of `Recording/` call it,
  /// one per kind, whose parameters are the fields that kind carries.
  @discardableResult
  func record(
    _ kind: EventKind, identity: Sym = .none, cause: Seq, code: UInt8 = 0, reason: UInt8 = 0,
    name: Sym = .none, type: Sym = .none, site: Sym = .none, before: Sym = .none,
    after: Sym = .none, value: UInt64 = 0
  ) -> Seq {
    seq = seq.next
    activity &+= 1
    if kind == .bodyBegin { bodiesInUpdate += 1 }
    let event = TraceEvent(
      seq: seq, time: clock.now, update: update, cause: cause, kind: kind, identity: identity,
      code: code, reason: reason, name: name, type: type, site: site, before: before, after: after,
      value: value)
    relay.record(event)
    if update == 0 { relay.flush() }
    return seq
  }

  /// Records `count` identity decisions of one kind (`code`, `reason`, no site, ids or position)
  /// in a row, the k-th about the identity and type `symbols(k)`, as `count` calls of
  /// ``record(_:identity:cause:code:reason:name:type:site:before:after:value:)`` would, with
  /// the clock read once for the run.
  func recordDecisions(
    count: Int, cause: Seq, code: UInt8, reason: UInt8, _ symbols: (Int) -> (path: Sym, type: Sym)
  ) {
    guard count > 0 else { return }
    let time = clock.now
    for index in 0..<count {
      seq = seq.next
      let (path, type) = symbols(index)
      relay.record(
        TraceEvent(
          seq: seq, time: time, update: update, cause: cause, kind: .identity, identity: path,
          code: code, reason: reason, name: type, type: .none, site: .none, before: .none,
          after: .none, value: 0))
    }
    activity &+= UInt64(count)
    if update == 0 { relay.flush() }
  }

  /// Begins update number `updateCount + 1`, which `trigger` started, with its `update-begin`.
  func updateBegin(_ trigger: UpdateTrigger, cause: Seq) -> Seq {
    updateCount += 1
    update = updateCount
    bodiesInUpdate = 0
    return record(.updateBegin, cause: cause, code: trigger.rawValue)
  }

  /// Ends the update in progress with its `update-end`, which counts the bodies evaluated in it,
  /// and hands its events to the sinks. `cause`: its `update-begin`.
  func updateEnd(cause: Seq) {
    record(.updateEnd, cause: cause, value: bodiesInUpdate)
    update = 0
    keptRows = nil
    relay.flush()
  }

  /// Ends the trace in every sink. The first failure is thrown after all sinks were finished.
  func finish() throws {
    try relay.finish()
  }
}
