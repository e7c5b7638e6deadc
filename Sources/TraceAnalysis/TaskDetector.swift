import TraceFormat

/// Tasks that outlive their purpose: an unstructured task that works on after its view went
/// (`task/not-cancelled`), a task that goes on after its cancel (`task/cancellation-ignored`),
/// and a task that writes state after its cancel (`task/write-after-cancel`).
struct TaskDetector {
  let d: Detection

  func detect() -> [Finding] {
    var findings: [Finding] = []
    var reported: Set<String> = []
    for task in d.timeline.tasks {
      guard let finding = finding(for: task),
        reported.insert(finding.kind + d.text(task.site)).inserted
      else { continue }
      findings.append(finding)
    }
    return findings
  }

  private func finding(for task: TaskLifetime) -> Finding? {
    let site = d.text(task.site)
    let view = d.viewType(task.identity)
    if task.kind == TaskKind.unstructured.rawValue {
      guard task.workAfterDisappear != 0, let work = d.event(task.workAfterDisappear) else {
        return nil
      }
      return Finding(
        kind: "task/not-cancelled", severity: .warning,
        summary:
          "Task { } started at \(site.isEmpty ? view : site) went on after \(view) disappeared "
          + "and \(describeWork(work)): nothing cancels an unstructured task",
        chain: d.graph.chain(to: [task.disappearBeforeWork, task.workAfterDisappear]),
        sites: d.sites([task.site, work.site]),
        fix:
          "Use `.task { … }` on \(view) instead of `onAppear { Task { … } }`: it is cancelled "
          + "when the view disappears. Or keep the Task's handle and cancel it in `onDisappear`.")
    }
    guard task.cancelled != 0 else { return nil }
    let reason = CancelReason(rawValue: task.cancelReason)?.name ?? "cancelled"
    if task.effectAfterCancel != 0 || task.writesAfterCancel >= 2,
      let work = d.event(
        task.effectAfterCancel != 0 ? task.effectAfterCancel : task.writeAfterCancel)
    {
      return Finding(
        kind: "task/cancellation-ignored", severity: .warning,
        summary:
          "the task at \(site) was cancelled (\(reason)) but went on and \(describeWork(work)): "
          + "it never checks for cancellation",
        chain: d.graph.chain(to: [task.cancelled, work.seq]), sites: d.sites([task.site]),
        fix:
          "Stop when cancelled: use throwing calls (`try await Task.sleep`, not `try?`), check "
          + "`Task.isCancelled` or call `try Task.checkCancellation()` between steps of the task "
          + "at \(site).")
    }
    guard task.writeAfterCancel != 0, let write = d.event(task.writeAfterCancel) else { return nil }
    return Finding(
      kind: "task/write-after-cancel", severity: .error,
      summary:
        "the task at \(site) wrote \(d.text(write.name)) = \(d.text(write.after)) after it was "
        + "cancelled (\(reason)): a stale result overwrote the state",
      chain: d.graph.chain(to: [task.cancelled, write.seq]), sites: d.sites([task.site]),
      fix:
        "Check for cancellation before writing the result in the task at \(site) "
        + "(`guard !Task.isCancelled else { return }`, or `try Task.checkCancellation()`), "
        + "or let the request throw `CancellationError`.")
  }

  private func describeWork(_ e: TraceEvent) -> String {
    switch e.kind {
    case .effectBegin: "started \(d.text(e.name))"
    case .slotWrite: "wrote \(d.text(e.name)) = \(d.text(e.after))"
    default: "ran \(e.kind.name) #\(e.seq)"
    }
  }
}
