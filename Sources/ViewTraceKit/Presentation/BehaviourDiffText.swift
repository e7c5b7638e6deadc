import TraceAnalysis

/// The behavioural diff as a table and as JSON.
enum BehaviourDiffText {
  static func table(_ diff: BehaviourDiff) -> String {
    guard !diff.isEmpty else { return "same behaviour" }
    let whatWidth = max(4, diff.rows.map(\.what.count).max() ?? 0)
    let subjectWidth = min(60, max(23, diff.rows.map(\.subject.count).max() ?? 0))
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    var lines = [
      "behaviour differs in \(diff.rows.count) count\(diff.rows.count == 1 ? "" : "s"):",
      Output.style.dim(
        pad("what", whatWidth) + "  " + pad("view / effect / finding", subjectWidth)
          + "       A       B"),
    ]
    for row in diff.rows {
      let a = String(row.a)
      let b = String(row.b)
      lines.append(
        pad(row.what, whatWidth) + "  " + pad(row.subject, subjectWidth) + "  "
          + String(repeating: " ", count: max(0, 6 - a.count)) + a + "  "
          + String(repeating: " ", count: max(0, 6 - b.count)) + b)
      if !row.valuesA.isEmpty {
        lines.append(Output.style.dim("    A: " + row.valuesA.joined(separator: ", ")))
      }
      if !row.valuesB.isEmpty {
        lines.append(Output.style.dim("    B: " + row.valuesB.joined(separator: ", ")))
      }
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ diff: BehaviourDiff) -> String {
    JSON.object([
      ("same", .bool(diff.isEmpty)),
      (
        "differences",
        .array(
          diff.rows.map { row in
            JSON.object([
              ("what", .string(row.what)), ("view", .string(row.subject)),
              ("a", .integer(row.a)), ("b", .integer(row.b)),
              ("valuesA", .strings(row.valuesA)),
              ("valuesB", .strings(row.valuesB)),
            ])
          })
      ),
    ]).rendered
  }
}
