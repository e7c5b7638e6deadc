import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

/// Every finding says only what happened: each clause of its summary cites events of the trace
/// that are in its chain, of a kind that shows what the clause says, holding the values it
/// quotes. Checked for every kind, over the findings of the recorded catalog traces and of the
/// precision screens (one run without its fixtures, for unanswered requests); a kind no trace or screen produces fails, so a new kind needs coverage.
@MainActor @Suite struct ClauseEvidenceTests {
  /// Each finding with the trace it was found in.
  struct Found {
    let finding: Finding
    let trace: Trace
    let source: String
  }

  static let everyFinding = Task { @MainActor in
    var found: [Found] = []
    for name in Repository.traceNames {
      guard let (trace, _) = try? Repository.trace(named: name) else { continue }
      for finding in Analysis(trace: trace).findings {
        found.append(Found(finding: finding, trace: trace, source: name))
      }
    }
    for screen in PrecisionTests.cases {
      guard let analysis = try? await screen.run() else { continue }
      for finding in analysis.findings {
        found.append(Found(finding: finding, trace: analysis.trace, source: screen.name))
      }
    }
    // Requests no fixture answers: the screen of the double-load family, run without its fixtures.
    if let analysis = try? await analyze(PrefetchingRecipes()) {
      for finding in analysis.findings {
        found.append(Found(finding: finding, trace: analysis.trace, source: "PrefetchingRecipes"))
      }
    }
    return found
  }

  /// Words a clause may only say when it cites an event of one of the kinds beside them.
  static let wordsAndEvents: [(word: String, kinds: Set<EventKind>)] = [
    ("cancelled", [.taskCancel, .effectEnd]),
    ("removed", [.identity]), ("inserted", [.identity]), ("branch", [.identity]),
    ("reset", [.slotDestroy]), ("appeared", [.appear]),
    // A task cancelled because its view disappeared says so with its reason.
    ("disappeared", [.disappear, .taskCancel]),
    ("wrote", [.slotWrite, .modelWrite]),
  ]

  @Test(arguments: FindingKind.allCases)
  func everyClauseCitesEventsInItsChain(_ kind: FindingKind) async throws {
    let found = await Self.everyFinding.value.filter { $0.finding.kind == kind }
    #expect(!found.isEmpty, "no catalog trace or precision screen produces \(kind)")
    for item in found {
      let finding = item.finding
      let label = "\(item.source): \(finding.summary)"
      #expect(!finding.clauses.isEmpty, "no clauses: \(label)")
      for clause in finding.clauses {
        check(clause, of: finding, in: item.trace, label: label)
      }
    }
  }

  private func check(_ clause: Clause, of finding: Finding, in trace: Trace, label: String) {
    let said = "\"\(clause.text)\" (\(clause.claim.rawValue))"
    #expect(finding.summary.contains(clause.text), "\(said) is not in \(label)")
    #expect(!clause.evidence.isEmpty, "\(said) cites nothing in \(label)")
    let events = clause.evidence.compactMap { trace.event(seq: $0) }
    #expect(events.count == clause.evidence.count, "\(said) cites a missing event in \(label)")
    for e in events {
      #expect(finding.chain.contains(e.seq), "\(said) cites \(e.seq), not in the chain: \(label)")
      #expect(
        clause.claim.shownBy.contains(e.kind),
        "\(said) cites a \(e.kind.name) (\(e.seq)) in \(label)")
    }
    let kinds = Set(events.map(\.kind))
    if clause.claim == .reset {
      #expect(kinds.isSuperset(of: [.slotDestroy, .slotCreate]), "\(said) in \(label)")
    }
    let words = Set(clause.text.split { !$0.isLetter }.map(String.init))
    for (word, shownBy) in Self.wordsAndEvents where words.contains(word) {
      #expect(!kinds.isDisjoint(with: shownBy), "\(said) says \(word) in \(label)")
    }
    let fields = events.flatMap { [$0.name, $0.before, $0.after, $0.type, $0.identity, $0.site] }
      .map { trace[$0] }
    for quote in clause.quotes {
      #expect(clause.text.contains(quote), "\(said) does not say \(quote) in \(label)")
      #expect(
        fields.contains { $0.contains(quote) },
        "\(said) quotes \(quote), which no cited event holds, in \(label)")
    }
  }
}
