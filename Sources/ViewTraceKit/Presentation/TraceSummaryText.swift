import Foundation
import TraceFormat

extension TraceSummary {
  /// What `info` prints: the header, the figures and the events counted by kind.
  func text(path: String, reader: TraceReader) -> String {
    let h = TerminalText.escaped(reader.header)
    let report = reader.report
    var lines = [
      Output.style.bold(URL(fileURLWithPath: path).lastPathComponent)
        + "  \(report.format.displayName) trace, format version \(report.formatVersion)",
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
      row("duration", TraceTime.exact(duration)),
      row(
        "size",
        size.map { "\($0) bytes (\(String(format: "%.2f", bytesPerEvent ?? 0)) bytes/event)" }
          ?? "unknown (read from a pipe)"),
      row(
        "status",
        report.notes.isEmpty
          ? Output.style.green("complete")
          : Output.style.yellow(report.notes.joined(separator: "; "))),
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
    return JSON.object([
      ("file", .string(path)), ("format", .string(report.format == .binary ? "binary" : "jsonl")),
      ("version", .integer(Int(report.formatVersion))), ("scenario", .string(h.scenario)),
      ("runtimeVersion", .string(h.runtimeVersion)), ("clock", .string(h.clock.name)),
      ("startTime", .unsigned(h.startTime)),
      ("metadata", .array(h.metadata.map { .strings([$0.key, $0.value]) })),
      ("events", .unsigned(events)), ("updates", .unsigned(updates)),
      ("identities", .integer(identities)), ("strings", .integer(reader.strings.count - 1)),
      ("durationNs", .unsigned(duration)), ("bytes", size.map(JSON.integer) ?? .null),
      ("bytesPerEvent", bytesPerEvent.map { .fixed($0, places: 3) } ?? .null),
      ("complete", .bool(report.complete)),
      ("droppedByRecorder", .unsigned(report.droppedByRecorder)), ("notes", .strings(report.notes)),
      ("kinds", .object(EventKind.allCases.map { ($0.name, .unsigned(kinds[Int($0.rawValue)])) })),
    ]).rendered
  }

  static func date(_ ns: UInt64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: Date(timeIntervalSince1970: Double(ns) / 1e9))
  }
}
