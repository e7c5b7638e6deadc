import TraceFormat

/// The same request asked for twice at once by two tasks of one appearance (`effect/duplicate`):
/// a `.task` and an `onAppear { Task { } }` calling one loader, two `.task`s, a screen and a view
/// inside it each loading in its own task.
struct DoubleLoadDetector {
  let d: Detection

  /// Two tasks of one update on one view (or a view and one inside it) whose effects of one name
  /// overlap: the later began before the earlier ended, and the earlier's task was not cancelled.
  /// Requests of another name, a poll that asks again after the first answer, a refresh and a
  /// loader guarded by a flag (it makes one request) are left alone.
  func detect() -> [Finding] {
    var reported: Set<Sym> = []
    var findings: [Finding] = []
    let effects = d.timeline.effects
    for (i, later) in effects.enumerated() where later.task >= 0 {
      guard !reported.contains(later.name),
        let earlier = effects[..<i].first(where: { overlaps($0, later) })
      else { continue }
      reported.insert(later.name)
      findings.append(finding(earlier, later))
    }
    return findings
  }

  /// Whether `earlier` and `later` are one request made twice at once by two tasks of one
  /// appearance.
  private func overlaps(_ earlier: EffectSpan, _ later: EffectSpan) -> Bool {
    guard earlier.name == later.name, earlier.task >= 0, earlier.task != later.task,
      earlier.end.isNone || later.begin < earlier.end
    else { return false }
    let first = d.timeline.tasks[Int(earlier.task)]
    let second = d.timeline.tasks[Int(later.task)]
    let refresh = TaskKind.refresh.rawValue
    guard first.kind != refresh, second.kind != refresh,
      first.cancelled.isNone || first.cancelled > later.begin,
      let start = d.event(first.started), let other = d.event(second.started),
      start.update != 0, start.update == other.update
    else { return false }
    let a = d.path(first.identity)
    let b = d.path(second.identity)
    return a.isWithin(b) || b.isWithin(a)
  }

  private func finding(_ earlier: EffectSpan, _ later: EffectSpan) -> Finding {
    let first = d.timeline.tasks[Int(earlier.task)]
    let second = d.timeline.tasks[Int(later.task)]
    let name = d.text(later.name)
    let view = d.path(first.identity).isWithin(d.path(second.identity)) ? second : first
    var summary = Summary()
    summary.state(
      .ran, "\(name) was requested twice at once", cites: [earlier.begin, later.begin],
      quoting: [name])
    summary.say(", by ")
    summary.state(.started, describe(first), cites: [first.started])
    summary.say(" and ")
    summary.state(.started, describe(second), cites: [second.started])
    summary.say(", both started as ")
    let appear = d.graph.firstCause(of: view.started) { $0.kind == .appear }
    summary.state(.appeared, "\(viewName(view)) appeared", cites: [appear?.seq ?? .none])
    return Finding(
      kind: .effectDuplicate, summary: summary,
      chain: d.chain(to: [earlier.begin, later.begin], citing: summary),
      sites: d.sites([first.site, second.site, earlier.site]),
      fix:
        "Load from one place: keep one of the two (a `.task` alone starts the load as the view "
        + "appears and cancels it when it leaves), or guard the loader with a flag set before "
        + "its first await.")
  }

  /// ".task at File.swift:12" or "Task { } at File.swift:13".
  private func describe(_ task: TaskLifetime) -> String {
    let label = (TaskKind(rawValue: task.kind) ?? .task).spelledInCode
    let site = d.text(task.site)
    return site.isEmpty ? label : "\(label) at \(site)"
  }

  /// The view the task's modifier belongs to: the nearest ancestor that is not a modifier.
  private func viewName(_ task: TaskLifetime) -> String {
    var path: IdentityPath? = d.path(task.identity)
    while let current = path, current.isModifier { path = current.parent }
    return path?.type ?? d.path(task.identity).type
  }
}
