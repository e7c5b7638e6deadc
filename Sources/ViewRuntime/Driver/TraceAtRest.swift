import TraceFormat

extension Driver {
  /// The trace as letting any time pass and then `finish()` would leave it, while the screen
  /// stays open for more actions; nil unless the screen is at rest on the deterministic clock:
  /// no timer, job or update pending, no `.task` running and no effect open, so that time
  /// passing wakes nothing and stopping cancels nothing. `explore` reads it to analyse a state
  /// and go on from it, instead of playing the actions that led there again.
  public var traceAtRest: Trace? {
    let core = host.core
    guard core.deterministic, core.nextDeadline == nil, core.isIdle, !host.hasPendingUpdate,
      host.openEffects.isEmpty, let root = host.root
    else { return nil }
    var running = false
    root.forEachInTree { node in
      guard !running, let state = node.runtimeState as? TaskModifierState else { return }
      running = state.tasks.contains { !$0.isCancelled && !$0.isFinished }
    }
    return running ? nil : trace
  }
}
