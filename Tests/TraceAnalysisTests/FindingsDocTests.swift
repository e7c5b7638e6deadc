import Foundation
import Testing

/// The DocC catalog's table of findings is docs/findings.md's, copied by
/// tools/generate-findings-catalog.sh: the table is written once.
@Suite struct FindingsDocTests {
  private func table(_ relativePath: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("| kind |") }) else { return [] }
    return lines[start...].prefix { $0.hasPrefix("|") }.map(String.init)
  }

  @Test func theCatalogTableIsTheDocsTable() throws {
    let docs = try table("docs/findings.md")
    #expect(docs.count >= 16)
    let catalog = try table("Sources/TraceAnalysis/TraceAnalysis.docc/FindingsCatalog.md")
    #expect(catalog == docs, "edit docs/findings.md, then run tools/generate-findings-catalog.sh")
  }
}
