import TraceFormat

/// The findings of a trace, from its timeline.
public struct Analysis: Sendable {
  public let timeline: Timeline
  /// Worst first, then in the order their symptoms happened.
  public let findings: [Finding]

  /// Rebuilds the timeline of `trace` and runs every detector over it.
  public init(trace: Trace) {
    self.init(timeline: Timeline(trace: trace))
  }

  /// Runs every detector over `timeline`.
  public init(timeline: Timeline) {
    self.timeline = timeline
    let d = Detection(timeline: timeline)
    let found =
      StateResetDetector(d: d).detect() + RowIdentityDetector(d: d).detect()
      + EffectDetector(d: d).detect() + DoubleLoadDetector(d: d).detect()
      + UnansweredRequestDetector(d: d).detect()
      + TaskDetector(d: d).detect()
      + SelfCancelDetector(d: d).detect()
      + BodyWriteDetector(d: d).detect() + SeededStateDetector(d: d).detect()
      + ModelDetector(d: d).detect()
    findings = found.sorted {
      ($0.severity, $0.symptom ?? 0, $0.kind.rawValue)
        < ($1.severity, $1.symptom ?? 0, $1.kind.rawValue)
    }
  }

  public var trace: Trace { timeline.trace }

  /// The worst severity among the findings, if there is any finding.
  public var worst: Severity? { findings.map(\.severity).min() }
}
