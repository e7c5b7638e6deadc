import TraceFormat

/// Tasks that outlive their purpose: an unstructured task that works on after its view went
/// (`task/not-cancelled`), a task that goes on after its cancel (`task/cancellation-ignored`),
/// and a task that writes state after its cancel (`task/write-after-cancel`).
struct TaskDetector {
  let d: Detection

  func detect() -> [Finding] {
    var findings: [Finding] = []
    var reported: Set<String> = []
    for (index, task) in d.timeline.tasks.enumerated()
    where task.workAfterDisappear != 0 || task.writeAfterCancel != 0
      || task.effectAfterCancel != 0 || task.effectOutlivedCancel != 0
    {
      // A task its own write cancelled is explained, with its fix, by that finding: what it
      // did after the cancel is the rest of the same story.
      let after = d.selfCancellations[index] == nil ? afterCancel(task) : []
      for finding in [notCancelled(task)].compactMap({ $0 }) + after
      where reported.insert(finding.kind.rawValue + d.text(task.site)).inserted {
        findings.append(finding)
      }
    }
    return findings
  }

  /// An unstructured task started as its view appeared (or from its body) that worked on after
  /// the view disappeared, with no cancel before that work: what `.task` would have stopped. A
  /// task whose handle was cancelled is judged by what it did after the cancel; one started by a
  /// user action is a request the user made (save, then close), which may outlive the view.
  private func notCancelled(_ task: TaskLifetime) -> Finding? {
    guard task.kind == TaskKind.unstructured.rawValue, task.workAfterDisappear != 0,
      task.cancelled == 0 || task.cancelled > task.workAfterDisappear,
      d.event(task.createdBy)?.kind != .input,
      let work = d.event(task.workAfterDisappear)
    else { return nil }
    let site = d.text(task.site)
    let view = d.viewType(task.identity)
    var summary = Summary()
    summary.state(
      .started, "Task { } started at \(site.isEmpty ? view : site)", cites: [task.started])
    summary.say(" went on after ")
    summary.state(.appeared, "\(view) disappeared", cites: [task.disappearBeforeWork])
    summary.say(" and ")
    summary.state(work: work, d)
    summary.say(": nothing cancels an unstructured task")
    return Finding(
      kind: .taskNotCancelled, summary: summary,
      chain: d.chain(to: [task.disappearBeforeWork, task.workAfterDisappear], citing: summary),
      sites: d.sites([task.site, work.site]),
      fix:
        "Use `.task { … }` on \(view) instead of `onAppear { Task { … } }`: it is cancelled "
        + "when the view disappears. Or keep the Task's handle and cancel it in `onDisappear`.")
  }

  /// The findings of a cancelled task: it went on working, and it wrote state.
  private func afterCancel(_ task: TaskLifetime) -> [Finding] {
    let workSeq = [task.effectAfterCancel, task.effectOutlivedCancel].filter { $0 != 0 }.min()
    guard task.cancelled != 0, workSeq != nil || task.writeAfterCancel != 0 else { return [] }
    let site = d.text(task.site)
    let reason = CancelReason(rawValue: task.cancelReason)?.name ?? "cancelled"
    var findings: [Finding] = []
    if let workSeq, let work = d.event(workSeq) {
      var summary = Summary()
      summary.state(
        .cancelled, "the task at \(site) was cancelled (\(reason))", cites: [task.cancelled])
      summary.say(" but went on: ")
      if work.kind == .effectEnd {
        let name = d.text(work.name)
        summary.state(.ran, "its \(name) ran on to the end", cites: [work.seq], quoting: [name])
      } else {
        summary.state(work: work, d)
      }
      summary.say(", so the cancel stopped nothing")
      findings.append(
        Finding(
          kind: .taskCancellationIgnored, summary: summary,
          chain: d.chain(to: [task.cancelled, work.seq], citing: summary),
          sites: d.sites([task.site]),
          fix:
            "Let the cancel reach the work: await it in the task itself (a `Task { }` inside does "
            + "not inherit cancellation), use throwing calls (`try await`, not `try?`), and "
            + "check `Task.isCancelled` between steps of the task at \(site)."))
    }
    if task.writeAfterCancel != 0, let write = d.event(task.writeAfterCancel),
      !restores(write, of: task)
    {
      findings.append(
        landed(write, of: task)
          ? staleWrite(write, of: task, reason: reason)
          : discardedResult(write, of: task, reason: reason))
    }
    return findings
  }

  /// Whether `write` reached a slot the task's own view still held: one that lived at the write
  /// and was made before the task began, not one already destroyed with its identity.
  private func landed(_ write: TraceEvent, of task: TaskLifetime) -> Bool {
    guard let slot = d.slot(write.identity, write.name, at: write.seq) else { return false }
    return (slot.destroyed == 0 || slot.destroyed > write.seq) && slot.created < task.createdBy
  }

  /// Whether `write` put its slot back to the value it held when the task began: the task
  /// undoing its own temporary state (`defer { isLoading = false }`), not a result.
  private func restores(_ write: TraceEvent, of task: TaskLifetime) -> Bool {
    let began = task.kind == TaskKind.unstructured.rawValue ? task.createdBy : task.started
    guard let slot = d.slot(write.identity, write.name, at: began) else { return false }
    return d.slotValue(slot, at: began) == write.after
  }

  private func staleWrite(_ write: TraceEvent, of task: TaskLifetime, reason: String) -> Finding {
    let site = d.text(task.site)
    let (name, value) = (d.text(write.name), d.text(write.after))
    var summary = Summary()
    summary.state(
      .wrote, "the task at \(site) wrote \(name) = \(value)", cites: [write.seq],
      quoting: [name, value])
    summary.say(" after it was ")
    summary.state(.cancelled, "cancelled (\(reason))", cites: [task.cancelled])
    summary.say(": a stale result overwrote the state")
    return Finding(
      kind: .taskWriteAfterCancel, summary: summary,
      chain: d.chain(to: [task.cancelled, write.seq], citing: summary), sites: d.sites([task.site]),
      fix:
        "Check for cancellation before writing the result in the task at \(site) "
        + "(`guard !Task.isCancelled else { return }`, or `try Task.checkCancellation()`), "
        + "or let the request throw `CancellationError`.")
  }

  /// A cancelled task that ran to its end and wrote to a view already gone: nothing the user
  /// sees changed, so this is a note, not an accusation.
  private func discardedResult(_ write: TraceEvent, of task: TaskLifetime, reason: String)
    -> Finding
  {
    let site = d.text(task.site)
    let (name, value) = (d.text(write.name), d.text(write.after))
    var summary = Summary()
    summary.state(
      .cancelled, "the task at \(site) was cancelled (\(reason))", cites: [task.cancelled])
    summary.say(" but ran to its end and wrote ")
    summary.state(.wrote, "\(name) = \(value)", cites: [write.seq], quoting: [name, value])
    summary.say(" to ")
    let gone = d.lifetime(of: write.identity, at: task.createdBy)?.removed ?? .none
    summary.state(
      .decided, "\(d.viewType(write.identity)), which was already gone", cites: [gone])
    summary.say(": nothing changed on screen, the result was thrown away")
    return Finding(
      kind: .taskResultDiscarded, summary: summary,
      chain: d.chain(to: [task.cancelled, write.seq], citing: summary), sites: d.sites([task.site]),
      fix:
        "Nothing to fix for correctness. To save the work, let the cancel stop it: `try await` "
        + "instead of `try?` around sleeps and requests in the task at \(site).")
  }

}

extension Summary {
  /// What a task did after its view left or its cancel: "started GET /x", "wrote _items = 3".
  mutating func state(work e: TraceEvent, _ d: Detection) {
    let name = d.text(e.name)
    switch e.kind {
    case .effectBegin: state(.ran, "started \(name)", cites: [e.seq], quoting: [name])
    case .effectEnd: state(.ran, "finished \(name)", cites: [e.seq], quoting: [name])
    case .slotWrite, .modelWrite:
      let value = d.text(e.after)
      state(.wrote, "wrote \(name) = \(value)", cites: [e.seq], quoting: [name, value])
    default: state(.ran, "ran \(e.kind.name) \(e.seq)", cites: [e.seq])
    }
  }
}
