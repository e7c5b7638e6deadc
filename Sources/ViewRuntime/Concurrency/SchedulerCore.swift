import Foundation
import Synchronization
@_spi(ExperimentalScheduling) import _Concurrency

/// The host's scheduler state shared with tasks and the executor on any thread: the virtual
/// clock, the timers that sleeping tasks wait on, and counters of work in flight.
final class SchedulerCore: Sendable {
  enum Wakeup: Sendable {
    case continuation(CheckedContinuation<Void, any Error>)
    case job(UnownedJob, HostExecutor)
    /// Work to run on the main queue (a Dispatch block, a timer's tick).
    case work(@Sendable () -> Void)
  }

  struct Timer: Sendable {
    let deadline: UInt64
    let order: UInt64
    let wakeup: Wakeup
  }

  private struct State {
    var timers: [UInt64: Timer] = [:]
    var cancelledBeforeAdding: Set<UInt64> = []
    var nextOrder: UInt64 = 0
    var pendingJobs = 0
    var activity: UInt64 = 0
    /// Jobs queued or running on the pool for the host's detached tasks.
    var poolJobs = 0
  }

  private let state = Mutex(State())
  /// The virtual clock, in nanoseconds: read for every recorded event, so kept out of `state`'s
  /// lock (it only moves forward, and nothing else is read or written with it).
  private let virtualNow = Atomic<UInt64>(0)
  let deterministic: Bool
  /// Where the standard clocks stood when the scheduler was made: time zero on each.
  let continuousStart = ContinuousClock.standardNow
  let suspendingStart = SuspendingClock.standardNow

  init(deterministic: Bool) { self.deterministic = deterministic }

  /// Nanoseconds since the start: virtual in deterministic mode, real otherwise.
  var now: UInt64 {
    deterministic ? virtualNow.load(ordering: .acquiring) : realNow
  }

  /// Nanoseconds since the start on the continuous clock. Not inlined: its generic clock code
  /// would otherwise look up the clock's type metadata on every read of the virtual clock too.
  @inline(never) private var realNow: UInt64 {
    continuousStart.duration(to: ContinuousClock.standardNow).clampedNanoseconds
  }

  /// Moves virtual time forward.
  func advance(to time: UInt64) {
    var current = virtualNow.load(ordering: .relaxed)
    while time > current {
      let (exchanged, original) = virtualNow.compareExchange(
        expected: current, desired: time, ordering: .acquiringAndReleasing)
      if exchanged { return }
      current = original
    }
  }

  /// A fresh timer id.
  func makeTimerID() -> UInt64 {
    state.withLock {
      $0.nextOrder += 1
      return $0.nextOrder
    }
  }

  /// Adds a timer `delay` nanoseconds from now. Returns false if it was cancelled already.
  @discardableResult
  func addTimer(id: UInt64, delay: UInt64, wakeup: Wakeup) -> Bool {
    let (deadline, overflow) = now.addingReportingOverflow(delay)
    let added = state.withLock {
      if $0.cancelledBeforeAdding.remove(id) != nil { return false }
      $0.timers[id] = Timer(deadline: overflow ? .max : deadline, order: id, wakeup: wakeup)
      $0.activity &+= 1
      return true
    }
    if added && !deterministic {
      let wait = DispatchTimeInterval.nanoseconds(Int(clamping: delay))
      // The work item form: this module's `asyncAfter(deadline:execute:)` follows the host.
      DispatchQueue.main.asyncAfter(
        deadline: .now() + wait,
        execute: DispatchWorkItem { [self] in
          if let timer = removeTimer(id: id) { fire(timer) }
        })
    }
    return added
  }

  /// Wakes what waits on `timer`: resumes the sleeping task or runs its job or work.
  func fire(_ timer: Timer) {
    switch timer.wakeup {
    case .continuation(let continuation): continuation.resume()
    case .job(let job, let executor): executor.run(job)
    case .work(let work): runOnMain(work)
    }
  }

  /// Runs `work` on the main queue, counted as a job in flight until it returns.
  func runOnMain(_ work: @escaping @Sendable () -> Void) {
    jobEnqueued()
    // Dispatch's own call: this module's `async(execute:)` runs a host's work through here.
    DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
      work()
      self.jobFinished()
    }
  }

  private func removeTimer(id: UInt64) -> Timer? {
    state.withLock { $0.timers.removeValue(forKey: id) }
  }

  /// Removes a timer whose task was cancelled and returns it.
  func cancelTimer(id: UInt64) -> Timer? {
    state.withLock {
      guard let timer = $0.timers.removeValue(forKey: id) else {
        $0.cancelledBeforeAdding.insert(id)
        return nil
      }
      $0.activity &+= 1
      return timer
    }
  }

  /// The earliest timer due at or before `limit`, removed from the queue.
  func popTimer(dueBy limit: UInt64) -> Timer? {
    state.withLock {
      guard
        let next = $0.timers.values.min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) }),
        next.deadline <= limit
      else { return nil }
      $0.timers[next.order] = nil
      $0.activity &+= 1
      return next
    }
  }

  /// The deadline of the earliest timer, if any.
  var nextDeadline: UInt64? {
    state.withLock { $0.timers.values.map(\.deadline).min() }
  }

  var hasTimers: Bool { state.withLock { !$0.timers.isEmpty } }

  func jobEnqueued() { state.withLock { $0.pendingJobs += 1 } }

  func jobFinished() {
    state.withLock {
      $0.pendingJobs -= 1
      $0.activity &+= 1
    }
  }

  var pendingJobs: Int { state.withLock { $0.pendingJobs } }

  func poolJobEnqueued() { state.withLock { $0.poolJobs += 1 } }

  func poolJobFinished() {
    state.withLock {
      $0.poolJobs -= 1
      $0.activity &+= 1
    }
  }

  /// Whether no job is queued or running, on the main queue or on the pool: read at once, as a
  /// job finishing on the pool enqueues the job it resumes before it counts as finished.
  var isIdle: Bool { state.withLock { $0.pendingJobs == 0 && $0.poolJobs == 0 } }

  var activity: UInt64 { state.withLock { $0.activity } }

  /// Suspends the calling task until `duration` has passed on this scheduler's clock.
  func sleep(nanoseconds: UInt64) async throws {
    try Task.checkCancellation()
    let id = makeTimerID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if !addTimer(id: id, delay: nanoseconds, wakeup: .continuation(continuation)) {
          continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      if case .continuation(let continuation)? = cancelTimer(id: id)?.wakeup {
        continuation.resume(throwing: CancellationError())
      }
    }
  }
}

/// Runs tasks that the runtime starts, on the main queue one job at a time, so that their order
/// is the order of the queue; their `Task.sleep` waits on the scheduler's clock.
final class HostExecutor: TaskExecutor, SchedulingExecutor, Sendable {
  let core: SchedulerCore

  init(core: SchedulerCore) { self.core = core }

  func enqueue(_ job: consuming ExecutorJob) {
    run(UnownedJob(job))
  }

  /// Runs `job` on the main queue.
  func run(_ job: UnownedJob) {
    core.runOnMain { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    let delay = clock.now.duration(to: instant)
    core.addTimer(
      id: core.makeTimerID(), delay: nanoseconds(delay), wakeup: .job(UnownedJob(job), self))
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    core.addTimer(
      id: core.makeTimerID(), delay: nanoseconds(delay), wakeup: .job(UnownedJob(job), self))
  }

  private func nanoseconds<D: DurationProtocol>(_ delay: D) -> UInt64 {
    (delay as? Duration)?.clampedNanoseconds ?? 0
  }
}

extension Duration {
  /// The duration in whole nanoseconds, 0 if negative, `UInt64.max` if longer.
  var clampedNanoseconds: UInt64 {
    guard self > .zero else { return 0 }
    let (seconds, attoseconds) = components
    let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    let (total, carry) = whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
    return overflow || carry ? .max : total
  }
}
