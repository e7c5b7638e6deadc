import Foundation
import Testing

/// docs/swiftui-coverage.md, the probes that use its names, and README.md's figure agree: a
/// name the table counts as there is used by a probe (so it compiles), a name it counts as
/// missing is not, and the figure is the table's count.
@Suite struct SwiftUICoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The table's rows: name (without backticks or the leading dot), and its status.
  static func rows() throws -> [(name: String, status: String, isModifier: Bool, isView: Bool)] {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/swiftui-coverage.md"), encoding: .utf8)
    var section = ""
    var rows: [(String, String, Bool, Bool)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, cells[0].hasPrefix("`") else { continue }
      var name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      if name.hasPrefix(".") { name.removeFirst() }
      rows.append((name, cells[2], section == "View modifiers", section == "Views"))
    }
    return rows
  }

  static func probes() throws -> String {
    try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SwiftUICoverageProbes.swift"), encoding: .utf8)
  }

  /// Whether the probes use `name`: a modifier or a view after a line `// name`, a property
  /// wrapper or macro as an attribute.
  static func probes(_ source: String, use name: String) -> Bool {
    if name.hasPrefix("@") { return source.contains("\(name) ") || source.contains("\(name)(") }
    return source.split(separator: "\n").contains {
      $0.trimmingCharacters(in: .whitespaces) == "// \(name)"
    }
  }

  @Test func everyNameTheTableCountsIsUsedByAProbeAndNoMissingOneIs() throws {
    let rows = try Self.rows()
    let source = try Self.probes()
    #expect(rows.count > 300)
    let unprobed = rows.filter { $0.status != "missing" && !Self.probes(source, use: $0.name) }
    #expect(unprobed.map(\.name) == [])
    let probedMissing = rows.filter { $0.status == "missing" && Self.probes(source, use: $0.name) }
    #expect(probedMissing.map(\.name) == [])
    #expect(Set(rows.map(\.status)) == ["full", "shape only", "missing"])
  }

  @Test func theReadmeStatesTheTablesFigure() throws {
    let rows = try Self.rows().filter { $0.isModifier || $0.isView }
    let there = rows.filter { $0.status != "missing" }.count
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let coverage = try String(
      contentsOf: Self.root.appendingPathComponent("docs/swiftui-coverage.md"), encoding: .utf8)
    let figure = "\(there) of \(rows.count)"
    #expect(readme.contains("modifiers and views: \(figure)"))
    #expect(coverage.contains("Modifiers and views: **\(figure)**"))
  }
}
