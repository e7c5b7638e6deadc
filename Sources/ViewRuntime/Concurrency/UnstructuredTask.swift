extension Task where Failure == Never {
  /// Runs `operation` as a new unstructured task, as the standard `Task { }` does.
  ///
  /// Code that imports ViewRuntime gets this in place of the standard initializer, which it
  /// outranks by having no `name:`. Created by a host's code on the main actor (an action, an
  /// `onAppear`, a body, another such task), the task is recorded from its creation, caused by
  /// what created it, to its end; created in a `.task`, its work counts as that task's. Either
  /// way its nonisolated code runs on the host's executor, so that its sleeps keep the order of
  /// the main queue. Elsewhere, and with a `name:`, it is the standard task.
  @discardableResult
  public init(
    priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation:
      sending @escaping @isolated(any) () async -> Success
  ) {
    guard let hosted = HostedTask(isolation: isolation(of: operation)) else {
      self.init(name: nil, priority: priority, operation: operation)
      return
    }
    if hosted.isMainActor {
      self.init(name: nil, priority: priority) { @MainActor in await hosted.run(operation) }
    } else {
      self.init(name: nil, executorPreference: hosted.executor, priority: priority) {
        await hosted.run(operation)
      }
    }
  }
}

extension Task where Failure == any Error {
  /// Runs the throwing `operation` as a new unstructured task, as the standard `Task { }` does;
  /// recorded and run as the non-throwing one is.
  @discardableResult
  public init(
    priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation:
      sending @escaping @isolated(any) () async throws -> Success
  ) {
    guard let hosted = HostedTask(isolation: isolation(of: operation)) else {
      self.init(name: nil, priority: priority, operation: operation)
      return
    }
    if hosted.isMainActor {
      self.init(name: nil, priority: priority) { @MainActor in try await hosted.run(operation) }
    } else {
      self.init(name: nil, executorPreference: hosted.executor, priority: priority) {
        try await hosted.run(operation)
      }
    }
  }
}

/// The actor `operation` is isolated to. (Reading `isolation` of the initializers' `sending`
/// parameter directly crashes the 6.3 compiler.)
private func isolation<T>(of operation: @isolated(any) () async throws -> T) -> (any Actor)? {
  operation.isolation
}

/// An unstructured task created by a host's code on the main actor.
private struct HostedTask: Sendable {
  /// Its record and the context it runs in.
  let work: UnstructuredWork
  /// Whether its operation is isolated to the main actor, where it then starts, as the standard
  /// task does; otherwise it starts on the host's executor.
  let isMainActor: Bool

  var executor: HostExecutor { work.context.host.executor }

  /// Records the start of the task being created, if the code creating it is a host's and runs
  /// on the main actor.
  init?(isolation: (any Actor)?) {
    guard let work = UnstructuredWork(label: "Task") else { return nil }
    self.work = work
    isMainActor = isolation === MainActor.shared
  }

  /// Runs `operation` in the task's context, with the host's executor preferred for its
  /// nonisolated code, then records its end.
  func run<T>(
    _ operation: () async throws -> T, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> T {
    defer { work.finish() }
    return try await ExecutionContext.$current.withValue(work.context) {
      defer { ModelWrites.sweep(in: work.context.host) }
      return try await withTaskExecutorPreference(executor) { try await operation() }
    }
  }
}
