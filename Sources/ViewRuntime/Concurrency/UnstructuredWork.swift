/// Work that a host's code on the main actor starts and that runs on after it: an unstructured
/// `Task { }`, a `DispatchQueue.main.asyncAfter` block, a `Timer`'s ticks.
struct UnstructuredWork: Sendable {
  /// The context it runs in: its own, which holds its record, or, started in a task that the
  /// runtime started, that task's: its work is that task's, whose cancel it ignores, as the
  /// analyzer expects of a request made in an inner `Task { }`.
  let context: ExecutionContext
  /// Whether it has a record of its own, whose end is then recorded too.
  let isRecorded: Bool

  /// Records the start of the work, named `label`, if the code starting it is a host's and runs
  /// on the main actor. Work that inherits nothing of its creator (`detached`) has a record of
  /// its own even when a task the runtime started creates it.
  init?(label: String, detached: Bool = false) {
    guard let creator = ExecutionContext.current, MainQueue.isCurrent else { return nil }
    isRecorded = detached || (creator.task?.kind ?? .unstructured) == .unstructured
    context =
      isRecorded
      ? MainActor.assumeIsolated { creator.host.unstructuredTaskCreated(in: creator, label: label) }
      : creator
  }

  private init(context: ExecutionContext, isRecorded: Bool) {
    self.context = context
    self.isRecorded = isRecorded
  }

  /// This work, or, when it counts as the work of a task the runtime started and that task has
  /// ended (a `.task` that did not wait for it), the same work with a record of its own from
  /// now, named `label` and caused by that task's last event.
  @MainActor
  func outlivingItsTask(label: String) -> UnstructuredWork {
    guard !isRecorded, let task = context.task, task.isFinished else { return self }
    let own = context.host.unstructuredTaskCreated(in: context, label: label, cause: task.lastCause)
    return UnstructuredWork(context: own, isRecorded: true)
  }

  /// Records the end of the work, if it has a record of its own: made with it, or first seen
  /// since the runtime task it counted as ended (``ViewHost/task(of:)``).
  func finish() {
    let host = context.host
    guard isRecorded, let record = context.task else {
      guard let running = withUnsafeCurrentTask(body: { $0?.hashValue }) else { return }
      let context = context
      onMain { host.outlivingTaskFinished(key: running, context: context) }
      return
    }
    onMain { host.taskFinished(record) }
  }

  /// Runs `body` on the main queue, in the work's context, once `delay` nanoseconds have
  /// passed on the host's clock.
  func run(after delay: UInt64, _ body: @escaping @MainActor @Sendable () -> Void) {
    let core = context.core
    core.addTimer(
      id: core.makeTimerID(), delay: delay,
      wakeup: .work { [context] in
        MainActor.assumeIsolated {
          context.host.recordResume(of: context.task, after: delay, waiting: "timer")
          ExecutionContext.$current.withValue(context) {
            body()
            context.host.modelWrites.sweep()
          }
        }
      })
  }
}
