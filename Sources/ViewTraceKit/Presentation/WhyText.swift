import TraceAnalysis
import TraceFormat

extension Array where Element == BodyReason {
  /// One line per evaluation: `#60  u3  300.003 ms  NoteListScreen  NotesStore.isRefreshing`,
  /// with the body's duration (`(12 µs)`) where a live recording measured it, and a last line
  /// that says so where none was.
  package func text(style: TextStyle = .plain) -> String {
    guard let last = self.last else { return "" }
    let width = last.seq.description.count
    let lines = map { r in
      padLeft(r.seq.description, width) + "  " + padRight("u\(r.update)", 4) + " "
        + padLeft(TraceTime.exact(r.time), 11) + "  " + style.bold(r.type) + "  "
        + (r.tokens.isEmpty ? "(no recorded cause)" : r.tokens.joined(separator: " "))
        + (r.duration.map { "  (\(TraceTime.duration($0)))" } ?? "") + "  "
        + style.dim(IdentityPath(r.identity).short()) + "\n"
    }.joined()
    guard contains(where: { $0.duration == nil }) else { return lines }
    return lines
      + style.dim("(no body durations: they are measured only in live recordings, record --live)")
      + "\n"
  }

  /// `{"evaluations":[{"seq","update","time","identity","type","cause","tokens","duration"}]}`.
  package func json() -> String {
    let evaluations = map { r in
      JSON.object([
        ("seq", .unsigned(r.seq.rawValue)), ("update", .unsigned(UInt64(r.update))),
        ("time", .unsigned(r.time)), ("identity", .string(r.identity)),
        ("type", .string(r.type)), ("cause", .string(r.cause.name)),
        ("tokens", .strings(r.tokens)), ("duration", r.duration.map(JSON.unsigned) ?? .null),
      ])
    }
    return JSON.object([("evaluations", .array(evaluations))]).rendered
  }
}
