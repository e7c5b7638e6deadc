/// Event prose: what an event records, in words. The one place that puts events into sentences,
/// for `explain`'s chains, `replay`, `demo` and the HTML viewer.
extension Trace {
  /// One line on what `e` records, its strings resolved: `invalidate NotesStore.isRefreshing
  /// (observable)`, `_count 0 → 1 (by action)`, `inserted NoteRow (element-added ∅ → 17)`,
  /// `Store.starred false → true (by task)`, `Text shows "Water plants" (was "Buy milk")`.
  /// Codes a newer writer added are shown as their numbers.
  public func prose(_ e: TraceEvent) -> String {
    let name = self[e.name]
    let code = e.kind.codes?.name(e.code) ?? ""
    switch e.kind {
    case .updateBegin: return "update \(e.update) began (\(code))"
    case .updateEnd: return "update \(e.update) ended (\(e.value) bodies)"
    case .input:
      let value = self[e.after].isEmpty ? "" : " = \(self[e.after])"
      return "input \(code) \(name)\(value)"
    case .invalidate: return "invalidate \(name) (\(code))"
    case .bodyBegin: return "body \(name)"
    case .bodyEnd: return "body \(name) ended"
    case .read where e.code == DependencyKind.clock.rawValue: return "woke: \(name) ended"
    case .read: return "read \(name) (\(code))"
    case .identity:
      let reason = CodeVocabulary.decisionReason.name(e.reason)
      let (before, after) = (self[e.before], self[e.after])
      let ids =
        before.isEmpty && after.isEmpty
        ? "" : " \(before.isEmpty ? "∅" : before) → \(after.isEmpty ? "∅" : after)"
      return "\(code) \(name) (\(reason)\(ids))"
    case .slotCreate: return "slot \(name) created = \(self[e.after]) (\(self[e.site]))"
    case .slotWrite: return "\(name) \(self[e.before]) → \(self[e.after]) (by \(code))"
    case .slotDestroy: return "slot \(name) destroyed (was \(self[e.before]))"
    case .appear: return "appear \(name)"
    case .disappear: return "disappear \(name)"
    case .taskStart:
      let kind = TaskKind(rawValue: e.code)?.spelledInCode ?? code
      let id = self[e.after].isEmpty ? "" : " id \(self[e.after])"
      return "task \(e.value) started (\(kind)\(id), \(self[e.site]))"
    case .taskCancel: return "task \(e.value) cancelled (\(code))"
    case .taskEnd: return "task \(e.value) ended (\(code))"
    case .effectBegin: return "\(name) began (effect \(e.value))"
    case .effectEnd: return "\(name) ended (\(code), effect \(e.value))"
    case .warning: return "warning: \(name)"
    case .modelWrite:
      let model = self[e.type].isEmpty ? self[e.identity] : self[e.type]
      return "\(model).\(name) \(self[e.before]) → \(self[e.after]) (by \(code))"
    case .display:
      let was = e.before.isNone ? "" : " (was \(self[e.before]))"
      return "\(name) shows \(e.after.isNone ? "nothing" : self[e.after])\(was)"
    }
  }
}

extension TaskKind {
  /// How the task is written in code: `.task`, `.task(id:)`, `Task { }`, `.refreshable`.
  public var spelledInCode: String {
    switch self {
    case .task: ".task"
    case .taskID: ".task(id:)"
    case .unstructured: "Task { }"
    case .refresh: ".refreshable"
    }
  }
}
