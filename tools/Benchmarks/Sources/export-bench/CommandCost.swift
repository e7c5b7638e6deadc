import BenchSupport
import Foundation
import TraceFormat
import TraceTestSupport

/// `--cli BUILD[,BUILD…]`: peak memory and time of `viewtrace info`, `explain`, `export` to SVG
/// and to HTML, run as their own processes under `/usr/bin/time` on synthetic traces of 10^5,
/// 10^6 and 10^7 events (`--sizes 5,6,7`, powers of ten). Each BUILD is a `viewtrace`
/// executable; with two or more, the builds take turns on every command, so that the machine's
/// load falls on each alike.
enum CommandCost {
  /// One command line to measure, its arguments after the trace's path and where its output goes.
  struct Command: Sendable {
    let label: String
    let arguments: @Sendable (_ trace: String, _ output: String) -> [String]
    let outputName: String?
  }

  static let commands: [Command] = [
    Command(label: "info", arguments: { trace, _ in ["info", trace] }, outputName: nil),
    Command(label: "explain", arguments: { trace, _ in ["explain", trace] }, outputName: nil),
    Command(
      label: "export svg", arguments: { trace, out in ["export", trace, "-o", out] },
      outputName: "out.svg"),
    Command(
      label: "export html", arguments: { trace, out in ["export", trace, "-o", out] },
      outputName: "out.html"),
  ]

  /// What one run cost: maximum resident set, wall and CPU seconds, and the output's size.
  struct Cost {
    var peakBytes = 0
    var wall = 0.0
    var cpu = 0.0
    var outputBytes: Int?
    var failed = false
  }

  /// With `keep`, the traces are written there and left; else in a temporary directory.
  static func run(builds: [String], exponents: [Int], keep: URL?) throws {
    let directory =
      keep
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("export-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { if keep == nil { try? FileManager.default.removeItem(at: directory) } }
    print("build\tevents\tcommand\tpeak RSS\twall\tCPU\toutput")
    for exponent in exponents {
      let count = (0..<exponent).reduce(1) { value, _ in value * 10 }
      let trace = directory.appendingPathComponent("synthetic-\(count).vtrace")
      if !FileManager.default.fileExists(atPath: trace.path) {
        try SyntheticTrace.make(events: count).write(to: trace)
      }
      for command in commands {
        for (index, build) in builds.enumerated() {
          let output = directory.appendingPathComponent(command.outputName ?? "none")
          let cost = try measure(build, command.arguments(trace.path, output.path), output: output)
          let size = cost.outputBytes.map { mb($0) } ?? ""
          print(
            "\(index + 1)\t\(count)\t\(command.label)\t"
              + (cost.failed ? "FAILED\t\t\t" : "\(mb(cost.peakBytes))\t")
              + String(format: "%.1f s\t%.1f s\t", cost.wall, cost.cpu) + size)
          try? FileManager.default.removeItem(at: output)
        }
      }
      if keep == nil { try FileManager.default.removeItem(at: trace) }
    }
  }

  /// Runs `build` with `arguments` under `/usr/bin/time`, its standard output discarded; its
  /// standard error is passed on when it fails.
  static func measure(_ build: String, _ arguments: [String], output: URL) throws -> Cost {
    let run = try ProcessCost.measure(build, arguments)
    var cost = Cost(peakBytes: run.peakBytes, wall: run.wall, cpu: run.cpu)
    cost.failed = run.status != 0
    if cost.failed { FileHandle.standardError.write(Data(run.errors.utf8)) }
    let attributes = try? FileManager.default.attributesOfItem(atPath: output.path)
    cost.outputBytes = (attributes?[.size] as? NSNumber)?.intValue
    return cost
  }
}
