import Foundation

extension DispatchQueue {
  /// Runs `work` on this queue at `deadline`, as Dispatch's
  /// `asyncAfter(deadline:qos:flags:execute:)` does.
  ///
  /// Code that imports ViewRuntime gets this in place of Dispatch's, which it outranks by having
  /// no defaulted parameters. Called by a host's code on the main actor for the main queue, the
  /// delay until `deadline` passes on the host's clock: `work` runs on the main queue when the
  /// host's time has moved by as much, recorded as an unstructured task from this call, caused
  /// by what called, to its end. `deadline` is real time, so the delay is measured at the call
  /// and taken up to the round delay it stands for (`RoundDelay`: `.now() + 1.5` waits exactly
  /// 1.5 s, however long the call took). Elsewhere, and for any other queue, it is Dispatch's.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    asyncAfter(deadline: deadline, qos: .unspecified, execute: work)
  }

  /// Runs `work` on this queue at `deadline` with quality of service `qos`, following the host's
  /// clock as ``asyncAfter(deadline:execute:)`` does.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard MainQueue.isMain(self), let scheduled = UnstructuredWork(label: "asyncAfter") else {
      return asyncAfter(deadline: deadline, execute: DispatchWorkItem(qos: qos, block: work))
    }
    scheduled.run(after: deadline.intendedDelay) {
      work()
      scheduled.finish()
    }
  }
}

extension DispatchTime {
  /// The real time from now to this instant in nanoseconds, as the delay the caller wrote: the
  /// moments between computing a deadline from `now()` and reading it here are not part of it,
  /// so the time left is taken up to the first round delay it falls short of by no more than
  /// such moments could last (`RoundDelay`); 0 if it has passed.
  fileprivate var intendedDelay: UInt64 {
    let now = DispatchTime.now().uptimeNanoseconds
    guard uptimeNanoseconds > now else { return 0 }
    return RoundDelay.intended(byRemaining: uptimeNanoseconds - now)
  }
}

/// The delay a caller meant, from the time left until its deadline when the runtime reads it.
/// A deadline is `.now() + delay`, computed an instant before the runtime sees it: a few
/// microseconds usually, milliseconds on a loaded machine or under a sanitizer. Delays written
/// in code are round (`.now() + 2`, `+ 0.25`, `+ .milliseconds(300)`), so the time left is
/// taken up to the next multiple of 100 ms when it is at most 20 ms short of it, else of 10 ms
/// when at most 5 ms short, else of 1 ms: 1.997 s left is 2 s, 0.2991 s is 0.3 s, 1.5 s is 1.5 s.
enum RoundDelay {
  static func intended(byRemaining remaining: UInt64) -> UInt64 {
    let millisecond: UInt64 = 1_000_000
    for (step, slack) in [
      (100 * millisecond, 20 * millisecond), (10 * millisecond, 5 * millisecond),
    ] {
      let up = roundedUp(remaining, to: step)
      if up - remaining <= slack { return up }
    }
    return roundedUp(remaining, to: millisecond)
  }

  /// `value` rounded up to a multiple of `step`, or `.max` if that overflows.
  private static func roundedUp(_ value: UInt64, to step: UInt64) -> UInt64 {
    let (whole, part) = value.quotientAndRemainder(dividingBy: step)
    let (rounded, overflow) = (whole + (part > 0 ? 1 : 0)).multipliedReportingOverflow(by: step)
    return overflow ? .max : rounded
  }
}
