import Foundation
import Testing
import TraceAnalysis
import TraceFormat

@testable import TraceExport

/// Writes the exports that tools/browser-check.sh loads in headless Chromium, with what the
/// check should find in each, when VIEWTRACE_BROWSER_FIXTURES names a directory. Without it
/// this test only checks that the fixtures can be made.
@Suite struct BrowserFixtures {
  @Test func writeFixtures() throws {
    let directory = ProcessInfo.processInfo.environment["VIEWTRACE_BROWSER_FIXTURES"].map {
      URL(fileURLWithPath: $0)
    }
    let flip = SampleTraces.branchFlip()
    let finding = SampleTraces.branchFlipFinding(in: flip)
    let large = SyntheticTrace.make(events: directory == nil ? 10_000 : 1_000_000)
    let cases: [(name: String, trace: Trace, findings: [Finding])] = [
      ("flip", flip, [finding]), ("evil", SampleTraces.evil(), []), ("large", large, []),
    ]
    var checks: [String] = []
    for (name, trace, findings) in cases {
      let lanes = Timeline(trace: trace, findings: findings).lanes
      let expected: [String: Any] = [
        "lanes": lanes.prefix(3).map(\.path),
        "named": lanes.prefix(3).filter { !$0.isImplied }.map(\.path),
        "laneCount": lanes.count, "findings": findings.count,
        "chain": findings.first.map { $0.chain.map(Int.init) } ?? [],
        "updates": Set(trace.events.map(\.update)).subtracting([0]).count,
        "evil": name == "evil" ? SampleTraces.evilIdentity : "",
      ]
      let json = String(
        decoding: try JSONSerialization.data(withJSONObject: expected, options: .sortedKeys),
        as: UTF8.self)
      let exports: [(String, String, Data)] = [
        ("html", "html", try HTMLViewer.render(trace: trace, findings: findings)),
        ("svg", "svg", try SVGTimeline.render(trace: trace, findings: findings)),
        ("xml", "xml", name == "large" ? Data() : try TraceXML.render(trace: trace)),
        ("chrome", "json", try ChromeTrace.render(trace: trace, findings: findings)),
      ]
      for (kind, ext, data) in exports where !data.isEmpty {
        guard let directory else { continue }
        try AtomicFile.write(data, to: directory.appendingPathComponent("\(name).\(ext)"))
        checks.append(
          "\(kind) \(name).\(ext) \(json.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        )
      }
    }
    if let directory {
      try AtomicFile.write(
        Data((checks.joined(separator: "\n") + "\n").utf8),
        to: directory.appendingPathComponent("checks.txt"))
    }
  }
}
