import DemoApps
import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import ViewTraceKit

/// What `record`, `verify` and `explore` say when a scenario's findings are not the ones it
/// expects: one line, naming the kinds missing and the views of the kinds not expected.
@Suite struct ExpectationTests {
  static func recorded(_ name: String) throws -> Trace {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/\(name).vtrace").standardized
    return try Trace.read(from: path).0
  }

  @Test func aFindingNotExpectedIsNamedWithItsView() throws {
    let fixed = try #require(ScenarioCatalog.scenario(named: "notes-navigation-fixed"))
    let analysis = Analysis(trace: try Self.recorded("notes-navigation"))
    #expect(
      fixed.expectationDifference(analysis)
        == "notes-navigation-fixed: found effect/duplicate at NoteListScreen, not expected")
  }

  @Test func anExpectedFindingMissingAndOneNotExpectedAreSaidTogether() throws {
    let flicker = try #require(ScenarioCatalog.scenario(named: "notes-refresh-flicker"))
    let analysis = Analysis(trace: try Self.recorded("notes-navigation"))
    #expect(
      flicker.expectationDifference(analysis)
        == "notes-refresh-flicker: expected task/cancelled-by-own-write, found none; "
        + "found effect/duplicate at NoteListScreen, not expected")
    #expect(flicker.expectationDifference(Analysis(trace: try Self.recorded(flicker.name))) == nil)
  }

  @Test func aMentionExpectedAtInfoSeverityIsChecked() throws {
    let reset = try #require(ScenarioCatalog.scenario(named: "article-id-reset"))
    let analysis = Analysis(trace: try Self.recorded("counter-observable"))
    #expect(
      reset.expectationDifference(analysis)
        == "article-id-reset: expected state-reset/id-changed at info severity, found none")
  }
}
