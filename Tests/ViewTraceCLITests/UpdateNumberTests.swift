import Foundation
import Testing
import TraceFormat
import TraceTestSupport

/// `tree --at N` names the updates a trace has as they are, not as "1 to last" (issue 28, item
/// 9: numbers that wrapped past 2^32 − 1 read "its updates are 1 to 0").
@Suite struct UpdateNumberTests {
  private func trace(updates: [UInt32]) throws -> String {
    let b = TraceBuilder()
    for number in updates {
      b.update = number
      let begin = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
      b.add(.bodyBegin, "App", cause: begin, name: "App")
      b.add(.bodyEnd, "App", name: "App", value: 10)
      b.add(.updateEnd, value: 1)
    }
    let url = try CLI.temporaryDirectory().appendingPathComponent("updates.vtrace")
    try b.trace.write(to: url)
    return url.path
  }

  @Test func wrappedNumbersAreListed() throws {
    let path = try trace(updates: [4_294_967_294, 4_294_967_295, 1])
    let result = try CLI.run(["tree", path, "--at", "5"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "viewtrace tree: the trace has no complete update 5; its updates are 1, 4294967294, 4294967295\n"
    )
    #expect(try CLI.run(["tree", path, "--at", "4294967295"]).status == 0)
  }

  @Test func contiguousNumbersAreARange() throws {
    let path = try trace(updates: [3, 4, 5])
    #expect(
      try CLI.run(["tree", path, "--at", "9"]).stderr
        == "viewtrace tree: the trace has no complete update 9; its updates are 3 to 5\n")
  }
}
