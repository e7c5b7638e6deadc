/// How bad a finding is, from worst to mildest.
public enum Severity: String, CaseIterable, Comparable, Sendable {
  case error, warning, info

  private var rank: Int { Severity.allCases.firstIndex(of: self)! }
  /// Worse severities sort first.
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
