import Foundation
import TraceFormat

/// `info FILE`: what a trace holds, at a glance.
let infoCommand = ToolCommand(
  name: "info",
  summary: "show a trace's header, event counts and size",
  help: { tool in
    """
    usage: \(tool) info FILE [--json] [--salvage]

    Prints the header of the trace FILE (.vtrace or .jsonl), its events counted by kind, the
    number of updates and identities, its duration, its size and bytes per event, and whether it
    is complete (a recorder that was killed leaves a truncated trace).

    options:
      --json      print one JSON object (with at least "events" and "bytes")
      --salvage   skip damaged chunks or lines instead of failing, and say what was skipped
    """
  },
  run: { args, context in
    let json = args.flag("--json")
    let salvage = args.flag("--salvage")
    let path = try args.positional("trace file")
    try args.finish()
    let reader = try TraceInput.open(path, salvage: salvage)
    let summary = try TraceSummary(reader)
    Output.print(
      json ? summary.json(path: path, reader: reader) : summary.text(path: path, reader: reader))
    return 0
  })

/// The figures `info` reports, gathered in one pass over the events.
struct TraceSummary {
  var kinds = [UInt64](repeating: 0, count: 32)
  var events: UInt64 = 0
  var updates: UInt64 = 0
  var identities = 0
  var firstTime = UInt64.max
  var lastTime: UInt64 = 0

  init(_ reader: TraceReader) throws {
    var seen: [Bool] = []
    while let e = try reader.next() {
      events += 1
      kinds[Int(e.kind.rawValue)] += 1
      if e.kind == .updateBegin { updates += 1 }
      firstTime = min(firstTime, e.time)
      lastTime = max(lastTime, e.time)
      let id = Int(e.identity.rawValue)
      if id != 0 {
        if id >= seen.count {
          seen += [Bool](repeating: false, count: max(id + 1 - seen.count, seen.count))
        }
        if !seen[id] {
          seen[id] = true
          identities += 1
        }
      }
    }
  }

  var duration: UInt64 { events == 0 ? 0 : lastTime - firstTime }

  func bytesPerEvent(_ size: Int) -> Double { events == 0 ? 0 : Double(size) / Double(events) }

  func text(path: String, reader: TraceReader) -> String {
    let h = reader.header
    let report = reader.report
    let encoding = report.format == .binary ? "binary" : "JSON Lines"
    var lines = [
      Output.bold(URL(fileURLWithPath: path).lastPathComponent)
        + "  \(encoding) trace, format version \(report.formatVersion)",
      row("scenario", h.scenario),
      row("runtime", h.runtimeVersion),
      row("clock", h.clock.name),
      row("started", h.startTime == 0 ? "-" : Self.date(h.startTime)),
    ]
    lines += h.metadata.map { row("metadata", "\($0.key) = \($0.value)") }
    lines += [
      row("events", "\(events)"),
      row("updates", "\(updates)"),
      row("identities", "\(identities)"),
      row("strings", "\(reader.strings.count - 1)"),
      row("duration", Self.duration(duration)),
      row(
        "size",
        "\(report.fileSize) bytes (\(String(format: "%.2f", bytesPerEvent(report.fileSize))) bytes/event)"
      ),
      row(
        "status",
        report.notes.isEmpty
          ? Output.green("complete") : Output.yellow(report.notes.joined(separator: "; "))),
      "  kinds",
    ]
    for kind in EventKind.allCases where kinds[Int(kind.rawValue)] > 0 {
      lines.append(
        "    " + kind.name.padding(toLength: 14, withPad: " ", startingAt: 0)
          + "\(kinds[Int(kind.rawValue)])")
    }
    return lines.joined(separator: "\n")
  }

  private func row(_ label: String, _ value: String) -> String {
    "  " + label.padding(toLength: 12, withPad: " ", startingAt: 0) + value
  }

  func json(path: String, reader: TraceReader) -> String {
    let h = reader.header
    let report = reader.report
    let q = { JSONString.quoted($0) }
    let metadata = h.metadata.map { "[\(q($0.key)),\(q($0.value))]" }.joined(separator: ",")
    let kindCounts = EventKind.allCases.map { "\(q($0.name)):\(kinds[Int($0.rawValue)])" }.joined(
      separator: ",")
    let fields = [
      "\"file\":\(q(path))",
      "\"format\":\(q(report.format == .binary ? "binary" : "jsonl"))",
      "\"version\":\(report.formatVersion)",
      "\"scenario\":\(q(h.scenario))",
      "\"runtimeVersion\":\(q(h.runtimeVersion))",
      "\"clock\":\(q(h.clock.name))",
      "\"startTime\":\(h.startTime)",
      "\"metadata\":[\(metadata)]",
      "\"events\":\(events)",
      "\"updates\":\(updates)",
      "\"identities\":\(identities)",
      "\"strings\":\(reader.strings.count - 1)",
      "\"durationNs\":\(duration)",
      "\"bytes\":\(report.fileSize)",
      "\"bytesPerEvent\":\(String(format: "%.3f", bytesPerEvent(report.fileSize)))",
      "\"complete\":\(report.complete)",
      "\"droppedByRecorder\":\(report.droppedByRecorder)",
      "\"notes\":[\(report.notes.map(q).joined(separator: ","))]",
      "\"kinds\":{\(kindCounts)}",
    ]
    return "{" + fields.joined(separator: ",") + "}"
  }

  static func duration(_ ns: UInt64) -> String {
    switch ns {
    case ..<1_000: "\(ns) ns"
    case ..<1_000_000: String(format: "%.3f µs", Double(ns) / 1e3)
    case ..<1_000_000_000: String(format: "%.3f ms", Double(ns) / 1e6)
    default: String(format: "%.3f s", Double(ns) / 1e9)
    }
  }

  static func date(_ ns: UInt64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: Date(timeIntervalSince1970: Double(ns) / 1e9))
  }
}
