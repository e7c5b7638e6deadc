// Runs the analysis (timeline pass and every detector) over synthetic traces and reports its CPU
// time per event, and how it grows with the size:
//   1. a long session of a list screen (TraceTestSupport's `SyntheticTrace.make`), --min-events
//      (10^5) up to --max-events (10^7);
//   2. one update in which N rows observing one ObservableObject all run for a property they
//      never read (`SyntheticTrace.observers`), N = 10^2 up to --max-observers (10^5).
//   swift run -c release --package-path tools/Benchmarks analysis-bench
//     [--min-events N] [--max-events N] [--max-observers N] [--only 1,2]
import BenchSupport
import Foundation
import TraceAnalysis
import TraceFormat
import TraceTestSupport

func option(_ name: String, default value: Int) -> Int {
  guard let i = CommandLine.arguments.firstIndex(of: name), i + 1 < CommandLine.arguments.count,
    let n = Int(CommandLine.arguments[i + 1])
  else { return value }
  return n
}
let minEvents = option("--min-events", default: 100_000)
let maxEvents = option("--max-events", default: 10_000_000)
let maxObservers = option("--max-observers", default: 100_000)
/// The numbered sections to run (`--only 2`); all by default.
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { i in
  i + 1 < CommandLine.arguments.count
    ? Set(CommandLine.arguments[i + 1].split(separator: ",").compactMap { Int($0) }) : nil
}

/// The powers of ten from 10^`from` up to `limit`.
func sizes(from exponent: Int, upTo limit: Int) -> [Int] {
  var sizes: [Int] = []
  var size = 1
  for _ in 0..<exponent { size *= 10 }
  while size <= limit {
    sizes.append(size)
    size *= 10
  }
  return sizes
}

/// The exponent of the largest power of ten not above `n` (at least 1).
func exponent(of n: Int) -> Int {
  var exponent = 0
  var size = 10
  while size <= n {
    exponent += 1
    size *= 10
  }
  return exponent
}

/// The analysis of `trace` and its CPU time in seconds, the best of `runs`: another process on
/// the machine does not decide the figure.
func analyze(_ trace: Trace, runs: Int) -> (Analysis, Double) {
  var best = UInt64.max
  var analysis: Analysis?
  for _ in 0..<runs {
    let start = threadCPUNanoseconds()
    analysis = Analysis(trace: trace)
    best = min(best, threadCPUNanoseconds() - start)
  }
  return (analysis!, Double(best) / 1e9)
}

func fixed(_ value: Double, _ digits: Int = 2) -> String {
  String(format: "%.\(digits)f", value)
}

/// One line per pair of neighbouring sizes: how much more time the larger took.
func growth(_ results: [(events: Int, seconds: Double)]) {
  for (small, large) in zip(results, results.dropFirst()) {
    let sizeRatio = Double(large.events) / Double(small.events)
    print(
      "  \(large.events) vs \(small.events) events: \(fixed(sizeRatio, 1))× the events, "
        + "\(fixed(large.seconds / small.seconds))× the time")
  }
}

if only?.contains(1) ?? true {
  print("1. A long session of a list screen: CPU time of the whole analysis")
  var results: [(events: Int, seconds: Double)] = []
  for size in sizes(from: exponent(of: minEvents), upTo: maxEvents) {
    let trace = SyntheticTrace.make(events: size)
    // Small traces take more runs, so that a short stall does not decide their best.
    let runs = size >= 10_000_000 ? 3 : size >= 100_000 ? 5 : 50
    let (analysis, seconds) = analyze(trace, runs: runs)
    results.append((trace.events.count, seconds))
    print(
      "  \(trace.events.count) events: \(fixed(seconds * 1000, 3)) ms, "
        + "\(fixed(seconds * 1e9 / Double(trace.events.count), 1)) ns/event, "
        + "\(analysis.findings.count) findings")
  }
  growth(results)
}

if only?.contains(2) ?? true {
  print("2. N rows observing one ObservableObject, one tap invalidating them all")
  var results: [(events: Int, seconds: Double)] = []
  for rows in sizes(from: 2, upTo: maxObservers) {
    let trace = SyntheticTrace.observers(rows)
    let (analysis, seconds) = analyze(trace, runs: rows >= 100_000 ? 1 : 3)
    results.append((trace.events.count, seconds))
    let summaries = analysis.findings.map { $0.summary.prefix { $0 != "," } }
    print(
      "  \(rows) rows, \(trace.events.count) events: \(fixed(seconds * 1000, 1)) ms, "
        + "\(fixed(seconds * 1e9 / Double(trace.events.count), 1)) ns/event; "
        + "findings: \(summaries.joined(separator: "; "))")
  }
  growth(results)
}
