import Testing
import TraceAnalysis
import ViewTraceKit

/// The precision and recall suite: screens the catalog has never seen, half with one common bug
/// and half correct code people are told is fine.
@MainActor @Suite struct PrecisionTests {
  nonisolated static let cases =
    PrecisionCase.rows + PrecisionCase.tasks + PrecisionCase.state
    + PrecisionCase.models + PrecisionCase.taskIDs + PrecisionCase.selfCancels
    + PrecisionCase.outsiders + PrecisionCase.consecutiveIDs + PrecisionCase.manualBindingRows
    + PrecisionCase.doubleLoads + PrecisionCase.closureInputRows

  @Test(arguments: cases) func reportsExactlyItsBug(_ screen: PrecisionCase) async throws {
    let analysis = try await screen.run()
    let score = PrecisionScore(analysis, expected: screen.expected)
    let expected = screen.expected.map(\.rawValue).sorted()
    #expect(
      score.falsePositives == 0 && score.falseNegatives == 0,
      "expected \(expected), got \(analysis.kinds)\n\(analysis.explanation())")
  }

  @Test func theSuiteScoresFullPrecisionAndRecall() async throws {
    var total = PrecisionScore()
    for screen in Self.cases {
      total = total + PrecisionScore(try await screen.run(), expected: screen.expected)
    }
    #expect(total.truePositives == Self.cases.map(\.expected.count).reduce(0, +))
    #expect(total.precision == 1 && total.recall == 1, "\(total)")
  }

  @Test func theSuiteHasHalfBugsAndHalfCorrectCode() {
    let bugs = Self.cases.filter { !$0.expected.isEmpty }.count
    #expect(Self.cases.count >= 30)
    #expect(bugs * 2 >= Self.cases.count - 2 && bugs * 2 <= Self.cases.count + 2)
  }
}
