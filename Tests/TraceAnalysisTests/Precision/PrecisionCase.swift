import Testing
import TraceAnalysis
import ViewRuntime

/// One screen of the precision and recall suite: code written as tutorials and Q&A threads
/// write it, the script a user would play, and what the analyzer must say about it.
struct PrecisionCase: Sendable, CustomStringConvertible {
  let name: String
  /// The finding kinds the screen's one bug shows as (a bug can show in more than one way);
  /// empty for correct code, which must get no warning and no error.
  let expected: Set<FindingKind>
  let run: @MainActor @Sendable () async throws -> Analysis

  /// A screen with one bug, which must be reported as `kinds` and nothing else.
  static func bug(
    _ name: String, _ kinds: FindingKind...,
    run: @escaping @MainActor @Sendable () async throws -> Analysis
  ) -> PrecisionCase {
    PrecisionCase(name: name, expected: Set(kinds), run: run)
  }

  /// Correct code that guides recommend: it must get no warning and no error.
  static func fine(
    _ name: String, run: @escaping @MainActor @Sendable () async throws -> Analysis
  ) -> PrecisionCase {
    PrecisionCase(name: name, expected: [], run: run)
  }

  var description: String { name }
}

/// How one case's findings score: accusations that are right, wrong, and missed.
struct PrecisionScore: Sendable {
  var truePositives = 0
  var falsePositives = 0
  var falseNegatives = 0

  /// Scores the warnings and errors of `analysis` against `expected`; infos accuse nobody.
  init(_ analysis: Analysis, expected: Set<FindingKind>) {
    let reported = Set(analysis.findings.filter { $0.severity != .info }.map(\.kind))
    truePositives = reported.intersection(expected).count
    falsePositives = reported.subtracting(expected).count
    falseNegatives = expected.subtracting(reported).count
  }

  init() {}

  static func + (a: PrecisionScore, b: PrecisionScore) -> PrecisionScore {
    var sum = PrecisionScore()
    sum.truePositives = a.truePositives + b.truePositives
    sum.falsePositives = a.falsePositives + b.falsePositives
    sum.falseNegatives = a.falseNegatives + b.falseNegatives
    return sum
  }

  var precision: Double {
    truePositives + falsePositives == 0
      ? 1 : Double(truePositives) / Double(truePositives + falsePositives)
  }
  var recall: Double {
    truePositives + falseNegatives == 0
      ? 1 : Double(truePositives) / Double(truePositives + falseNegatives)
  }
}

/// Shows `content` until "Close" is tapped, as a sheet or a pushed screen goes away.
struct Closable<Content: View>: View {
  let content: Content
  @State private var isShown = true
  var body: some View {
    VStack {
      if isShown { content }
      Button("Close") { isShown = false }
    }
  }
}

/// Answers from memory after a delay, as a network service would.
enum FakeAPI {
  static func fetch<T: Sendable>(
    _ name: String, after delay: Duration = .milliseconds(200), _ value: T
  ) async -> T {
    await withEffect(name) {
      try? await Task.sleep(for: delay)
      return value
    }
  }

  /// Throws `CancellationError` when cancelled, as `URLSession` does.
  static func load<T: Sendable>(
    _ name: String, after delay: Duration = .milliseconds(200), _ value: T
  ) async throws -> T {
    try await withEffect(name) {
      try await Task.sleep(for: delay)
      return value
    }
  }
}
