import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

/// `why` and `explain` on the command line agree on why a body ran when two invalidations
/// preceded it (SampleTrace.twoInvalidationsBeforeOneBody).
@Suite struct BodyCauseCommandTests {
  private func writtenTrace() throws -> String {
    let url = try CLI.temporaryDirectory().appendingPathComponent("two.vtrace")
    try SampleTrace.twoInvalidationsBeforeOneBody().write(to: url)
    return url.path
  }

  @Test func whyAndExplainNameTheSameCause() throws {
    let path = try writtenTrace()
    let why = try CLI.run(["why", path, "Greeting", "--update", "2", "--json"])
    #expect(why.status == 0)
    #expect(why.stdout.contains(#""cause":"parent-inputs","tokens":["@self(name)","\\.locale"]"#))
    let text = try CLI.run(["why", path, "Greeting", "--update", "2"])
    #expect(text.stdout.contains("Greeting  @self(name) \\.locale  "))
    let explain = try CLI.run(["explain", path])
    #expect(explain.stdout.contains(FindingKind.stateSeededFromParent.rawValue))
    #expect(explain.stdout.contains("invalidate @self(name) (parent-inputs)"))
  }
}
