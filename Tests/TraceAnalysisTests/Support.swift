import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// Hosts `root`, plays `script`, waits until idle, and analyses the trace.
@MainActor
func analyze<Root: View>(
  _ root: Root, fixtures: NetworkFixtures = .none,
  _ script: (Driver) async throws -> Void = { _ in }
) async throws -> Analysis {
  let driver = Driver(root, name: String(describing: Root.self), fixtures: fixtures)
  try await driver.start()
  try await script(driver)
  try await driver.waitUntilIdle()
  return Analysis(trace: try driver.finish())
}

extension Analysis {
  /// The kinds found, worst first.
  var kinds: [FindingKind] { findings.map(\.kind) }

  /// The only finding of `kind`.
  func finding(_ kind: FindingKind) throws -> Finding {
    let matches = findings.filter { $0.kind == kind }
    try #require(matches.count == 1, "expected one \(kind), got \(kinds)\n\(explanation())")
    return matches[0]
  }

  /// The events of a finding's chain.
  func events(of finding: Finding) -> [TraceEvent] {
    finding.chain.compactMap { trace.event(seq: $0) }
  }

  /// One line per chain event, as `Trace.prose` writes it.
  func chainLines(of finding: Finding) -> [String] {
    events(of: finding).map { trace.describe($0, as: .prose) }
  }
}
