/// Prints the findings table of docs/findings.md, one row per ``FindingKind``, in the catalog's
/// order. Compiled with the enum's sources by tools/generate-findings-catalog.sh.
@main enum FindingsTable {
  static func main() {
    print("| kind | severity | evidence in the trace | symptom event |")
    print("| --- | --- | --- | --- |")
    for kind in FindingKind.allCases {
      let severity =
        kind.severity.rawValue
        + (kind.milder.map { ", or \($0.severity.rawValue) \($0.when)" } ?? "")
      print("| `\(kind)` | \(severity) | \(kind.evidence) | \(kind.symptom) |")
    }
  }
}
