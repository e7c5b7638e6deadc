import TraceAnalysis
import TraceFormat

extension Scenario {
  /// How the findings of a recording of this scenario differ from what it declares, on one
  /// line; nil when they agree.
  package func expectationDifference(_ analysis: Analysis) -> String? {
    expectationDifference(analysis.findings.map { ($0, analysis.trace) })
  }

  /// How `found` differs from what this scenario declares, on one line; nil when they agree or
  /// when it declares nothing (a preview). They agree when every `expect` kind is reported as an
  /// error or a warning, every `info` kind is mentioned at info severity (unless `checkingInfo`
  /// is false: `explore` keeps no infos), and no error or warning is of a kind it does not
  /// expect. Each finding comes with the trace it was found in, which names its view.
  package func expectationDifference(
    _ found: [(finding: Finding, trace: Trace)], checkingInfo: Bool = true
  ) -> String? {
    guard declaresFindings else { return nil }
    let findings = found.map(\.finding)
    let serious = findings.filter { $0.severity != .info }
    var parts: [String] = []
    for kind in expect where !serious.contains(where: { $0.kind == kind }) {
      parts.append("expected \(kind), found none")
    }
    if checkingInfo {
      for kind in info
      where !findings.contains(where: { $0.kind == kind && $0.severity == .info }) {
        parts.append("expected \(kind) at info severity, found none")
      }
    }
    var reported: [FindingKind] = []
    for (finding, trace) in found
    where finding.severity != .info && !expect.contains(finding.kind)
      && !reported.contains(finding.kind)
    {
      reported.append(finding.kind)
      let others = serious.filter { $0.kind == finding.kind }.count - 1
      let view = Self.view(of: finding, in: trace).map { " at \($0)" } ?? ""
      let more = others == 0 ? "" : " (and \(others) more)"
      parts.append("found \(finding.kind)\(view)\(more), not expected")
    }
    return parts.isEmpty ? nil : "\(name): " + parts.joined(separator: "; ")
  }

  /// The view where `finding`'s symptom shows, by its type (the view a modifier belongs to).
  private static func view(of finding: Finding, in trace: Trace) -> String? {
    guard let symptom = finding.symptom, let event = trace.event(seq: symptom),
      !event.identity.isNone
    else { return nil }
    var path = IdentityPath(trace[event.identity])
    while path.isModifier, let parent = path.parent { path = parent }
    return path.type
  }
}
