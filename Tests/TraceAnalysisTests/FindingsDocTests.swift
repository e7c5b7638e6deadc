import Foundation
import Testing

/// The DocC catalog's list of findings says what docs/findings.md says.
@Suite struct FindingsDocTests {
  private func rows(_ relativePath: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
  }

  @Test func theCatalogListsEveryFindingOfTheDocs() throws {
    let docs = try rows("docs/findings.md")
    #expect(docs.count >= 14)
    #expect(try rows("Sources/TraceAnalysis/TraceAnalysis.docc/FindingsCatalog.md") == docs)
  }
}
