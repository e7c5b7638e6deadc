import TraceFormat

/// State written while a body was being evaluated (`state/write-during-body`).
struct BodyWriteDetector {
  let d: Detection

  func detect() -> [Finding] {
    var seen: Set<String> = []
    var findings: [Finding] = []
    for warning in d.warnings(.writeDuringBody) {
      guard let write = d.event(warning.cause), write.kind == .slotWrite,
        seen.insert("\(write.identity.rawValue)|\(write.name.rawValue)").inserted
      else { continue }
      let slot = d.slot(write.identity, write.name, at: write.seq)
      let body =
        d.text(warning.identity).isEmpty ? "a body" : d.viewType(warning.identity) + ".body"
      let (name, before, after) = (d.text(write.name), d.text(write.before), d.text(write.after))
      var summary = Summary()
      summary.state(
        .wrote, "\(body) wrote \(name) of \(d.viewType(write.identity)) (\(before) → \(after))",
        cites: [write.seq], quoting: [name, before, after])
      summary.say(" ")
      summary.state(.warned, "while it was being evaluated", cites: [warning.seq])
      summary.say(", which invalidates the view again")
      findings.append(
        Finding(
          kind: .stateWriteDuringBody, summary: summary,
          chain: d.chain(to: [warning.seq], citing: summary), sites: d.sites([slot?.site ?? .none]),
          fix:
            "Compute the value in the body without storing it (a local `let` or a computed "
            + "property), or store it from an action, `.onChange(of:)` or `.task`, never from body."
        ))
    }
    return findings
  }
}
