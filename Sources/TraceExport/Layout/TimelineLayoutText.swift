import TraceAnalysis
import TraceFormat

/// The words that tooltips, legends and exported labels use for spans and marks.
extension TimelineLayout {
  /// The text of `sym` as something a person can read.
  func text(_ sym: Sym) -> String {
    Int(sym.rawValue) < trace.strings.count ? trace.strings[Int(sym.rawValue)] : "?"
  }

  /// `12 µs – 30 µs`, or `#12 – #30`.
  func range(_ start: UInt64, _ end: UInt64) -> String { "\(format(start)) – \(format(end))" }

  /// What a span is, in one line.
  func describe(_ span: Span) -> String {
    let lane = span.lane >= 0 ? lanes[Int(span.lane)].path : ""
    let until = span.endSeq == 0 ? " (still open at the end)" : ""
    let when = range(span.start, span.end) + until
    switch span.kind {
    case .lifetime:
      return "identity \(lane): \(when)"
    case .visible:
      return "visible \(lane): \(when)"
    case .body:
      let cause = BodyCause(rawValue: span.detail) ?? .other
      return
        "body of \(text(span.label)) at \(lane): \(when), cause \(cause.name), \(span.beginSeq)"
    case .slot:
      return "slot \(text(span.label)) of \(lane): \(when)"
    case .task:
      let outcome = span.endSeq == 0 ? "running" : CodeVocabulary.taskOutcome.name(span.detail)
      return "task \(span.number) \(text(span.label)) of \(lane): \(when), \(outcome)"
    case .effect:
      let outcome = span.endSeq == 0 ? "running" : CodeVocabulary.effectOutcome.name(span.detail)
      return "effect \(span.number) \(text(span.label)): \(when), \(outcome)"
    case .update:
      return "update \(span.number) (\(CodeVocabulary.updateTrigger.name(span.detail))): \(when)"
    }
  }

  /// The name a bar carries: a task as its code spells it (`.task`, `Task { }`, `.refreshable`,
  /// with its label when it has its own), an effect's name, a body's view type.
  func barName(_ span: Span) -> String {
    guard span.kind == .task else { return text(span.label) }
    let label = text(span.label)
    let code = trace.event(seq: span.beginSeq).flatMap { TaskKind(rawValue: $0.code) }
    guard let spelled = code?.spelledInCode else { return label }
    // The runtime's default labels say no more than the spelling: `task(id:)` for `.task(id:)`.
    let letters = { (text: String) in text.lowercased().filter(\.isLetter) }
    let isDefault = label.isEmpty || label == "refresh" || letters(label) == letters(spelled)
    return isDefault ? spelled : "\(spelled) \(label)"
  }

  /// What a mark is, in one line.
  func describe(_ mark: Mark) -> String {
    let event = trace.event(seq: mark.seq)
    let lane = lanes[Int(mark.lane)].path
    let at = "at \(format(mark.at)), \(mark.seq)"
    switch mark.kind {
    case .reset:
      let from = mark.detail >= 0 && mark.detail < lanes.count ? lanes[mark.detail].path : "?"
      return
        "reset: slot \(event.map { text($0.name) } ?? "?") of \(lane) created again after it was destroyed with \(from), \(at)"
    case .cancel:
      return
        "task \(event?.value ?? 0) cancelled (\(CodeVocabulary.cancelReason.name(UInt8(mark.detail)))), \(at)"
    case .finish:
      return
        "task \(event?.value ?? 0) ended: \(CodeVocabulary.taskOutcome.name(UInt8(mark.detail))), \(at)"
    case .input:
      let target = event.map { text($0.name) } ?? ""
      return
        "input \(CodeVocabulary.inputAction.name(UInt8(mark.detail))) \(target) on \(lane), \(at)"
    case .warning:
      let message = event.map { text($0.name) } ?? ""
      return "warning \(CodeVocabulary.warningKind.name(UInt8(mark.detail))): \(message), \(at)"
    case .finding:
      let finding = findings[mark.detail]
      return
        "\(finding.severity.rawValue) \(finding.kind): \(finding.summary) Fix: \(finding.fix) (\(at))"
    }
  }
}

extension TimelineLayout.SpanKind {
  /// The plural noun for a legend or an aggregate.
  var plural: String {
    switch self {
    case .lifetime: "identity lifetimes"
    case .visible: "visible spans"
    case .body: "body evaluations"
    case .slot: "slot lifetimes"
    case .task: "tasks"
    case .effect: "effects"
    case .update: "updates"
    }
  }
}

extension TimelineLayout.MarkKind {
  /// The plural noun for a legend or an aggregate.
  var plural: String {
    switch self {
    case .reset: "state resets"
    case .cancel: "task cancellations"
    case .finish: "task ends"
    case .input: "inputs"
    case .warning: "warnings"
    case .finding: "findings"
    }
  }
}

extension TimelineLayout {
  /// One event in one line, in the words of `Trace.describe`: `#14 _count 0 → 1 (by action)`.
  func describe(event: TraceEvent) -> String { "\(event.seq) " + trace.describe(event, as: .prose) }

  /// An event in one line with its identity named by its view (`List › .task`), not its path:
  /// a step of a finding's chain in the viewer's panel and under the SVG's lanes.
  func shortDescription(of event: TraceEvent) -> String {
    let text = describe(event: event)
    let lane = lane(of: event)
    guard !event.identity.isNone, lane >= 0 else { return text }
    let own = lanes[Int(lane)]
    let view = lanes[own.owner]
    let name = own.owner == Int(lane) ? own.name : "\(view.name) › \(own.name)"
    return text.replacingOccurrences(of: self.text(event.identity), with: name)
  }
}
