import Foundation
import TraceTestSupport

/// `--memory-guard BUILD`: CI's check that exporting stays lean. Makes a synthetic trace of
/// 10^6 events (`--events N`), has the `viewtrace` executable BUILD (a release build) export it
/// to SVG and to HTML, and fails, with one line naming the export, when either's peak resident
/// set (`/usr/bin/time`) is over its bound (`--svg-limit MB`, `--html-limit MB`).
///
/// The bounds leave room over what the exports took when they were set (2026-12-03, 10^6
/// events: SVG 79 MB, HTML 84 MB; HTML 135 MB before it was written as it is made): a change
/// that holds the page, its columns or the replay's changes in memory again fails it.
enum MemoryGuard {
  static let defaultEvents = 1_000_000
  static let defaultSVGLimit = 120
  static let defaultHTMLLimit = 125

  /// Runs the check; returns whether both exports stayed within their bounds.
  static func run(build: String, events: Int, svgLimit: Int, htmlLimit: Int) throws -> Bool {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("memory-guard-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("synthetic-\(events).vtrace")
    try SyntheticTrace.make(events: events).write(to: trace)
    var passed = true
    for (format, limit) in [("svg", svgLimit), ("html", htmlLimit)] {
      let output = directory.appendingPathComponent("out.\(format)")
      let cost = try CommandCost.measure(
        build, ["export", trace.path, "-o", output.path], output: output)
      let peak = Double(cost.peakBytes) / 1e6
      let what = "export \(format) of \(events) events"
      if cost.failed || cost.peakBytes == 0 {
        print("memory guard FAILED: \(what) did not run to the end under /usr/bin/time")
        passed = false
      } else if peak > Double(limit) {
        print(
          String(
            format: "memory guard FAILED: %@ peaked at %.1f MB, over its bound of %d MB", what,
            peak, limit))
        passed = false
      } else {
        print(
          String(
            format: "memory guard: %@ peaked at %.1f MB (bound %d MB), %.1f s CPU", what, peak,
            limit, cost.cpu))
      }
    }
    return passed
  }
}
