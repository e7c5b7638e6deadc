import TraceFormat

/// Work cancelled by its own writes (`task/cancelled-by-own-write`): a task wrote state (a
/// spinner flag, a loading phase) that made a body remove the view carrying the task, whose
/// disappearance cancelled the task while it still had work to do.
struct SelfCancelDetector {
  let d: Detection

  func detect() -> [Finding] {
    var reported: Set<Sym> = []
    return d.selfCancellations.keys.sorted().compactMap { index in
      let cancellation = d.selfCancellations[index]!
      guard reported.insert(cancellation.task.site).inserted else { return nil }
      return finding(cancellation)
    }
  }

  private func finding(_ c: SelfCancellation) -> Finding {
    let task = c.task
    let site = d.text(task.site)
    let what = Self.name(of: task.kind)
    let view = viewName(removedBy: c.removal)
    let branch = d.ifSite(of: c.removal)
    var summary = Summary()
    summary.state(wrote: c.write, by: "\(what) at \(site) ", d)
    summary.say(", which removed ")
    summary.state(.decided, "\(view), the view carrying it", cites: [c.removal.seq])
    summary.say(" (")
    summary.state(
      .decided, "\(d.bodyName(above: c.removal.seq)) \(removalWords(c.removal))",
      cites: [c.removal.seq])
    summary.say("), so its own write ")
    summary.state(.cancelled, "cancelled it", cites: [task.cancelled])
    if let cut = d.event(c.cutShort) {
      summary.say(": ")
      summary.state(cut: cut, d)
    }
    if let next = c.replacement {
      summary.say("; then ")
      summary.state(
        .started, "\(Self.name(of: next.kind)) at \(d.text(next.site)) started again",
        cites: [next.started])
    }
    var written: Sym = .none
    if c.write.kind == .slotWrite {
      written = d.slot(c.write.identity, c.write.name, at: c.write.seq)?.site ?? .none
    }
    let targets = [task.cancelled, c.cutShort, c.replacement?.started ?? 0].filter { $0 != 0 }
    return Finding(
      kind: .taskCancelledByOwnWrite, summary: summary,
      chain: d.chain(to: targets, citing: summary), sites: d.sites([task.site, branch, written]),
      fix:
        "Keep \(view) in the tree while \(what) runs: show the progress over it or beside it "
        + "(`.overlay { if isLoading { ProgressView() } }`, `.redacted(reason:)`) instead of "
        + "swapping it out at \(d.text(branch).isEmpty ? "the branch" : d.text(branch)), "
        + "or move \(what) to a view that stays.")
  }

  /// The view the developer wrote that `removal` took out: the removed identity, or, when that
  /// is a modifier (`.navigationTitle`), the first view removed inside it.
  private func viewName(removedBy removal: TraceEvent) -> String {
    let removed = d.path(removal.identity)
    guard removed.isModifier else { return removed.type }
    var seq = removal.seq.next
    while seq <= removal.seq.advanced(by: 64), let e = d.event(seq), e.kind == .identity {
      let path = d.path(e.identity)
      if e.code == IdentityDecision.removed.rawValue, path.isBelow(removed), !path.isModifier {
        return path.type
      }
      seq = seq.next
    }
    return removed.type
  }

  /// What the body did to the view: the reason of its removal.
  private func removalWords(_ removal: TraceEvent) -> String {
    switch DecisionReason(rawValue: removal.reason) {
    case .branchFlipped?: "flipped a branch"
    case .idChanged?: "changed its id"
    case .typeChanged?: "changed its type"
    default: "removed it"
    }
  }

  static func name(of kind: UInt8) -> String {
    switch TaskKind(rawValue: kind) {
    case .refresh: "the refresh"
    case .task: "the .task"
    case .taskID: "the .task(id:)"
    default: "the Task"
    }
  }
}

extension Summary {
  /// "the .task at File.swift:12 wrote _phase = loading": the task's write, or the invalidation
  /// of the model property it set.
  fileprivate mutating func state(wrote write: TraceEvent, by task: String, _ d: Detection) {
    let name = d.text(write.name)
    let value = d.text(write.after)
    switch write.kind {
    case .slotWrite:
      state(.wrote, task + "wrote \(name) = \(value)", cites: [write.seq], quoting: [name, value])
    case .modelWrite:
      state(
        .wrote, task + "set \(d.text(write.type)).\(name) = \(value)", cites: [write.seq],
        quoting: [name, value])
    default: state(.evaluated, task + "set \(name)", cites: [write.seq], quoting: [name])
    }
  }

  /// The work the cancel cut short.
  fileprivate mutating func state(cut e: TraceEvent, _ d: Detection) {
    let name = d.text(e.name)
    switch e.kind {
    case .effectEnd where e.code == EffectOutcome.cancelled.rawValue:
      state(
        .ran, "its \(name) ended cancelled, and its result never arrived", cites: [e.seq],
        quoting: [name])
    case .effectEnd:
      state(.ran, "its \(name) ran on after the cancel", cites: [e.seq], quoting: [name])
    case .slotWrite:
      let value = d.text(e.after)
      state(
        .wrote, "it went on and wrote \(name) = \(value) after the cancel", cites: [e.seq],
        quoting: [name, value])
    default: state(.ran, "its work was cut short", cites: [e.seq])
    }
  }
}

/// How a task's own write cancelled it.
struct SelfCancellation {
  let task: TaskLifetime
  /// The task's write that began it: its `slot-write` or `model-write`, or else the
  /// `invalidate` of a model property it set.
  let write: TraceEvent
  /// The decision that removed the view carrying the task (a branch flip, a changed id).
  let removal: TraceEvent
  /// The work the cancel cut short: its first effect that ended at or after the cancel, or else
  /// its first write after it.
  let cutShort: Seq
  /// A task that the cancelled one's later events started (the `.task` of the view put back).
  let replacement: TaskLifetime?
}

extension Detection {
  /// The self-cancellation of the task at `index` in the timeline, if its cancel was one: a
  /// `disappeared` cancel whose causal path runs from the task's start through its own write,
  /// a body and the removal of its view, with work of the task still running at the cancel.
  func selfCancellation(of index: Int) -> SelfCancellation? {
    let task = timeline.tasks[index]
    guard task.cancelled != 0, task.cancelReason == CancelReason.disappeared.rawValue else {
      return nil
    }
    let path = graph.path(to: task.cancelled)
    guard let start = path.firstIndex(of: task.started),
      let write = path[(start + 1)...].lazy.compactMap(event).first(where: {
        $0.kind == .invalidate
          || (($0.kind == .slotWrite || $0.kind == .modelWrite)
            && $0.code == Writer.task.rawValue && $0.value == task.id)
      }),
      let removal = path.lazy.compactMap(event).last(where: {
        $0.seq > write.seq && $0.kind == .identity && $0.code == IdentityDecision.removed.rawValue
          && $0.reason != DecisionReason.parentRemoved.rawValue
      }),
      let cutShort = workCutShort(of: task, index: index)
    else { return nil }
    return SelfCancellation(
      task: task, write: write, removal: removal, cutShort: cutShort,
      replacement: replacement(of: task, index: index))
  }

  /// The task's first effect still running at its cancel or begun after it, or else its first
  /// write after the cancel; nil when the cancel found the task with nothing left to do.
  private func workCutShort(of task: TaskLifetime, index: Int) -> Seq? {
    let effects = timeline.effects
    var low = 0
    var high = effects.count
    while low < high {
      let mid = (low + high) / 2
      if effects[mid].begin < task.started { low = mid + 1 } else { high = mid }
    }
    let effect = effects[low...].first {
      $0.task == Int32(index) && ($0.end == 0 || $0.end > task.cancelled)
    }
    if let effect { return effect.end != 0 ? effect.end : effect.begin }
    return task.writeAfterCancel != 0 ? task.writeAfterCancel : nil
  }

  /// The first runtime-managed task started after the cancel by the cancelled task's own later
  /// events: the view it removed came back and started its `.task` again. Looked for among the
  /// next few tasks started, so that this stays cheap.
  private func replacement(of task: TaskLifetime, index: Int) -> TaskLifetime? {
    timeline.tasks[(index + 1)...].lazy.filter {
      $0.started > task.cancelled && $0.kind != TaskKind.unstructured.rawValue
    }.prefix(8).first { self.graph.path(to: $0.started).contains(task.started) }
  }
}
