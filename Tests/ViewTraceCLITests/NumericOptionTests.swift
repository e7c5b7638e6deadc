import Foundation
import Testing

/// Numbers from the command line (issue 28, item 5): each option takes its own range and says it
/// in one line; none reaches arithmetic that traps (`diff --context 9223372036854775807` and
/// `explore --budget 1e17` ended in SIGILL, exit 132).
@Suite struct NumericOptionTests {
  static let trace = OutputPathTests.trace
  static let other = URL(fileURLWithPath: OutputPathTests.trace).deletingLastPathComponent()
    .appendingPathComponent("counter-state-object.vtrace").path

  @Test(arguments: [
    (["diff", trace, other, "--events", "--context", "9223372036854775807"], "--context"),
    (["diff", trace, other, "--events", "--context", "-3"], "--context"),
    (["verify", other, "--context", "9223372036854775807"], "--context"),
    (["explore", "counter-observable", "--budget", "1e17"], "--budget"),
    (["explore", "counter-observable", "--budget", "1e308"], "--budget"),
    (["explore", "counter-observable", "--virtual", "9223372036854775807"], "--virtual"),
    (["explore", "counter-observable", "--depth", "9223372036854775807"], "--depth"),
    (["info", trace, "--memory-budget", "9223372036854775807"], "--memory-budget"),
  ])
  func aNumberOutOfItsRangeIsOneLine(args: [String], option: String) throws {
    let result = try CLI.run(args)
    #expect(result.status == 2, "\(args): \(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("\(option) takes"), "\(result.stderr)")
  }

  /// Within range, the largest context is the whole trace.
  @Test func theLargestContextShowsTheWholeTrace() throws {
    let result = try CLI.run(["diff", Self.trace, Self.other, "--events", "--context", "1000000"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("first difference at event 2"), "\(result.stdout)")
  }
}
