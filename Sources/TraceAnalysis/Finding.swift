import TraceFormat

/// One diagnosis of a trace: a symptom, the causal chain that led to it, and the fix.
public struct Finding: Hashable, Sendable {
  /// What it accuses: its stable name, severity and catalog text.
  public var kind: FindingKind
  /// The kind's severity, or the milder one it allows (``FindingKind/milder``).
  public var severity: Severity
  /// One line that names the symptom and its mechanism.
  public var summary: String
  /// Sequence numbers from the input to the symptom, in causal order.
  public var chain: [Seq]
  /// The source sites (`file:line`) involved.
  public var sites: [String]
  /// A concrete change that removes the cause.
  public var fix: String

  /// A finding of `kind`, at the kind's severity unless `severity` says otherwise (a reset by a
  /// plain id is milder, ``FindingKind/milder``).
  public init(
    kind: FindingKind, severity: Severity? = nil, summary: String, chain: [Seq], sites: [String],
    fix: String
  ) {
    self.kind = kind
    self.severity = severity ?? kind.severity
    self.summary = summary
    self.chain = chain
    self.sites = sites
    self.fix = fix
  }

  /// The event where the symptom shows: the last link of the chain.
  public var symptom: Seq? { chain.last }
}
