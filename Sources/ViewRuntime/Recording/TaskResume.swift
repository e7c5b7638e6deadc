import TraceFormat

extension ViewHost {
  /// Records that `task` resumed when the clock reached its deadline after `delay` nanoseconds
  /// (a `read` of the clock named `sleep 300 ms`), and makes that the cause of its next event: a
  /// write after a sleep is caused by the sleep's end, not by what the task did before it.
  func recordResume(of task: TaskRecord?, after delay: UInt64, waiting: String) {
    guard let task, !task.isFinished else { return }
    task.lastCause = recorder.read(
      .clock, name: "\(waiting) \(describeDelay(delay))", identity: task.node?.pathSym ?? .none,
      cause: task.lastCause)
    modelWrites.taskStepBegan(task)
  }
}

/// Records, in the context of the code running now, that its task resumed after a sleep of
/// `delay` nanoseconds; only on the main queue, where the runtime's tasks run, so that the record
/// keeps its place among the task's events.
func recordResumeAfterSleep(in context: ExecutionContext, delay: UInt64) {
  guard context.task != nil, MainQueue.isCurrent else { return }
  MainActor.assumeIsolated {
    context.host.recordResume(of: context.task, after: delay, waiting: "sleep")
  }
}

/// `300 ms`, `1.5 s`, `250 µs`: a delay as a person writes it.
func describeDelay(_ ns: UInt64) -> String {
  let units: [(UInt64, String)] = [(1_000_000_000, "s"), (1_000_000, "ms"), (1_000, "µs")]
  for (size, unit) in units where ns >= size {
    let whole = ns / size
    let tenth = ns % size / (size / 10)
    return ns % (size / 10) == 0 && tenth != 0 ? "\(whole).\(tenth) \(unit)" : "\(whole) \(unit)"
  }
  return "\(ns) ns"
}
