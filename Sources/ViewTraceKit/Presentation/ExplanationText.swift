import TraceAnalysis
import TraceFormat

extension Analysis {
  /// The findings as text for a terminal, worst first: each with its summary, its causal chain
  /// (one line per event, with its update, time and identity), its sites and its fix.
  package func explanation(style: TextStyle = .plain) -> String {
    let name = trace.header.scenario.isEmpty ? "trace" : trace.header.scenario
    guard !findings.isEmpty else { return "\(style.bold(name)): no findings\n" }
    let counts = Severity.allCases.compactMap { severity -> String? in
      let n = findings.filter { $0.severity == severity }.count
      return n == 0 ? nil : "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
    }
    var out = "\(style.bold(name)): \(findings.count) finding\(findings.count == 1 ? "" : "s") "
    out += "(\(counts.joined(separator: ", ")))\n"
    for finding in findings {
      out += "\n" + text(of: finding, style: style)
    }
    return out
  }

  /// One finding as text.
  private func text(of finding: Finding, style: TextStyle) -> String {
    var out = style.severity(finding.severity, finding.severity.rawValue.uppercased())
    out += " " + style.bold(finding.kind.rawValue) + "\n"
    out += "  \(finding.summary)\n"
    out += "  chain, from the input to the symptom:\n"
    out += timeline.chainText(finding.chain, indent: "    ", style: style)
    if !finding.sites.isEmpty { out += "  sites: \(finding.sites.joined(separator: ", "))\n" }
    out += "  fix: \(finding.fix)\n"
    return out
  }

  /// The findings as JSON:
  /// `{"findings":[{"kind","severity","summary","clauses","chain","steps","sites","fix"}]}`,
  /// where `clauses` are the summary's statements, each with its `text`, `claim` and the seqs of
  /// the events that show it (`evidence`); `chain` lists the chain's events by seq and `steps`
  /// describes each: `seq`, `kind`, `identity`, `text` (`Trace.describe(_:as: .prose)`), and for
  /// a `slot-write` or `model-write` its `name`, `before`, `after` and `writer`.
  package func findingsJSON() -> String {
    let items = findings.map { f in
      JSON.object([
        ("kind", .string(f.kind.rawValue)), ("severity", .string(f.severity.rawValue)),
        ("summary", .string(f.summary)), ("clauses", .array(f.clauses.map(clause))),
        ("chain", .array(f.chain.map { .unsigned($0.rawValue) })),
        ("steps", .array(f.chain.compactMap { timeline.graph.event($0).map(step) })),
        ("sites", .strings(f.sites)), ("fix", .string(f.fix)),
      ])
    }
    return JSON.object([("findings", .array(items))]).rendered
  }

  /// One statement of a summary as JSON: its words, its claim and the events that show it.
  private func clause(_ c: Clause) -> JSON {
    JSON.object([
      ("text", .string(c.text)), ("claim", .string(c.claim.rawValue)),
      ("evidence", .array(c.evidence.map { .unsigned($0.rawValue) })),
    ])
  }

  /// One step of a chain as JSON, with the values of a write.
  private func step(_ e: TraceEvent) -> JSON {
    var fields: [(String, JSON)] = [
      ("seq", .unsigned(e.seq.rawValue)), ("kind", .string(e.kind.name)),
      ("identity", .string(trace[e.identity])), ("text", .string(trace.describe(e, as: .prose))),
    ]
    if e.kind == .slotWrite || e.kind == .modelWrite {
      fields += [
        ("name", .string(trace[e.name])), ("before", .string(trace[e.before])),
        ("after", .string(trace[e.after])),
        ("writer", .string(CodeVocabulary.writer.name(e.code))),
      ]
    }
    return .object(fields)
  }
}
