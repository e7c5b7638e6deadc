import TraceFormat

extension Analysis {
  /// The findings as text for a terminal, worst first: each with its summary, its causal chain
  /// (one line per event, with its update, time and identity), its sites and its fix.
  public func explanation(style: TextStyle = .plain) -> String {
    let name = trace.header.scenario.isEmpty ? "trace" : trace.header.scenario
    guard !findings.isEmpty else { return "\(style.bold(name)): no findings\n" }
    let counts = Severity.allCases.compactMap { severity -> String? in
      let n = findings.filter { $0.severity == severity }.count
      return n == 0 ? nil : "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
    }
    var out = "\(style.bold(name)): \(findings.count) finding\(findings.count == 1 ? "" : "s") "
    out += "(\(counts.joined(separator: ", ")))\n"
    for finding in findings {
      out += "\n" + render(finding, style: style)
    }
    return out
  }

  /// One finding as text.
  public func render(_ finding: Finding, style: TextStyle = .plain) -> String {
    var out = style.severity(finding.severity, finding.severity.rawValue.uppercased())
    out += " " + style.bold(finding.kind.rawValue) + "\n"
    out += "  \(finding.summary)\n"
    out += "  chain, from the input to the symptom:\n"
    let width = (finding.chain.last ?? .none).description.count
    for seq in finding.chain {
      guard let e = timeline.graph.event(seq) else { continue }
      let location =
        e.identity.isNone ? "" : "  " + style.dim(IdentityPath(timeline[e.identity]).short())
      out += "    " + padLeft(seq.description, width) + "  " + padRight("u\(e.update)", 4) + " "
      out +=
        padLeft(formatTime(e.time), 13) + "  " + trace.describe(e, as: .prose) + location + "\n"
    }
    if !finding.sites.isEmpty { out += "  sites: \(finding.sites.joined(separator: ", "))\n" }
    out += "  fix: \(finding.fix)\n"
    return out
  }

  /// The findings as JSON:
  /// `{"findings":[{"kind","severity","summary","chain","steps","sites","fix"}]}`, where `chain`
  /// lists the chain's events by seq and `steps` describes each: `seq`, `kind`, `identity`,
  /// `text` (`Trace.describe(_:as: .prose)`), and for a `slot-write` or `model-write` its `name`, `before`,
  /// `after` and `writer`.
  public func findingsJSON() -> String {
    let items = findings.map { f in
      "{\"kind\":\(JSONString.quoted(f.kind.rawValue)),\"severity\":\(JSONString.quoted(f.severity.rawValue)),"
        + "\"summary\":\(JSONString.quoted(f.summary)),"
        + "\"chain\":[\(f.chain.map { String($0.rawValue) }.joined(separator: ","))],"
        + "\"steps\":[\(f.chain.compactMap { timeline.graph.event($0).map(stepJSON) }.joined(separator: ","))],"
        + "\"sites\":[\(f.sites.map { JSONString.quoted($0) }.joined(separator: ","))],"
        + "\"fix\":\(JSONString.quoted(f.fix))}"
    }
    return "{\"findings\":[\(items.joined(separator: ","))]}"
  }

  /// One step of a chain as JSON, with the values of a write.
  private func stepJSON(_ e: TraceEvent) -> String {
    var out =
      "{\"seq\":\(e.seq.rawValue),\"kind\":\(JSONString.quoted(e.kind.name)),"
      + "\"identity\":\(JSONString.quoted(trace[e.identity])),\"text\":\(JSONString.quoted(trace.describe(e, as: .prose)))"
    if e.kind == .slotWrite || e.kind == .modelWrite {
      out +=
        ",\"name\":\(JSONString.quoted(trace[e.name])),\"before\":\(JSONString.quoted(trace[e.before])),"
        + "\"after\":\(JSONString.quoted(trace[e.after])),"
        + "\"writer\":\(JSONString.quoted(CodeVocabulary.writer.name(e.code)))"
    }
    return out + "}"
  }
}

/// The explanation of `trace` as `viewtrace explain` prints it: every finding, worst first, with
/// its causal chain, sites and fix.
public func renderExplanation(of trace: Trace, style: TextStyle = .plain) -> String {
  Analysis(trace: trace).explanation(style: style)
}
