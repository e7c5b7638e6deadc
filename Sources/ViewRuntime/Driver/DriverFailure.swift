import TraceFormat

extension Driver {
  /// Records that a step of the script failed, as a warning event naming what failed, so
  /// that the trace written up to that point says why it ends there.
  public func recordFailure(_ reason: String) {
    host.recorder.warning(
      .other, message: "step failed: \(reason)", identity: .none, cause: host.recorder.seq)
  }
}
