extension Task where Success == Never, Failure == Never {
  /// Suspends the current task for `duration`, on the host's clock.
  ///
  /// Code that imports ViewRuntime gets this in place of the standard `Task.sleep(for:)`: inside
  /// a host in deterministic mode it waits on the virtual clock, so that a simulated latency costs
  /// no real time and always ends in the same order; elsewhere it sleeps as usual. Like the
  /// standard one, it throws `CancellationError` when the task is cancelled. When an unstructured
  /// `Task { }` is cancelled through its handle while it sleeps, the cancel is recorded.

  public static func sleep(for duration: Duration) async throws {
    guard let context = ExecutionContext.current else {
      try await ContinuousClock().sleep(for: duration)
      return
    }
    let parts = duration.components
    let nanoseconds = UInt64(
      max(0, parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000))
    guard context.task == nil else {
      try await context.core.sleep(nanoseconds: nanoseconds)
      return
    }
    let key = withUnsafeCurrentTask { $0?.hashValue } ?? 0
    let host = context.host
    try await withTaskCancellationHandler {
      try await context.core.sleep(nanoseconds: nanoseconds)
    } onCancel: {
      onMain { host.unstructuredTaskCancelled(key: key, context: context) }
    }
  }
}
