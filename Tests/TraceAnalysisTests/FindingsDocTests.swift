import Foundation
import Testing
import TraceAnalysis

/// The findings table of docs/findings.md and of the DocC catalog is written from
/// ``FindingKind`` by tools/generate-findings-catalog.sh: each kind is described once.
@Suite struct FindingsDocTests {
  private func table(_ relativePath: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("| kind |") }) else { return [] }
    return lines[start...].prefix { $0.hasPrefix("|") }.map(String.init)
  }

  /// The table as the generator prints it: a header, then one row per kind.
  private var enumTable: [String] {
    let rows = FindingKind.allCases.map { kind in
      let severity =
        kind.severity.rawValue
        + (kind.milder.map { ", or \($0.severity.rawValue) \($0.when)" } ?? "")
      return "| `\(kind.rawValue)` | \(severity) | \(kind.evidence) | \(kind.symptom) |"
    }
    return [
      "| kind | severity | evidence in the trace | symptom event |", "| --- | --- | --- | --- |",
    ]
      + rows
  }

  @Test func theTablesAreTheEnums() throws {
    #expect(enumTable.count == 19)
    let hint = "edit FindingKind, then run tools/generate-findings-catalog.sh"
    #expect(try table("docs/findings.md") == enumTable, "\(hint)")
    let catalog = try table("Sources/TraceAnalysis/TraceAnalysis.docc/FindingsCatalog.md")
    #expect(catalog == enumTable, "\(hint)")
  }

  @Test func aResetByAPlainIDIsTheOnlyMilderKind() {
    #expect(FindingKind.allCases.filter { $0.milder != nil } == [.stateResetIDChanged])
    #expect(FindingKind.stateResetIDChanged.milder?.severity == .info)
    #expect(FindingKind.stateResetIDChanged.severity == .error)
  }

  @Test func theStableNameIsTheRawValueAndTheDescription() {
    for kind in FindingKind.allCases {
      #expect(FindingKind(rawValue: kind.rawValue) == kind)
      #expect("\(kind)" == kind.rawValue)
    }
  }
}
