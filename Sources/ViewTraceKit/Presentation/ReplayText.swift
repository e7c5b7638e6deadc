import TraceFormat

extension ReplayStep {
  /// The step as text: a heading, then one line for each event a reader follows.
  func render(_ trace: Trace) -> String {
    let start = TraceTime.exact(events.first?.time ?? 0)
    var lines: [String] = []
    if let update {
      let trigger = events.first.flatMap { UpdateTrigger(rawValue: $0.code) }?.name ?? "?"
      let bodies = events.filter { $0.kind == .bodyBegin }.count
      lines.append(
        Output.style.bold("update \(update)")
          + Output.style.dim("  at \(start), after \(trigger), \(bodies) bodies"))
    } else {
      lines.append(Output.style.dim("between updates, from \(start)"))
    }
    for event in events {
      if let line = describe(event, in: trace) { lines.append("  " + line) }
    }
    return lines.joined(separator: "\n")
  }

  /// One line for the events a reader follows, in the words of `Trace.describe` and, as `explain`
  /// writes chains, with where it happened; nil for bookkeeping (kept identities, reads).
  private func describe(_ event: TraceEvent, in trace: Trace) -> String? {
    switch event.kind {
    case .read, .appear, .disappear, .bodyEnd, .updateBegin, .updateEnd: return nil
    case .identity where event.code == IdentityDecision.kept.rawValue: return nil
    case .identity where event.reason == DecisionReason.parentRemoved.rawValue: return nil
    default: break
    }
    let text = trace.describe(event, as: .prose)
    let line =
      switch event.kind {
      case .input: Output.style.bold(text)
      case .slotDestroy: Output.style.yellow(text)
      case .warning: Output.style.red(text)
      default: text
      }
    guard !event.identity.isNone else { return line }
    return line + "  " + Output.style.dim(IdentityPath(trace[event.identity]).suffix(2))
  }
}
