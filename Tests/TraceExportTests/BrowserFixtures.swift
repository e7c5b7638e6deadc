import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// Writes the exports that tools/browser-check.sh loads in headless Chromium, with what the
/// check should find in each, when VIEWTRACE_BROWSER_FIXTURES names a directory. Without it
/// this test only checks that the fixtures can be made.
@Suite struct BrowserFixtures {
  @Test func writeFixtures() throws {
    let directory = ProcessInfo.processInfo.environment["VIEWTRACE_BROWSER_FIXTURES"].map {
      URL(fileURLWithPath: $0)
    }
    let flip = SampleTraces.branchFlip()
    let finding = SampleTraces.branchFlipFinding(in: flip)
    let large = SyntheticTrace.make(events: directory == nil ? 10_000 : 1_000_000)
    let notes = try Self.recorded("notes-refresh-flicker")
    let showtimes = try Self.recorded("showtimes-stale-day")
    let cases: [(name: String, trace: Trace, findings: [Finding])] = [
      ("flip", flip, [finding]), ("evil", SampleTraces.evil(), []), ("large", large, []),
      ("notes", notes, Analysis(trace: notes).findings),
      ("orders", try Self.recorded("orders-stable-ids"), []),
      ("showtimes", showtimes, Analysis(trace: showtimes).findings),
      ("gap", AxisBreakTests.gapAndCluster(), []), ("idle", AxisBreakTests.longIdle(), []),
    ]
    var checks: [String] = []
    for (name, trace, findings) in cases {
      let all = TimelineLayout(TraceAnalysis.Timeline(trace: trace), findings: findings).lanes
      let lanes = all.enumerated().filter { $0.offset == $0.element.owner }.map(\.element)
      let expected: [String: Any] = [
        "name": name, "lanes": lanes.prefix(3).map(\.path),
        "named": lanes.prefix(3).filter { !$0.isImplied }.map(\.path),
        "laneCount": lanes.count, "findings": findings.count,
        "chain": findings.first.map { $0.chain.map { Int($0.rawValue) } } ?? [],
        "updates": Set(trace.events.map(\.update)).subtracting([0]).count,
        "evil": name == "evil" ? SampleTraces.evilIdentity : "",
        "trees": name == "large" ? [] : Self.trees(trace),
        "symptomUpdate": findings.first?.symptom.map { Self.update(seeing: $0, in: trace) } ?? 0,
        "firstStep": findings.first?.chain.first.map { Self.update(seeing: $0, in: trace) - 1 }
          ?? 0,
        // The gap and idle traces have no updates: the replay has nothing to step through.
        "events": name == "large" || name == "gap" || name == "idle"
          ? [] : trace.events.map { [Int($0.seq.rawValue), trace.describe($0, as: .prose)] },
        "ends": name == "large"
          ? [] : trace.events.filter { $0.kind == .updateEnd }.map { Int($0.seq.rawValue) },
        "hover": name == "flip" ? Self.hover(flip) : [:],
        // Flows only between threads or times: in the notes trace every cause is on its
        // effect's thread at its instant, so none; in showtimes the screen's write of _day (#99)
        // invalidates a view on another thread (#101) at that instant.
        "flows": name == "showtimes" ? [[101, 100_004, 100_004]] : [],
        "tasks": name == "large" ? [] : Self.declaringViews(trace),
        // A 300 ms gap drawn at its length, then 40 events at one instant drawn as a break; a
        // minute idle between 18 ms of work drawn shorter, as a break.
        "breaks": name == "gap"
          ? ["⋯ 40 events at 340.000 ms ⋯"] : name == "idle" ? ["⋯ 60 s idle ⋯"] : [],
        "search": name == "notes"
          ? ["query": "GET /notes", "status": "0 lanes · 3 spans · 1 findings"] : [:],
      ]
      let json = String(
        decoding: try JSONSerialization.data(withJSONObject: expected, options: .sortedKeys),
        as: UTF8.self)
      let exports: [(String, String, Data)] = [
        ("html", "html", try HTMLViewer.render(trace: trace, findings: findings)),
        ("svg", "svg", try SVGTimeline.render(trace: trace, findings: findings)),
        ("xml", "xml", name == "large" ? Data() : try TraceXML.render(trace: trace)),
        ("chrome", "json", try ChromeTrace.render(trace: trace, findings: findings)),
      ]
      for (kind, ext, data) in exports where !data.isEmpty {
        guard let directory else { continue }
        try AtomicFile.write(data, to: directory.appendingPathComponent("\(name).\(ext)"))
        checks.append(
          "\(kind) \(name).\(ext) \(json.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        )
      }
    }
    if let directory {
      try AtomicFile.write(
        Data((checks.joined(separator: "\n") + "\n").utf8),
        to: directory.appendingPathComponent("checks.txt"))
    }
  }

  /// The slot write of `_count` in the branch-flip trace, and the rows its tooltip must show:
  /// field, value, meaning (from EventKind's doc comment).
  static func hover(_ trace: Trace) -> [String: Any] {
    guard
      let write = trace.events.first(where: { $0.kind == .slotWrite && trace[$0.name] == "_count" })
    else { return [:] }
    return [
      "seq": Int(write.seq.rawValue),
      "fields": [
        ["name", "_count", "the property."], ["before → after", "0 → 1", "the values."],
        ["code", "action", "Writer."],
        ["value", "0", "the writing task's id, when code is .task."],
      ],
    ]
  }

  /// Each task's start and the view whose body declared its `.task` (or started it): the
  /// nearest view above the task's identity, itself included, whose body ran.
  static func declaringViews(_ trace: Trace) -> [[Any]] {
    let withBody = Set(trace.events.filter { $0.kind == .bodyBegin }.map { trace[$0.identity] })
    return trace.events.filter { $0.kind == .taskStart && !$0.identity.isNone }.map { start in
      var path: IdentityPath? = IdentityPath(trace[start.identity])
      while let current = path, !withBody.contains(current.text) { path = current.parent }
      return [Int(start.seq.rawValue), path?.text ?? trace[start.identity]]
    }
  }

  /// A trace recorded in traces/.
  static func recorded(_ name: String) throws -> Trace {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/\(name).vtrace")
    return try Trace.read(from: url).0
  }

  /// What `viewtrace tree --at N` prints for each update, as `path | slots | shows` lines,
  /// sorted.
  static func trees(_ trace: Trace) -> [[String]] {
    let timeline = TraceAnalysis.Timeline(trace: trace)
    return timeline.updates.map { span in
      (timeline.tree(after: span.number) ?? []).map { node in
        node.path + " | " + node.slots.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
          + " | " + (node.shows ?? "")
      }.sorted()
    }
  }

  /// The update whose state the event `seq` is seen in: the last one begun at or before it.
  static func update(seeing seq: Seq, in trace: Trace) -> Int {
    let updates = TraceAnalysis.Timeline(trace: trace).updates
    return Int((updates.last { $0.begin <= seq } ?? updates.first)?.number ?? 0)
  }
}
