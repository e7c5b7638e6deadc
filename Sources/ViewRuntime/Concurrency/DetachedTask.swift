import Dispatch

extension Task where Failure == Never {
  /// Runs `operation` as a new detached task, as the standard `Task.detached` does.
  ///
  /// Code that imports ViewRuntime gets this in place of the standard one, which it outranks by
  /// having no `name:`. Created by a host's code, the task runs its nonisolated code on the
  /// global queues through an executor that counts its jobs, so that in deterministic mode the
  /// driver waits for it while it has work queued or running, and only then. It is not recorded
  /// until it writes state or starts an effect. Elsewhere, and with a `name:`, it is the standard
  /// detached task.
  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    guard let core = ExecutionContext.current?.core else {
      return Task.detached(name: nil, priority: priority, operation: operation)
    }
    return Task.detached(
      name: nil, executorPreference: PoolExecutor(core: core), priority: priority
    ) { await operation() }
  }
}

extension Task where Failure == any Error {
  /// Runs the throwing `operation` as a new detached task, as the standard `Task.detached`
  /// does; counted as the non-throwing one is.
  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    guard let core = ExecutionContext.current?.core else {
      return Task.detached(name: nil, priority: priority, operation: operation)
    }
    return Task.detached(
      name: nil, executorPreference: PoolExecutor(core: core), priority: priority
    ) { try await operation() }
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
