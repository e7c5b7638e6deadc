import TraceFormat

/// One diagnosis of a trace: a symptom, the causal chain that led to it, and the fix.
public struct Finding: Hashable, Sendable {
  /// A stable kind such as `state-reset/branch-flip`.
  public var kind: String
  public var severity: Severity
  /// One line that names the symptom and its mechanism.
  public var summary: String
  /// Sequence numbers from the input to the symptom, in causal order.
  public var chain: [Seq]
  /// The source sites (`file:line`) involved.
  public var sites: [String]
  /// A concrete change that removes the cause.
  public var fix: String

  public init(
    kind: String, severity: Severity, summary: String, chain: [Seq], sites: [String], fix: String
  ) {
    self.kind = kind
    self.severity = severity
    self.summary = summary
    self.chain = chain
    self.sites = sites
    self.fix = fix
  }

  /// The event where the symptom shows: the last link of the chain.
  public var symptom: Seq? { chain.last }
}

/// How bad a finding is, from worst to mildest.
public enum Severity: String, CaseIterable, Comparable, Sendable {
  case error, warning, info

  private var rank: Int { Severity.allCases.firstIndex(of: self)! }
  /// Worse severities sort first.
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
