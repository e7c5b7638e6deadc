import TraceFormat

extension Timeline {
  /// One line on what `event` records, for chains on a terminal: `invalidate NotesStore.isRefreshing`.
  public func describe(_ e: TraceEvent) -> String {
    let name = self[e.name]
    switch e.kind {
    case .updateBegin:
      return "update \(e.update) began (\(UpdateTrigger(rawValue: e.code)?.name ?? "?"))"
    case .updateEnd: return "update \(e.update) ended (\(e.value) bodies)"
    case .input:
      let value = self[e.after].isEmpty ? "" : " = \(self[e.after])"
      return "input \(InputAction(rawValue: e.code)?.name ?? "?") \(name)\(value)"
    case .invalidate:
      return "invalidate \(name) (\(InvalidationReason(rawValue: e.code)?.name ?? "?"))"
    case .bodyBegin: return "body \(name)"
    case .bodyEnd: return "body \(name) ended"
    case .read: return "read \(name) (\(DependencyKind(rawValue: e.code)?.name ?? "?"))"
    case .identity:
      let decision = IdentityDecision(rawValue: e.code)?.name ?? "?"
      let reason = DecisionReason(rawValue: e.reason)?.name ?? "?"
      let ids =
        self[e.before].isEmpty && self[e.after].isEmpty
        ? ""
        : " \(self[e.before].isEmpty ? "∅" : self[e.before]) → \(self[e.after].isEmpty ? "∅" : self[e.after])"
      return "\(decision) \(name) (\(reason)\(ids))"
    case .slotCreate: return "slot \(name) created = \(self[e.after]) (\(self[e.site]))"
    case .slotWrite:
      return
        "\(name) \(self[e.before]) → \(self[e.after]) (by \(Writer(rawValue: e.code)?.name ?? "?"))"
    case .slotDestroy: return "slot \(name) destroyed (was \(self[e.before]))"
    case .appear: return "appear \(name)"
    case .disappear: return "disappear \(name)"
    case .taskStart:
      let id = self[e.after].isEmpty ? "" : " id \(self[e.after])"
      return "task \(e.value) started (\(taskKindName(e.code))\(id), \(self[e.site]))"
    case .taskCancel:
      return "task \(e.value) cancelled (\(CancelReason(rawValue: e.code)?.name ?? "?"))"
    case .taskEnd: return "task \(e.value) ended (\(TaskOutcome(rawValue: e.code)?.name ?? "?"))"
    case .effectBegin: return "\(name) began (effect \(e.value))"
    case .effectEnd:
      return "\(name) ended (\(EffectOutcome(rawValue: e.code)?.name ?? "?"), effect \(e.value))"
    case .warning: return "warning: \(name)"
    }
  }
}

/// How a task kind reads in code: `.task`, `.task(id:)`, `Task { }`, `.refreshable`.
func taskKindName(_ code: UInt8) -> String {
  switch TaskKind(rawValue: code) {
  case .task?: ".task"
  case .taskID?: ".task(id:)"
  case .unstructured?: "Task { }"
  case .refresh?: ".refreshable"
  case nil: "?"
  }
}
