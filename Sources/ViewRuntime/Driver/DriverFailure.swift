import TraceFormat

extension Driver {
  /// Records that a step of the script failed, as a warning event naming what failed, so
  /// that the trace written up to that point says why it ends there.
  public func recordFailure(_ reason: String) {
    host.recorder.record(
      .warning, identity: .none, cause: host.recorder.seq,
      code: WarningKind.other.rawValue, name: host.recorder.intern("step failed: \(reason)"))
  }
}
