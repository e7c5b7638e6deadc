extension Task where Success == Never, Failure == Never {
  /// Suspends the current task for `duration` nanoseconds, on the host's clock.
  ///
  /// Code that imports ViewRuntime gets this in place of the standard `Task.sleep(nanoseconds:)`:
  /// inside a host in deterministic mode it waits on the virtual clock, so that a simulated
  /// latency costs no real time and always ends in the same order; elsewhere it sleeps as usual.
  /// Like the standard one, it throws `CancellationError` when the task is cancelled. When an
  /// unstructured `Task { }` is cancelled through its handle while it sleeps, the cancel is
  /// recorded.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await ContinuousClock().sleepFollowingHost(for: .nanoseconds(duration), tolerance: nil)
  }

  /// Suspends the current task for `duration` on `clock`: the continuous and suspending clocks
  /// (the default is `.continuous`, as in `Task.sleep(for: .seconds(1))`) follow the host's
  /// clock as ``sleep(nanoseconds:)`` does; any other clock sleeps as usual.
  public static func sleep<C: Clock>(
    for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
    clock: C = .continuous
  ) async throws {
    try await clock.sleepFollowingHost(for: duration, tolerance: tolerance)
  }

  /// Suspends the current task until `deadline` on `clock`: for the continuous and suspending
  /// clocks, until the host's clock has moved from the clock's `now` at the call by as much, as
  /// ``sleep(nanoseconds:)`` does; any other clock sleeps as usual.
  public static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    try await clock.sleepFollowingHost(until: deadline, tolerance: tolerance)
  }
}

extension Clock {
  /// Sleeps for `duration`: on the host's clock if this clock maps onto it, else as the standard
  /// `sleep(for:tolerance:)` does.
  func sleepFollowingHost(for duration: Duration, tolerance: Duration?) async throws {
    guard self is any HostMappedClock, let delay = duration as? Swift.Duration else {
      return try await standardSleep(for: duration, tolerance: tolerance)
    }
    try await sleepOnHost(for: delay) {
      try await standardSleep(for: duration, tolerance: tolerance)
    }
  }

  /// Sleeps until `deadline`: on the host's clock if this clock maps onto it, else as the
  /// standard `sleep(until:tolerance:)` does.
  func sleepFollowingHost(until deadline: Instant, tolerance: Duration?) async throws {
    guard let clock = self as? any HostMappedClock, let delay = clock.delay(until: deadline) else {
      return try await sleep(until: deadline, tolerance: tolerance)
    }
    try await sleepOnHost(for: delay) { try await sleep(until: deadline, tolerance: tolerance) }
  }
}

/// Sleeps `duration` on the clock of the host whose code is running, or, outside any host, runs
/// `standard`: the sleep that the call stands for.
private func sleepOnHost(
  for duration: Duration, otherwise standard: () async throws -> Void
) async throws {
  guard let context = ExecutionContext.current else { return try await standard() }
  ModelWrites.sweep(in: context.host)
  let nanoseconds = duration.clampedNanoseconds
  try await sleepOnHostClock(in: context, nanoseconds: nanoseconds)
  recordResumeAfterSleep(in: context, delay: nanoseconds)
}

/// Waits `nanoseconds` on the clock of `context`'s host: a sleep, a response's latency. Throws
/// `CancellationError` when the task is cancelled; the runtime records the cancel of the tasks
/// it started, and this records the cancel of an unstructured task through its handle.
func sleepOnHostClock(in context: ExecutionContext, nanoseconds: UInt64) async throws {
  if let task = context.task, task.kind != .unstructured {
    return try await context.core.sleep(nanoseconds: nanoseconds)
  }
  let key = withUnsafeCurrentTask { $0?.hashValue } ?? 0
  let host = context.host
  try await withTaskCancellationHandler {
    try await context.core.sleep(nanoseconds: nanoseconds)
  } onCancel: {
    onMain { host.unstructuredTaskCancelled(key: key, context: context) }
  }
}
