/// How ``Trace/describe(_:as:)`` puts an event into words: one function says what an event is,
/// in the two forms its readers need.
public enum EventWording: Sendable {
  /// Every field the event carries, after its header (seq, update, time, kind, identity) and
  /// before its cause, codes and reasons by name:
  /// `#57 u2 601 µs identity NotesApp/…/List inserted (branch-flipped) name="List" ← #50`.
  /// For comparing events, as `verify` does around a divergence: a phrase would hide which field
  /// differs.
  case fields
  /// What the event records, as a phrase, its strings resolved: `invalidate
  /// NotesStore.isRefreshing (observable)`, `_count 0 → 1 (by action)`, `inserted NoteRow
  /// (element-added ∅ → 17)`, `Store.starred false → true (by task)`, `Text shows "Water plants"
  /// (was "Buy milk")`; codes a newer writer added are shown as their numbers. For readers of a
  /// chain, a replay, a timeline's tooltips, which show the seq, time and identity their own way.
  case prose
}

extension Trace {
  /// `event` on one line, in `wording`: every field (the default), or a phrase.
  public func describe(_ event: TraceEvent, as wording: EventWording = .fields) -> String {
    switch wording {
    case .fields: fields(of: event)
    case .prose: prose(event)
    }
  }

  private func fields(of event: TraceEvent) -> String {
    var parts = [
      "\(event.seq)", "u\(event.update)", TraceTime.exact(event.time), event.kind.name,
      event.identity.isNone ? "-" : self[event.identity],
    ]
    for field in EventField.all where event.kind.fields.contains(field.set) {
      if let text = field.text(event, self) { parts.append(text) }
    }
    parts.append("← \(event.cause)")
    return parts.joined(separator: " ")
  }

  private func prose(_ e: TraceEvent) -> String {
    let name = self[e.name]
    let code = e.kind.codes?.name(e.code) ?? ""
    switch e.kind {
    case .updateBegin: return "update \(e.update) began (\(code))"
    case .updateEnd: return "update \(e.update) ended (\(e.value) bodies)"
    case .input:
      let value = self[e.after].isEmpty ? "" : " = \(value(e.after))"
      return "input \(code) \(name)\(value)"
    case .invalidate: return "invalidate \(name) (\(code))"
    case .bodyBegin: return "body \(name)"
    case .bodyEnd: return "body \(name) ended"
    case .read where e.code == DependencyKind.clock.rawValue: return "woke: \(name) ended"
    case .read: return "read \(name) (\(code))"
    case .identity:
      let reason = CodeVocabulary.decisionReason.name(e.reason)
      let (before, after) = (value(e.before), value(e.after))
      let ids =
        before.isEmpty && after.isEmpty
        ? "" : " \(before.isEmpty ? "∅" : before) → \(after.isEmpty ? "∅" : after)"
      return "\(code) \(name) (\(reason)\(ids))"
    case .slotCreate: return "slot \(name) created = \(value(e.after)) (\(self[e.site]))"
    case .slotWrite: return "\(name) \(value(e.before)) → \(value(e.after)) (by \(code))"
    case .slotDestroy: return "slot \(name) destroyed (was \(value(e.before)))"
    case .appear: return "appear \(name)"
    case .disappear: return "disappear \(name)"
    case .taskStart:
      let kind = TaskKind(rawValue: e.code)?.spelledInCode ?? code
      let id = self[e.after].isEmpty ? "" : " id \(value(e.after))"
      return "task \(e.value) started (\(kind)\(id), \(self[e.site]))"
    case .taskCancel: return "task \(e.value) cancelled (\(code))"
    case .taskEnd: return "task \(e.value) ended (\(code))"
    case .effectBegin: return "\(name) began (effect \(e.value))"
    case .effectEnd: return "\(name) ended (\(code), effect \(e.value))"
    case .warning: return "warning: \(name)"
    case .modelWrite:
      let model = self[e.type].isEmpty ? self[e.identity] : self[e.type]
      return "\(model).\(name) \(value(e.before)) → \(value(e.after)) (by \(code))"
    case .display:
      let was = e.before.isNone ? "" : " (was \(value(e.before)))"
      return "\(name) shows \(e.after.isNone ? "nothing" : value(e.after))\(was)"
    }
  }

  /// A recorded value as a phrase shows it: at most ``ValueText/phraseLimit`` characters.
  private func value(_ sym: Sym) -> String { ValueText.capped(self[sym]) }
}
