import Foundation

/// The report of an exploration as text and as JSON.
enum ExplorationText {
  static func text(_ report: ExplorationReport, paths: [String]) -> String {
    let seconds = String(format: "%.1f", report.seconds)
    var lines = [
      "explored \(report.scenario): \(report.states) states, \(report.sequences) sequences, "
        + "up to \(report.depth) actions, \(seconds) s"
        + (report.complete ? "" : " (budget ran out before the depth was covered)")
    ]
    if report.discoveries.isEmpty {
      lines.append(Output.style.green("no findings"))
    }
    for (discovery, path) in zip(report.discoveries, paths) {
      let finding = discovery.finding
      let count = discovery.actions.count
      lines.append("")
      lines.append(
        Output.style.bold("\(finding.kind)") + " (\(finding.severity.rawValue)): \(finding.summary)"
      )
      lines.append(
        Output.style.dim("  after \(count) action\(count == 1 ? "" : "s"); trace: \(path)"))
      lines += discovery.script.split(separator: "\n").map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON; `expectation` says how the kinds found differ from the scenario's
  /// `expect:`, null when they agree or were not checked.
  static func json(_ report: ExplorationReport, paths: [String], expectation: String?) -> String {
    let findings = zip(report.discoveries, paths).map { discovery, path in
      JSON.object([
        ("kind", .string(discovery.finding.kind.rawValue)),
        ("severity", .string(discovery.finding.severity.rawValue)),
        ("summary", .string(discovery.finding.summary)),
        ("actions", .integer(discovery.actions.count)),
        ("script", .strings(discovery.actions.map(\.description))),
        ("trace", .string(path)),
      ])
    }
    return JSON.object([
      ("scenario", .string(report.scenario)), ("states", .integer(report.states)),
      ("sequences", .integer(report.sequences)), ("depth", .integer(report.depth)),
      ("complete", .bool(report.complete)), ("seconds", .number(report.seconds)),
      ("findings", .array(findings)), ("expectation", expectation.map(JSON.string) ?? .null),
    ]).rendered
  }
}
