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
  /// on the main actor.
  init?(label: String) {
    guard let creator = ExecutionContext.current, MainQueue.isCurrent else { return nil }
    isRecorded = (creator.task?.kind ?? .unstructured) == .unstructured
    context =
      isRecorded
      ? MainActor.assumeIsolated { creator.host.unstructuredTaskCreated(in: creator, label: label) }
      : creator
  }

  /// Records the end of the work, if it has a record of its own.
  func finish() {
    guard isRecorded, let record = context.task else { return }
    let host = context.host
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
