import Foundation

extension DispatchQueue {
  /// Runs `work` on this queue at `deadline`, as Dispatch's
  /// `asyncAfter(deadline:qos:flags:execute:)` does.
  ///
  /// Code that imports ViewRuntime gets this in place of Dispatch's, which it outranks by having
  /// no defaulted parameters. Called by a host's code on the main actor for the main queue, the
  /// delay until `deadline` passes on the host's clock: `work` runs on the main queue when the
  /// host's time has moved by as much, recorded as an unstructured task from this call, caused
  /// by what called, to its end. `deadline` is real time, so the delay is measured at the call,
  /// rounded up to the millisecond (`.now() + 1.5` waits exactly 1.5 s). Elsewhere, and for any
  /// other queue, it is Dispatch's.
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
    scheduled.run(after: deadline.millisecondsFromNow) {
      work()
      scheduled.finish()
    }
  }
}

extension DispatchTime {
  /// The real time from now to this instant in nanoseconds, rounded up to whole milliseconds so
  /// that the moments between computing a deadline from `now()` and reading it here do not show;
  /// 0 if it has passed.
  fileprivate var millisecondsFromNow: UInt64 {
    let now = DispatchTime.now().uptimeNanoseconds
    guard uptimeNanoseconds > now else { return 0 }
    let millisecond: UInt64 = 1_000_000
    let (whole, part) = (uptimeNanoseconds - now).quotientAndRemainder(dividingBy: millisecond)
    let (rounded, overflow) = (whole + (part > 0 ? 1 : 0)).multipliedReportingOverflow(
      by: millisecond)
    return overflow ? .max : rounded
  }
}
