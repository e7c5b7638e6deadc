import Foundation
import Testing

@Suite struct DiffCommandTests {
  @Test func aTraceAndItsJSONLinesTwinRecordTheSameEvents() throws {
    let dir = try CLI.temporaryDirectory()
    let binary = dir.appendingPathComponent("a.vtrace").path
    let twin = dir.appendingPathComponent("a.jsonl").path
    #expect(try CLI.run(["record", "profile-branch-flip", "-o", binary]).status == 0)
    #expect(try CLI.run(["convert", binary, twin]).status == 0)
    let result = try CLI.run(["diff", binary, twin])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("same events: "))
  }

  @Test func aBugAndItsFixDivergeWhereTheFixChangesBehaviour() throws {
    let dir = try CLI.temporaryDirectory()
    let buggy = dir.appendingPathComponent("bug.vtrace").path
    let fixed = dir.appendingPathComponent("fix.vtrace").path
    #expect(try CLI.run(["record", "profile-branch-flip", "-o", buggy]).status == 0)
    #expect(try CLI.run(["record", "profile-disabled-fixed", "-o", fixed]).status == 0)
    let result = try CLI.run(["diff", buggy, fixed, "--context", "1"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("first difference at event "))
    #expect(result.stdout.contains("(A) ≠ "))
    #expect(result.stdout.contains("- A   + B") || result.stdout.contains("- A"))
  }

  @Test func aMissingFileIsOneLine() throws {
    let result = try CLI.run(["diff", "/no/such.vtrace", "/no/other.vtrace"])
    #expect(result.status == 1)
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
