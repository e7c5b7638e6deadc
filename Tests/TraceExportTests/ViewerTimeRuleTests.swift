import Foundation
import Testing
import TraceFormat

@testable import TraceExport

/// The viewer's `traceTime` and `traceTick` (viewer.js), which label the ticks the page draws
/// while zooming, give what `TraceTime` gives in Swift, run in Node.js when it is installed.
@Suite struct ViewerTimeRuleTests {
  static let node = ["/usr/bin/node", "/usr/local/bin/node"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Times across every unit and rounding edge, and the steps the axes use (1-2-5 decades).
  static let times: [UInt64] = [
    0, 1, 499, 500, 999, 1_000, 1_234, 17_000, 999_499, 999_500, 999_999, 1_000_000, 12_345_678,
    300_003_000, 999_999_500, 1_000_000_000, 1_500_007_000, 2_233_874_232, 125_000_000_001,
    4_000_000_000_000_000,
  ]
  static let steps: [UInt64] = [
    1, 2, 5, 10, 20, 50, 250, 5_000, 20_000_000, 500_000_000, 1_000_000_000,
  ]

  /// Each case as a line of `ns resolution trim` (or `ns step tick`) and the text Swift gives.
  static var cases: [(input: String, text: String)] {
    var cases: [(String, String)] = []
    for ns in times {
      for resolution in [1, 10, 1_000, 100_000, 1_000_000_000] as [UInt64] {
        for trim in [false, true] {
          cases.append(
            ("\(ns) \(resolution) \(trim)", TraceTime.text(ns, resolution: resolution, trim: trim)))
        }
      }
      for step in steps {
        let tick = ns / step * step
        cases.append(("\(tick) \(step) tick", TraceTime.tick(tick, step: step)))
      }
    }
    return cases
  }

  /// `traceTime` and `traceTick`, cut from the script: each a top-level function up to its `}`.
  static func function(_ name: String) throws -> String {
    let source = ViewerScript.source
    let start = try #require(source.range(of: "function \(name)("))
    let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
    return String(source[start.lowerBound..<end.upperBound])
  }

  @Test(.enabled(if: node != nil, "needs Node.js"))
  func theScriptFormatsTimesAsSwiftDoes() throws {
    let cases = Self.cases
    let script =
      try Self.function("traceTime") + Self.function("traceTick") + """
        const lines = require("fs").readFileSync(0, "utf8").trim().split("\\n");
        for (const line of lines) {
          const [ns, n, how] = line.split(" ");
          console.log(how === "tick" ? traceTick(Number(ns), Number(n)) : traceTime(Number(ns), Number(n), how === "true"));
        }
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.node))
    process.arguments = ["-e", script]
    let (input, output) = (Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(cases.map(\.input).joined(separator: "\n").utf8))
    try input.fileHandleForWriting.close()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == cases.count)
    for (line, expected) in zip(lines, cases) {
      #expect(line == expected.text, "\(expected.input)")
    }
  }
}
