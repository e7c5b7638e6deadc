import TraceFormat

/// One diagnosis of a trace: a symptom, the causal chain that led to it, and the fix.
public struct Finding: Hashable, Sendable {
  /// What it accuses: its stable name, severity and catalog text.
  public var kind: FindingKind
  /// The kind's severity, or the milder one it allows (``FindingKind/milder``).
  public var severity: Severity
  /// One line that names the symptom and its mechanism.
  public var summary: String
  /// The statements of ``summary`` about what happened, each with the events that show it; the
  /// words between them are fixed text. Empty for a finding made by hand.
  public var clauses: [Clause]
  /// Sequence numbers from the input to the symptom, in causal order, with the evidence of
  /// every clause (what the screen showed after the symptom, the earlier run of a request).
  public var chain: [Seq]
  /// The event where the symptom shows: the last event the detector traced the chain to.
  public var symptom: Seq?
  /// The source sites (`file:line`) involved.
  public var sites: [String]
  /// A concrete change that removes the cause.
  public var fix: String

  /// A finding made by hand (in a test or a tool), whose summary cites no events and whose
  /// symptom is the chain's last event.
  public init(
    kind: FindingKind, severity: Severity? = nil, summary: String, chain: [Seq], sites: [String],
    fix: String
  ) {
    self.kind = kind
    self.severity = severity ?? kind.severity
    self.summary = summary
    self.clauses = []
    self.chain = chain
    self.symptom = chain.last
    self.sites = sites
    self.fix = fix
  }

  /// A finding of `kind`, at the kind's severity unless `severity` says otherwise (a reset by a
  /// plain id is milder, ``FindingKind/milder``), summarised by clauses that cite their events.
  init(
    kind: FindingKind, severity: Severity? = nil, summary: Summary, chain: CausalChain,
    sites: [String], fix: String
  ) {
    self.init(
      kind: kind, severity: severity, summary: summary.text, chain: chain.seqs, sites: sites,
      fix: fix)
    self.clauses = summary.clauses
    self.symptom = chain.symptom
  }
}

/// A finding's chain as a detector traces it: the causal paths to its symptom and to every event
/// its summary cites.
struct CausalChain {
  let seqs: [Seq]
  let symptom: Seq?
}
