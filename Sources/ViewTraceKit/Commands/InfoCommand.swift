import Foundation
import TraceFormat

/// `info FILE`: what a trace holds, at a glance.
let infoCommand = ToolCommand(
  name: "info",
  summary: "show a trace's header, event counts and size",
  help: { tool in
    """
    usage: \(tool) info FILE [--json] [--salvage]

    Prints the header of the trace FILE (binary, JSON Lines or XML, told apart by content; `-`
    is standard input), its events counted by kind, the number of updates and identities, its
    duration, its size and bytes per event, and whether it is complete (a recorder that was
    killed leaves a truncated trace).

    options:
      --json      print one JSON object (with at least "events" and "bytes", null from a pipe)
      --salvage   skip damaged chunks or lines instead of failing, and say what was skipped
    """
  },
  run: { args, context in
    let json = args.flag("--json")
    let salvage = args.flag("--salvage")
    let path = try args.positional("trace file")
    try args.finish()
    let reader = try TraceInput.open(path, salvage: salvage)
    var file = stat()
    let regular = stat(TraceInput.file(path), &file) == 0 && file.st_mode & S_IFMT == S_IFREG
    let summary = try TraceSummary(reader, size: regular ? reader.report.fileSize : nil)
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
  /// The file's size in bytes; nil when it is read from a pipe, which says nothing of it.
  let size: Int?

  init(_ reader: TraceReader, size: Int?) throws {
    self.size = size
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

  var bytesPerEvent: Double? {
    size.map { events == 0 ? 0 : Double($0) / Double(events) }
  }
}
