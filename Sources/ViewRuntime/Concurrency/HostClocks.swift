/// A standard clock whose time, in a host's code, is the host's: in deterministic mode its `now`
/// is where it stood when the host started plus the virtual time, and its sleeps wait on the
/// virtual clock. Code that imports ViewRuntime calls this module's `now` and `sleep(until:)`
/// members of `ContinuousClock` and `SuspendingClock`, and its `sleep(for:)` of every clock,
/// which shadow the standard ones.
protocol HostMappedClock: Clock where Duration == Swift.Duration {
  init()
  /// The clock's `now` when `core` was made.
  static func start(of core: SchedulerCore) -> Instant
}

extension HostMappedClock {
  /// The standard `now`, which this module's shadows hide from direct calls.
  static var standardNow: Instant { Self().now }

  /// The clock's `now` for the code running: virtual in a host in deterministic mode.
  static var hostNow: Instant {
    guard let core = ExecutionContext.current?.core, core.deterministic else { return standardNow }
    return start(of: core).advanced(by: .nanoseconds(core.now))
  }

  /// The time from `hostNow` to `deadline`, if it is one of this clock's instants.
  func delay<Deadline>(until deadline: Deadline) -> Swift.Duration? {
    (deadline as? Instant).map { Self.hostNow.duration(to: $0) }
  }
}

extension ContinuousClock: HostMappedClock {
  static func start(of core: SchedulerCore) -> Instant { core.continuousStart }

  /// The current instant; in a host's code in deterministic mode, on the host's virtual clock.
  public static var now: Instant { hostNow }
  /// The current instant; in a host's code in deterministic mode, on the host's virtual clock.
  public var now: Instant { Self.hostNow }

  /// Sleeps until `deadline`, following the host's clock (see `Task.sleep(until:tolerance:clock:)`).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepFollowingHost(until: deadline, tolerance: tolerance)
  }
}

extension ContinuousClock.Instant {
  /// The current instant; in a host's code in deterministic mode, on the host's virtual clock.
  public static var now: Self { ContinuousClock.hostNow }
}

extension SuspendingClock: HostMappedClock {
  static func start(of core: SchedulerCore) -> Instant { core.suspendingStart }

  /// The current instant; in a host's code in deterministic mode, on the host's virtual clock.
  public static var now: Instant { hostNow }
  /// The current instant; in a host's code in deterministic mode, on the host's virtual clock.
  public var now: Instant { Self.hostNow }

  /// Sleeps until `deadline`, following the host's clock (see `Task.sleep(until:tolerance:clock:)`).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleepFollowingHost(until: deadline, tolerance: tolerance)
  }
}

extension SuspendingClock.Instant {
  /// The current instant; in a host's code in deterministic mode, on the host's virtual clock.
  public static var now: Self { SuspendingClock.hostNow }
}

extension Clock {
  /// Sleeps for `duration`: the continuous and suspending clocks follow the host's clock (see
  /// `Task.sleep(nanoseconds:)`); any other clock sleeps as usual.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await sleepFollowingHost(for: duration, tolerance: tolerance)
  }

  /// The standard `sleep(for:tolerance:)`, which this module's shadow hides: in real time
  /// whoever calls, as the driver's own waits want.
  func standardSleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
  }
}
