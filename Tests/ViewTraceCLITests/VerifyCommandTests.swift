import Foundation
import Testing

@Suite struct VerifyCommandTests {
  /// The checked-in traces of the demo scenarios.
  static let traces: [String] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces").standardized
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".vtrace") }.sorted().map {
      directory.appendingPathComponent($0).path
    }
  }()

  @Test func everyCheckedInTraceVerifies() throws {
    #expect(Self.traces.count >= 20)
    let result = try CLI.run(["verify"] + Self.traces)
    #expect(result.status == 0, "\(result.stdout)")
    let verified = result.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }
    #expect(verified.count == Self.traces.count)
    #expect(
      result.stdout.hasSuffix("\(Self.traces.count) of \(Self.traces.count) traces verified\n"))
  }

  @Test func aChangedEventIsReportedWithItsContextAndFails() throws {
    let dir = try CLI.temporaryDirectory()
    let file = dir.appendingPathComponent("profile.jsonl")
    #expect(try CLI.run(["record", "profile-branch-flip", "-o", file.path]).status == 0)
    let text = try String(contentsOf: file, encoding: .utf8)
    let destroy =
      #""kind":"slot-destroy","identity":"BranchingProfileEditor/VStack/NameField[0.if]","name":"_name","before":"\"Ada Lovelace\"""#
    #expect(text.contains(destroy))
    try text.replacingOccurrences(
      of: destroy, with: destroy.replacingOccurrences(of: "Lovelace", with: "Byron")
    )
    .write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["verify", file.path, "--context", "2"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(
      lines[0] == "DIVERGED \(file.path): profile-branch-flip no longer records the same events")
    #expect(lines[1].hasPrefix("first difference at event 93 "))
    #expect(lines[2] == #"  before: ""Ada Byron"" (recorded) ≠ ""Ada Lovelace"" (new)"#)
    #expect(lines.filter { $0.hasPrefix("    #") }.count == 2)
    #expect(
      lines.contains {
        $0.hasPrefix("  - #93 u4 ") && $0.contains("slot-destroy") && $0.contains("Byron")
      })
    #expect(lines.contains { $0.hasPrefix("  + #93 u4 ") && $0.contains("Lovelace") })
  }

  @Test func aTraceOfAnUnknownScenarioOrALiveClockIsRefused() throws {
    let dir = try CLI.temporaryDirectory()
    let live = dir.appendingPathComponent("live.jsonl")
    #expect(try CLI.run(["record", "counter-observable", "-o", live.path, "--live"]).status == 0)
    let refused = try CLI.run(["verify", live.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("was recorded with the live clock"))
    let renamed = dir.appendingPathComponent("renamed.jsonl")
    #expect(try CLI.run(["record", "counter-observable", "-o", renamed.path]).status == 0)
    let text = try String(contentsOf: renamed, encoding: .utf8)
    try text.replacingOccurrences(
      of: #""scenario":"counter-observable""#, with: #""scenario":"counter-gone""#
    )
    .write(to: renamed, atomically: true, encoding: .utf8)
    let unknown = try CLI.run(["verify", renamed.path])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("no scenario named 'counter-gone'"))
    #expect(unknown.stderr.contains("is played by your package's tool (ScenarioTool)"))
    #expect(try CLI.run(["verify"]).status == 2)
    let mixed = try CLI.run(["verify", renamed.path, Self.traces[0]])
    #expect(mixed.status == 1)
    #expect(mixed.stdout.hasPrefix("ok ") && mixed.stdout.hasSuffix("1 of 2 traces verified\n"))
  }
}
