import Dispatch

extension Task where Failure == Never {
  /// Runs `operation` as a new detached task, as the standard `Task.detached` does.
  ///
  /// Code that imports ViewRuntime gets this in place of the standard one, which it outranks by
  /// having no `name:`. Created by a host's code, the task runs its nonisolated code on the
  /// global queues through an executor that counts its jobs, so that in deterministic mode the
  /// driver waits for it while it has work queued or running, and only then. Created on the main
  /// actor (an action, an `onAppear`, a `.task`, a model they call), it is recorded from its
  /// creation to its end as an unstructured task named `Task.detached`, caused by what created
  /// it, and its requests are that task's; created elsewhere, it is recorded when it first
  /// writes state. Elsewhere, and with a `name:`, it is the standard detached task.
  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    guard let core = ExecutionContext.current?.core else {
      return Task.detached(name: nil, priority: priority, operation: operation)
    }
    let work = UnstructuredWork(label: "Task.detached", detached: true)
    return Task.detached(
      name: nil, executorPreference: PoolExecutor(core: core), priority: priority
    ) { await run(operation, as: work) }
  }
}

extension Task where Failure == any Error {
  /// Runs the throwing `operation` as a new detached task, as the standard `Task.detached`
  /// does; counted and recorded as the non-throwing one is.
  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    guard let core = ExecutionContext.current?.core else {
      return Task.detached(name: nil, priority: priority, operation: operation)
    }
    let work = UnstructuredWork(label: "Task.detached", detached: true)
    return Task.detached(
      name: nil, executorPreference: PoolExecutor(core: core), priority: priority
    ) { try await run(operation, as: work) }
  }
}

/// Runs a detached task's `operation` in the context of its recorded `work`, which then ends;
/// with no record (created off the main actor), in no host's context, as the standard one.
private func run<T>(_ operation: () async throws -> T, as work: UnstructuredWork?)
  async rethrows -> T
{
  guard let work else { return try await operation() }
  defer { work.finish() }
  return try await ExecutionContext.$current.withValue(work.context) {
    defer { ModelWrites.sweep(in: work.context.host) }
    return try await operation()
  }
}

/// Runs jobs on the global queues, as the pool does, counting in the host's scheduler each job
/// from the moment it is queued until it returns: work outstanding off the main actor.
final class PoolExecutor: TaskExecutor {
  let core: SchedulerCore

  init(core: SchedulerCore) { self.core = core }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    core.poolJobEnqueued()
    DispatchQueue.global().async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      self.core.poolJobFinished()
    }
  }
}
