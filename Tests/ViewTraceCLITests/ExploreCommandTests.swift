import Foundation
import Testing
import TraceAnalysis
import TraceTestSupport

@Suite struct ExploreCommandTests {
  @Test func exploringTheNotesScreenFindsTheRefreshThatCancelsItself() throws {
    let dir = try CLI.temporaryDirectory()
    let result = try CLI.run(
      ["explore", "notes-refresh-flicker", "--depth", "2", "-o", dir.path])
    // It finds what the scenario expects, and so succeeds; --no-expect fails on any finding.
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let kind = FindingKind.taskCancelledByOwnWrite
    #expect(lines[0].hasPrefix("explored notes-refresh-flicker: "))
    #expect(lines[2].hasPrefix("\(kind) (warning): the refresh at \(NotesSites.refresh)"))
    let trace = dir.appendingPathComponent("notes-refresh-flicker-1.vtrace").path
    #expect(lines[3] == "  after 1 action; trace: \(trace)")
    #expect(lines[4] == "  try await driver.refresh()")
    #expect(try CLI.run(["explain", trace]).stdout.contains(kind.rawValue))
    let verify = try CLI.run(["verify", trace])
    #expect(verify.status == 1)
    #expect(
      verify.stderr
        == "viewtrace verify: \(trace) was written by explore from notes-refresh-flicker's screen, not by a script: paste its sequence into a scenario and record that to verify it\n"
    )
  }

  @Test func theFixedTwinGivesNothingAndJSONSaysSo() throws {
    let dir = try CLI.temporaryDirectory()
    let result = try CLI.run(
      ["explore", "notes-refresh-fixed", "--depth", "2", "-o", dir.path, "--json"])
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    #expect(json["scenario"] as? String == "notes-refresh-fixed")
    #expect((json["findings"] as? [Any])?.isEmpty == true)
    #expect(json["complete"] as? Bool == true)
    #expect((json["states"] as? Int ?? 0) > 2)
  }

  @Test func theSameScreenGivesTheSameReport() throws {
    let dir = try CLI.temporaryDirectory()
    let args = ["explore", "profile-branch-flip", "--depth", "3", "-o", dir.path, "--json"]
    let first = try CLI.run(args)
    let second = try CLI.run(args)
    #expect(first.status == 0)
    #expect(try CLI.run(args + ["--no-expect"]).status == 1)
    let strip = { (text: String) in
      text.replacingOccurrences(of: #""seconds":[0-9.e-]+"#, with: "", options: .regularExpression)
    }
    #expect(strip(first.stdout) == strip(second.stdout))
    #expect(first.stdout.contains(#""script":["try await driver.tap(\"Edit\")","#))
  }

  @Test func badArgumentsAreOneLineErrors() throws {
    let depth = try CLI.run(["explore", "notes-refresh-flicker", "--depth", "zero"])
    #expect(depth.status == 2)
    #expect(
      depth.stderr == "viewtrace explore: --depth takes a whole number from 1 to 1000, not 'zero'\n"
    )
    let unknown = try CLI.run(["explore", "notes-gone"])
    #expect(unknown.status == 1)
    // explore names a scenario of the catalog, not a trace's: no word of recorded traces.
    #expect(
      unknown.stderr
        == "viewtrace explore: no scenario named 'notes-gone'; run `viewtrace scenarios` for the list\n"
    )
  }
}
