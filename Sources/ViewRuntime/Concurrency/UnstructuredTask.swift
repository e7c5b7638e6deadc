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
    guard let hosted = HostedTask() else {
      self.init(name: nil, priority: priority, operation: operation)
      return
    }
    self.init(name: nil, executorPreference: hosted.executor, priority: priority) {
      await hosted.run(operation)
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
    guard let hosted = HostedTask() else {
      self.init(name: nil, priority: priority, operation: operation)
      return
    }
    self.init(name: nil, executorPreference: hosted.executor, priority: priority) {
      try await hosted.run(operation)
    }
  }
}

/// An unstructured task created by a host's code on the main actor.
private struct HostedTask: Sendable {
  /// Its record and the context it runs in.
  let work: UnstructuredWork

  var executor: HostExecutor { work.context.host.executor }

  /// Records the start of the task being created, if the code creating it is a host's and runs
  /// on the main actor.
  init?() {
    guard let work = UnstructuredWork(label: "Task") else { return nil }
    self.work = work
  }

  /// Runs `operation` in the task's context, then records its end. The task prefers the
  /// host's executor from its creation, so that no step of it, isolated to no actor, runs on the
  /// pool, where the driver does not see it, to join the main queue whenever that thread gets to
  /// it: an operation isolated to the main actor goes there from the host's executor.
  func run<T>(_ operation: () async throws -> T) async rethrows -> T {
    defer { work.finish() }
    return try await ExecutionContext.$current.withValue(work.context) {
      defer { ModelWrites.sweep(in: work.context.host) }
      return try await operation()
    }
  }
}
