import Foundation
import Testing
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The viewer's `traceTime` and `traceTick` (viewer.js), which label the ticks the page draws
/// while zooming, give what `TraceTime` gives in Swift, and its `axisTicks` puts them where
/// `TimeAxis.ticks` puts the SVG's, run in Node.js when it is installed. The page draws its
/// axis anew on every zoom, offline, and the SVG's is drawn once in Swift, so the rule is written
/// twice: these tests hold the two to the same outputs.
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

  /// What `script` prints, a line for each line of `input`, run in Node.js.
  static func run(_ script: String, input: [String]) throws -> [Substring] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(node))
    process.arguments = ["-e", script]
    let (stdin, stdout) = (Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    // Written while Node.js reads: the input is larger than a pipe holds.
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(input.joined(separator: "\n").utf8))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let printed = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
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
    let lines = try Self.run(script, input: cases.map(\.input))
    #expect(lines.count == cases.count)
    for (line, expected) in zip(lines, cases) {
      #expect(line == expected.text, "\(expected.input)")
    }
  }

  /// Event times that make axes of every shape: clusters at one instant, bursts, gaps drawn at
  /// their length, idle stretches drawn shorter, from nanoseconds apart to hours.
  static var axes: [TimeAxis] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % bound
    }
    var axes = [
      TimeAxis(events: AxisBreakTests.gapAndCluster().events),
      TimeAxis(events: AxisBreakTests.longIdle().events),
      TimeAxis(events: AxisBreakTests.gapAndCluster().events, spread: 0),
    ]
    for scale in [1, 1_000, 1_000_000, 1_000_000_000] as [UInt64] {
      for _ in 0..<6 {
        let b = TraceBuilder()
        var time = next(1_000) * scale
        for index in 0..<Int(2 + next(120)) {
          // Mostly steps of a few units, some at the same instant, now and then a long idle.
          switch next(10) {
          case 0, 1: break
          case 9: time += next(100_000) * scale
          default: time += (1 + next(50)) * scale
          }
          b.time = time
          b.add(index.isMultiple(of: 2) ? .bodyBegin : .bodyEnd, "A", name: "A")
        }
        axes.append(TimeAxis(events: b.trace.events))
      }
    }
    return axes
  }

  @Test(.enabled(if: node != nil, "needs Node.js"))
  func theScriptPlacesTicksAsSwiftDoes() throws {
    var state: UInt64 = 1
    func next(_ bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return bound == 0 ? 0 : (state >> 33) % bound
    }
    // Each case: the axis's knots, a window from and to, a width; and the ticks Swift gives.
    var inputs: [String] = []
    var expected: [String] = []
    for axis in Self.axes {
      let end = axis.knots.last?.position ?? 0
      let knots = "\(axis.knots.map(\.position)) \(axis.knots.map(\.time))"
        .replacingOccurrences(of: " ", with: "")
        .replacingOccurrences(of: "][", with: "] [")
      var windows: [(UInt64, UInt64)] = [(0, end), (0, end + end / 7)]
      for _ in 0..<24 {
        let from = next(end)
        windows.append((from, from + 1 + next(end - from + 1)))
      }
      for (from, to) in windows {
        for width in [120.0, 777.5, 1200, 2560] {
          inputs.append("\(knots) \(from) \(to) \(width)")
          expected.append(
            axis.ticks(from: from, to: to, width: width)
              .map { "\($0.position):\($0.time):\($0.label)" }.joined(separator: ","))
        }
      }
    }
    let rule = "{spacing:\(TickRule.spacing),limits:\(TickRule.limits),factors:\(TickRule.factors)}"
    let script =
      try Self.function("traceTime") + Self.function("traceTick") + Self.function("roundStep")
      + Self.function("axisTicks") + """
        const rule = \(rule);
        const lines = require("fs").readFileSync(0, "utf8").trim().split("\\n");
        for (const line of lines) {
          const [position, time, from, to, width] = line.split(" ");
          const knots = { position: JSON.parse(position), time: JSON.parse(time) };
          const ticks = axisTicks(knots, Number(from), Number(to), Number(width), rule);
          console.log(ticks.map((t) => t.position + ":" + t.time + ":" + t.label).join(","));
        }
        """
    let lines = try Self.run(script, input: inputs)
    #expect(lines.count == inputs.count)
    var wrong = 0
    for (k, line) in zip(lines, expected).enumerated() where line.0 != line.1 {
      wrong += 1
      if wrong <= 5 { Issue.record("\(inputs[k]): the page gives \(line.0), Swift \(line.1)") }
    }
    #expect(wrong == 0, "\(wrong) of \(inputs.count) windows differ")
    // Most windows have ticks (a narrow window inside a break has none).
    #expect(expected.filter { !$0.isEmpty }.count > inputs.count / 2)
  }
}
