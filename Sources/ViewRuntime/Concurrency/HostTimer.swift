import Foundation

extension Timer {
  /// Makes a timer that calls `block` once `interval` seconds have passed, and then every
  /// `interval` if it `repeats`, until `invalidate()` is called, as Foundation's does.
  ///
  /// Code that imports ViewRuntime gets this in place of Foundation's, which it shadows. A file
  /// that imports Foundation itself too would see both with the same signature; this one is
  /// disfavored so that such a file compiles, with Foundation's timer (which never fires
  /// headless): drop that import, ViewRuntime brings Foundation. Called by a host's code on the main actor, the timer runs on the host's
  /// clock: each tick runs `block` on the main queue when the host's time has moved by
  /// `interval`, and the timer is recorded as an unstructured task named `Timer`, from this
  /// call, caused by what called, to the first tick that finds it invalidated (or its only
  /// tick). Elsewhere it is scheduled on the current run loop, as Foundation's is.
  @_disfavoredOverload public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    guard let scheduled = UnstructuredWork(label: "Timer") else {
      RunLoop.current.add(timer, forMode: .default)
      return timer
    }
    // As Foundation does, an interval of zero or less stands for 0.1 ms.
    let period = UInt64(max(interval, 0.000_1) * 1e9)
    scheduled.tick(timer, every: period, repeats: repeats, block: block)
    return timer
  }
}

extension UnstructuredWork {
  /// Calls `block` after `period` nanoseconds and then, if the timer `repeats`, every `period`
  /// until it is invalidated; then records the end.
  fileprivate func tick(
    _ timer: Timer, every period: UInt64, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) {
    // Foundation's `Timer` is not `Sendable`; this one is touched on the main queue only.
    nonisolated(unsafe) let timer = timer
    run(after: period) {
      if timer.isValid { block(timer) }
      if repeats && timer.isValid {
        tick(timer, every: period, repeats: repeats, block: block)
      } else {
        timer.invalidate()
        finish()
      }
    }
  }
}
