import TraceFormat

extension ReplayStep {
  /// The step as text: a heading, then one line for each event a reader follows, with the row
  /// it happened in (`in row 1041`) and where.
  func render(_ trace: Trace) -> String {
    var lines: [String] = []
    if let update {
      lines.append(
        Output.style.bold("update \(update)")
          + Output.style.dim(
            "  at \(TraceTime.exact(start)), after \(trigger ?? "?"), \(bodies) bodies"))
    } else {
      lines.append(Output.style.dim("between updates, from \(TraceTime.exact(start))"))
    }
    for event in shown {
      let text = trace.describe(event, as: .prose)
      var line =
        switch event.kind {
        case .input: Output.style.bold(text)
        case .slotDestroy: Output.style.yellow(text)
        case .warning: Output.style.red(text)
        default: text
        }
      if !event.identity.isNone {
        let path = IdentityPath(trace[event.identity])
        line += (path.rowName.map { " in \($0)" } ?? "") + "  " + Output.style.dim(path.suffix(2))
      }
      lines.append("  " + line)
    }
    return lines.joined(separator: "\n")
  }

  /// The step as JSON: `{"update","start","trigger","bodies","events":[{"seq","kind","text",
  /// "identity","row"}]}`, with the events text shows; `update` and `trigger` are null between
  /// updates, `identity` and `row` where there is none.
  func json(_ trace: Trace) -> JSON {
    let events = shown.map { event in
      let path = event.identity.isNone ? nil : IdentityPath(trace[event.identity])
      return JSON.object([
        ("seq", .unsigned(event.seq.rawValue)), ("kind", .string(event.kind.name)),
        ("text", .string(trace.describe(event, as: .prose))),
        ("identity", path.map { .string($0.text) } ?? .null),
        ("row", path?.rowName.map(JSON.string) ?? .null),
      ])
    }
    return JSON.object([
      ("update", update.map { .integer(Int($0)) } ?? .null), ("start", .unsigned(start)),
      ("trigger", trigger.map(JSON.string) ?? .null), ("bodies", .integer(bodies)),
      ("events", .array(events)),
    ])
  }

  private var start: UInt64 { events.first?.time ?? 0 }

  /// What started the update, by name; nil between updates.
  private var trigger: String? {
    guard update != nil else { return nil }
    return events.first.flatMap { UpdateTrigger(rawValue: $0.code) }?.name
  }

  private var bodies: Int { events.filter { $0.kind == .bodyBegin }.count }

  /// The events a reader follows, in the words of `Trace.describe` as `explain` writes chains:
  /// not bookkeeping (kept identities, reads, appearances, ends of bodies and updates).
  private var shown: [TraceEvent] {
    events.filter { event in
      switch event.kind {
      case .read, .appear, .disappear, .bodyEnd, .updateBegin, .updateEnd: false
      case .identity where event.code == IdentityDecision.kept.rawValue: false
      case .identity where event.reason == DecisionReason.parentRemoved.rawValue: false
      default: true
      }
    }
  }
}
