import TraceFormat

/// Effects that ran again for the same input (`effect/duplicate`), and effects started from a
/// body or a view's init (`effect/in-body`).
struct EffectDetector {
  let d: Detection

  /// Why a task ran its effect again.
  enum Mechanism {
    case flicker
    case appearAgain
    case taskIDRestart
    case modelRecreated

    /// Its name in a summary: fixed words, since the clauses after it say what happened.
    var name: StaticString {
      switch self {
      case .flicker: "identity flicker"
      case .appearAgain: "appear again"
      case .taskIDRestart: "a .task(id:) restart"
      case .modelRecreated: "a model re-created"
      }
    }
  }

  /// An effect that ran again, with the task and the events that explain it.
  struct Rerun {
    let effect: EffectSpan
    let earlier: EffectSpan
    let task: TaskLifetime
    let mechanism: Mechanism
    /// The event that restarted the task: the insertion, the appear, the cancel or the body.
    let trigger: TraceEvent
    /// The task that ran before it in the same place, if it was cancelled.
    let previous: TaskLifetime?
  }

  func detect() -> [Finding] { duplicates() + effectsInBody() }

  /// For each task, the task started before it from the same site, the one started before it
  /// from the same site on the same identity (-1 when none), and whether there was one.
  private func precedents() -> Precedents {
    struct Place: Hashable {
      let site: Sym
      let identity: Sym
    }
    var lastBySite: [Sym: Int] = [:]
    var lastByPlace: [Place: Int] = [:]
    var result = Precedents()
    for (i, task) in d.timeline.tasks.enumerated() {
      let place = Place(site: task.site, identity: task.identity)
      result.previous.append(lastBySite[task.site] ?? -1)
      result.previousHere.append(lastByPlace[place] ?? -1)
      lastBySite[task.site] = i
      lastByPlace[place] = i
    }
    return result
  }

  /// What ran before each task, by index into the timeline's tasks (-1 for nothing).
  private struct Precedents {
    /// The task started before it from the same site, on any identity.
    var previous: [Int] = []
    /// The task started before it from the same site on the same identity: the run it replaced.
    var previousHere: [Int] = []
  }

  private func duplicates() -> [Finding] {
    let precedents = self.precedents()
    var lastByName: [Sym: EffectSpan] = [:]
    struct Group: Hashable {
      let name: Sym
      let site: Sym
      let mechanism: Mechanism
    }
    var groups: [Group: [Rerun]] = [:]
    var order: [Group] = []
    for effect in d.timeline.effects {
      defer { lastByName[effect.name] = effect }
      guard let earlier = lastByName[effect.name],
        let rerun = rerun(of: effect, after: earlier, precedents: precedents)
      else { continue }
      let key = Group(name: effect.name, site: rerun.task.site, mechanism: rerun.mechanism)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(rerun)
    }
    return order.compactMap { groups[$0] }.map(finding)
  }

  /// How `effect` came to run again, if it did so by a mechanism that repeats work.
  private func rerun(
    of effect: EffectSpan, after earlier: EffectSpan,
    precedents: Precedents
  ) -> Rerun? {
    guard effect.task >= 0, !ranAfterCancel(earlier) else { return nil }
    let index = Int(effect.task)
    let task = d.timeline.tasks[index]
    guard task.kind != TaskKind.refresh.rawValue, let start = d.event(task.started),
      let cause = d.event(start.cause)
    else { return nil }
    let previous =
      precedents.previous[index] >= 0 ? d.timeline.tasks[precedents.previous[index]] : nil
    func make(_ mechanism: Mechanism, _ trigger: TraceEvent) -> Rerun {
      Rerun(
        effect: effect, earlier: earlier, task: task, mechanism: mechanism, trigger: trigger,
        previous: previous)
    }
    switch cause.kind {
    case _ where task.kind == TaskKind.taskID.rawValue && cause.kind != .appear:
      // Started by its id changing while visible: after the cancel of the running task, or
      // directly when that task had already finished. Work is repeated only when the run it
      // replaced made the same request: Fri → Sat → Fri asks for Friday again on purpose.
      let replaced = precedents.previousHere[index]
      guard replaced >= 0, Int(earlier.task) == replaced else { return nil }
      return make(.taskIDRestart, cause)
    case .bodyBegin:
      return make(.modelRecreated, cause)
    case .appear:
      if reopened(task, after: earlier, appear: cause) { return nil }
      if let root = d.graph.insertionRoot(of: cause.seq),
        [DecisionReason.branchFlipped, .idChanged, .typeChanged].map(\.rawValue).contains(
          root.reason)
      {
        return make(.flicker, root)
      }
      return precedents.previousHere[index] >= 0 ? make(.appearAgain, cause) : nil
    default:
      return nil
    }
  }

  /// Whether the user opened the task's view anew: its identity was inserted by a branch, a
  /// push or a sheet that an action asked for (a write by an action, with no task on the way),
  /// after the view that ran `earlier` had been removed in an earlier update (closed, popped,
  /// signed out). A new view has no data to reuse: its load is the one the user asked for.
  private func reopened(_ task: TaskLifetime, after earlier: EffectSpan, appear: TraceEvent)
    -> Bool
  {
    let asked: Set<UInt8> = [
      DecisionReason.branchFlipped.rawValue, DecisionReason.navigation.rawValue,
      DecisionReason.presentation.rawValue,
    ]
    guard earlier.task >= 0, let insertion = d.graph.insertionRoot(of: appear.seq),
      asked.contains(insertion.reason)
    else { return false }
    let path = d.graph.path(to: insertion.seq).compactMap { d.event($0) }
    guard !path.contains(where: { $0.kind == .taskStart }),
      path.contains(where: {
        ($0.kind == .slotWrite || $0.kind == .modelWrite) && $0.code == Writer.action.rawValue
      })
    else { return false }
    let before = d.timeline.tasks[Int(earlier.task)]
    guard let life = d.lifetime(of: before.identity, at: before.started),
      !life.removed.isNone, life.removed < insertion.seq,
      let removal = d.event(life.removed)
    else { return false }
    return removal.update != insertion.update
  }

  /// Whether `effect` was begun by a task already cancelled: a second run after it is that
  /// task's ignored cancel (`task/cancellation-ignored`), not a restart that repeated work.
  private func ranAfterCancel(_ effect: EffectSpan) -> Bool {
    guard effect.task >= 0 else { return false }
    let cancelled = d.timeline.tasks[Int(effect.task)].cancelled
    return cancelled != 0 && cancelled < effect.begin
  }

  private func finding(_ reruns: [Rerun]) -> Finding {
    let r = reruns[0]
    let name = d.text(r.effect.name)
    var ends = [r.effect.begin]
    if let cancel = r.previous?.cancelled, cancel != 0, cancel < r.effect.begin {
      ends.append(cancel)
    }
    let input = d.graph.path(to: r.effect.begin).lazy.compactMap { d.event($0) }.first {
      $0.kind == .input
    }
    let earlierInput = d.graph.path(to: r.earlier.begin).lazy.compactMap { d.event($0) }.first {
      $0.kind == .input
    }
    var summary = Summary()
    summary.state(
      .ran, "\(name) ran again", cites: [r.earlier.begin, r.effect.begin], quoting: [name])
    if let input {
      let action = InputAction(rawValue: input.code)?.name ?? "input"
      if input.seq == earlierInput?.seq {
        summary.say(" for the same ")
        summary.state(.input, "\(action) (\(input.seq))", cites: [input.seq])
      } else {
        summary.say(" after ")
        summary.state(.input, "\(action) \(input.seq)", cites: [input.seq])
      }
    }
    if reruns.count > 1 {
      let more = reruns.count - 1
      summary.state(
        .ran, " (and \(more) more time\(more == 1 ? "" : "s"))",
        cites: reruns.dropFirst().map(\.effect.begin))
    }
    summary.say(", by ")
    summary.say(r.mechanism.name)
    summary.say(": ")
    let (how, fix) = explain(r)
    summary.append(how)
    return Finding(
      kind: .effectDuplicate, summary: summary, chain: d.chain(to: ends, citing: summary),
      sites: d.sites(
        [r.mechanism == .flicker ? d.ifSite(of: r.trigger) : .none, r.task.site, r.effect.site]),
      fix: fix)
  }

  /// "the `if` at File.swift:30 in NoteListScreen.body", or without the line when unknown.
  private func ifPhrase(_ decision: TraceEvent, body: String) -> String {
    let site = d.ifSite(of: decision)
    return site.isNone ? "the `if` in \(body)" : "the `if` at \(d.text(site)) in \(body)"
  }

  /// What happened, and what to change, for the first rerun of a group.
  private func explain(_ r: Rerun) -> (Summary, String) {
    let site = d.text(r.task.site)
    let task =
      r.task.kind == TaskKind.unstructured.rawValue ? "Task { } at \(site)" : ".task at \(site)"
    let view = contentName(of: r.task.identity)
    switch r.mechanism {
    case .flicker where r.trigger.reason == DecisionReason.idChanged.rawValue:
      let (before, after) = (d.text(r.trigger.before), d.text(r.trigger.after))
      var how = Summary()
      how.state(
        .decided, "the explicit id of \(view) changed (\(before) → \(after))",
        cites: [r.trigger.seq], quoting: [before, after])
      how.say(", so it became a new identity and its ")
      how.state(.started, "\(task) started again", cites: [r.task.started])
      return (
        how,
        "Keep the id of \(view) stable (the model's id, not a value made in the body), or move "
          + "the \(task) above the `.id(_:)`."
      )
    case .flicker:
      let body = d.bodyName(above: r.trigger.seq)
      let condition = ifPhrase(r.trigger, body: body)
      return (
        flickerStory(r, condition: condition, view: view, task: task),
        "Keep \(view) in the tree while the condition of \(condition) changes: show the other state beside it or "
          + "as an overlay instead of an `if`/`else` around it, or move the \(task) to a view "
          + "above the `if`, so its identity and its task survive."
      )
    case .appearAgain:
      var how = Summary()
      how.state(.appeared, "\(view) appeared again", cites: [r.trigger.seq])
      how.say(" (")
      how.append(appearHow(r))
      how.say("), and its ")
      how.state(.started, "\(task) ran on that appearance too", cites: [r.task.started])
      return (
        how,
        "Load once, from a view that stays in the tree (a `.task` on the NavigationStack or on "
          + "the screen's parent), or skip the load when the data is already there: `.task` and "
          + "`onAppear` run on every appearance."
      )
    case .taskIDRestart:
      let before = r.previous.map { d.text($0.idValue) } ?? "?"
      let after = d.text(r.task.idValue)
      var how = Summary()
      how.state(
        .started,
        "its `.task(id:)` at \(site) restarted when the id changed (\(before) → \(after))",
        cites: [r.previous?.started ?? .none, r.task.started], quoting: [before, after])
      how.say(", but ")
      how.state(
        .ran, "the request stayed the same", cites: [r.earlier.begin, r.effect.begin])
      return (
        how,
        "Key `.task(id:)` at \(site) by exactly what the effect depends on (e.g. `note.id`, not "
          + "`note`), so it restarts only when the request changes."
      )
    case .modelRecreated:
      let body = d.text(r.trigger.name)
      var how = Summary()
      how.state(
        .evaluated, "the effect starts from a model made in \(body).body or an init it calls",
        cites: [r.trigger.seq], quoting: [body])
      how.say(", and the model is made anew on every evaluation")
      return (
        how,
        "Create the model once, in `@State` (or `@StateObject`) of the view that owns it, and "
          + "start the load from `.task`, not from the model's init or the body."
      )
    }
  }

  /// What the flip did, each clause from an event: whether the inserted identity had been in
  /// the tree before (its lifetime has a previous one), what it replaced (the view whose task
  /// made the earlier request), and whether that task was cancelled or had finished.
  private func flickerStory(_ r: Rerun, condition: String, view: String, task: String)
    -> Summary
  {
    let inserted = d.lifetime(of: r.trigger.identity, at: r.trigger.seq)
    let earlierTask = r.earlier.task >= 0 ? d.timeline.tasks[Int(r.earlier.task)] : nil
    let earlierView = earlierTask.map { contentName(of: $0.identity) }
    var story = Summary()
    if let inserted, inserted.previous >= 0 {
      let removal = d.timeline.identities[Int(inserted.previous)].removed
      story.state(
        .decided, "\(condition) took its other branch and back", cites: [removal, r.trigger.seq])
      story.say(", so ")
      story.state(
        .decided, "\(view) was removed and inserted again", cites: [removal, r.trigger.seq])
    } else {
      story.state(.decided, "\(condition) took its other branch", cites: [r.trigger.seq])
      story.say(", so ")
      story.state(.decided, "\(view) was inserted", cites: [r.trigger.seq])
      if let earlierTask, let earlierView, earlierView != view,
        let removal = d.lifetime(of: earlierTask.identity, at: earlierTask.started)?.removed,
        !removal.isNone
      {
        story.state(.decided, " in place of \(earlierView)", cites: [removal])
      }
    }
    if let earlierTask, !earlierTask.cancelled.isNone, earlierTask.cancelled < r.effect.begin {
      let whose = earlierView == view ? "its" : "\(earlierView ?? "the earlier")'s"
      story.say(", which ")
      story.state(.cancelled, "cancelled \(whose) running task", cites: [earlierTask.cancelled])
      story.say(", and its ")
      story.state(.started, "\(task) started again", cites: [r.task.started])
      return story
    }
    story.say(", and its ")
    story.state(.ran, "\(task) made the request again", cites: [r.effect.begin])
    if !r.earlier.end.isNone && r.earlier.end < r.effect.begin {
      story.say(" (")
      story.state(.ran, "the earlier one had finished", cites: [r.earlier.end])
      story.say(")")
    }
    return story
  }

  /// How the view came back: from the input that led to its appearance.
  private func appearHow(_ r: Rerun) -> Summary {
    let input = d.graph.path(to: r.trigger.seq).lazy.compactMap { d.event($0) }.first {
      $0.kind == .input
    }
    var how = Summary()
    let words: String
    switch input.flatMap({ InputAction(rawValue: $0.code) }) {
    case .pop?: words = "navigation back"
    case .scroll?: words = "scrolled back into view"
    case .dismiss?: words = "its cover was dismissed"
    case let action?: words = "after \(action.name) \(input!.seq)"
    case nil:
      how.state(.appeared, "appear \(r.trigger.seq)", cites: [r.trigger.seq])
      return how
    }
    how.state(.input, words, cites: [input?.seq ?? .none])
    return how
  }

  /// The view a modifier identity applies to: `List` for `…/.task` whose content is a List.
  private func contentName(of identity: Sym) -> String {
    let path = d.path(identity)
    guard path.isModifier else { return path.type }
    let child = d.timeline.identities.first { d.path($0.identity).parent == path }
    return child.map { contentName(of: $0.identity) } ?? path.type
  }

  /// Each `effect-in-body` warning, once per call site.
  private func effectsInBody() -> [Finding] {
    var seen: Set<Sym> = []
    var findings: [Finding] = []
    for e in d.warnings(.effectInBody) where seen.insert(e.site).inserted {
      let body = d.bodyName(above: e.seq)
      let name = d.text(e.name)
      var summary = Summary()
      summary.state(.warned, "\(name) (in \(body))", cites: [e.seq], quoting: [name])
      summary.say(": a body or init runs whenever the runtime needs it, ")
      summary.say("so the effect runs on every evaluation")
      findings.append(
        Finding(
          kind: .effectInBody, summary: summary,
          chain: d.chain(to: [e.seq], citing: summary), sites: d.sites([e.site]),
          fix:
            "Start the effect from `.task` (or an action), not from `body` or a view's or "
            + "model's init; keep models that load in `@State`."))
    }
    return findings
  }
}
