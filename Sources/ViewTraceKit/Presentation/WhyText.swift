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

  /// `{"evaluations":[{"seq","update","time","identity","type","cause","tokens","duration"}],
  /// "skipped":[…],"contentRuns":[…]}`, the skipped bodies as ``EquatableSkip``'s JSON gives
  /// them, the evaluations without a body as ``ContentRun``'s.
  package func json(skipped: [EquatableSkip], contentRuns: [ContentRun] = []) -> String {
    let evaluations = map { r in
      JSON.object([
        ("seq", .unsigned(r.seq.rawValue)), ("update", .unsigned(UInt64(r.update))),
        ("time", .unsigned(r.time)), ("identity", .string(r.identity)),
        ("type", .string(r.type)), ("cause", .string(r.cause.name)),
        ("tokens", .strings(r.tokens)), ("duration", r.duration.map(JSON.unsigned) ?? .null),
      ])
    }
    return JSON.object([
      ("evaluations", .array(evaluations)), ("skipped", skipped.jsonArray),
      ("contentRuns", contentRuns.jsonArray),
    ]).rendered
  }
}

extension Array where Element == EquatableSkip {
  /// One line per skipped body: `#61  u3  300.004 ms  Row  skipped: == said equal, ignoring
  /// lastSeen`.
  package func text(style: TextStyle = .plain) -> String {
    guard let last = self.last else { return "" }
    let width = last.seq.description.count
    return map { s in
      padLeft(s.seq.description, width) + "  " + padRight("u\(s.update)", 4) + " "
        + padLeft(TraceTime.exact(s.time), 11) + "  " + style.bold(s.type) + "  "
        + "skipped: == said equal"
        + (s.ignored.isEmpty ? "" : ", ignoring " + s.ignored.joined(separator: " ")) + "  "
        + style.dim(IdentityPath(s.identity).short()) + "\n"
    }.joined()
  }

  /// `[{"seq","update","time","identity","type","ignored"}]`.
  package var jsonArray: JSON {
    .array(
      map { s in
        JSON.object([
          ("seq", .unsigned(s.seq.rawValue)), ("update", .unsigned(UInt64(s.update))),
          ("time", .unsigned(s.time)), ("identity", .string(s.identity)),
          ("type", .string(s.type)), ("ignored", .strings(s.ignored)),
        ])
      })
  }
}

extension Array where Element == ContentRun {
  /// Each evaluation without a body on one line, as a body's: `#40  u2  1.000 µs  ForEach row 2
  /// in RecipeBoxScreen  RecipeBox.favourites: [] → [2]`, then its chain from the input to what
  /// it changed on screen, one event a line, or that it showed the same as before.
  package func text(in timeline: Timeline, style: TextStyle = .plain) -> String {
    guard let last = self.last else { return "" }
    let width = last.seq.description.count
    return map { r in
      padLeft(r.seq.description, width) + "  " + padRight("u\(r.update)", 4) + " "
        + padLeft(TraceTime.exact(r.time), 11) + "  " + style.bold(r.name) + "  "
        + (r.tokens.isEmpty ? "(no recorded cause)" : r.tokens.joined(separator: " ")) + "  "
        + style.dim(IdentityPath(r.identity).short()) + "\n"
        + timeline.chainText(r.chain, indent: "    ", style: style)
        + (r.changes.isEmpty ? "    " + style.dim("(it showed the same as before)") + "\n" : "")
    }.joined()
  }

  /// `[{"seq","update","time","identity","type","closure","owner","cause","tokens","chain",
  /// "changes"}]`, `closure` in the words of `ContentClosure.name(type:)`.
  package var jsonArray: JSON {
    .array(
      map { r in
        JSON.object([
          ("seq", .unsigned(r.seq.rawValue)), ("update", .unsigned(UInt64(r.update))),
          ("time", .unsigned(r.time)), ("identity", .string(r.identity)),
          ("type", .string(r.type)), ("closure", .string(r.closure.name(type: r.type))),
          ("owner", .string(r.owner)), ("cause", .string(r.cause.name)),
          ("tokens", .strings(r.tokens)), ("chain", .array(r.chain.map { .unsigned($0.rawValue) })),
          ("changes", .array(r.changes.map { .unsigned($0.rawValue) })),
        ])
      })
  }
}
