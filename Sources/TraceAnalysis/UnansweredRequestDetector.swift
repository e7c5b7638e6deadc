import TraceFormat

/// Requests that no fixture answered (`effect/unanswered`): one finding per request, so that a
/// scenario missing a response says which, instead of seeming to hang or load nothing.
struct UnansweredRequestDetector {
  let d: Detection

  func detect() -> [Finding] {
    var seen: Set<Sym> = []
    var findings: [Finding] = []
    for warning in d.warnings(.unansweredRequest) {
      guard let begin = d.event(warning.cause), begin.kind == .effectBegin,
        seen.insert(begin.name).inserted
      else { continue }
      let name = d.text(begin.name)
      var summary = Summary()
      summary.say("unanswered request: no fixture answers ")
      summary.state(.ran, name, cites: [begin.seq], quoting: [name])
      summary.say(", so ")
      summary.state(.warned, "it failed at once", cites: [warning.seq])
      findings.append(
        Finding(
          kind: .effectUnanswered, summary: summary,
          chain: d.chain(to: [warning.seq], citing: summary), sites: d.sites([begin.site]),
          fix:
            "Give the scenario a response for \(name): an entry in its HAR file, a file in its "
            + "fixtures folder (method, then path), or a closure in its NetworkFixtures."))
    }
    return findings
  }
}
