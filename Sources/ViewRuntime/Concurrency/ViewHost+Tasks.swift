import TraceFormat

/// Tasks and effects: the runtime-managed tasks it starts and cancels, the unstructured tasks it
/// sees created or discovers when they first do something, and the named effects they run.
extension ViewHost {
  /// Starts a runtime-managed task for `node`.
  func startTask(
    on node: Node, kind: TaskKind, label: String, site: String, idValue: String = "", cause: Seq,
    action: @escaping @Sendable @MainActor () async -> Void
  ) -> TaskRecord {
    nextTaskID += 1
    let seq = recorder.taskStart(
      id: nextTaskID, kind: kind, identity: node.pathSym, label: recorder.intern(label),
      site: recorder.intern(site), idValue: recorder.intern(idValue), cause: cause)
    let record = TaskRecord(id: nextTaskID, node: node, kind: kind, startSeq: seq)
    let context = ExecutionContext(
      host: self, origin: .task, node: node, task: record, originSeq: seq)
    record.handle = Task(executorPreference: executor) {
      await ExecutionContext.$current.withValue(context) { await self.runStep(action) }
      await self.taskFinished(record)
    }
    return record
  }

  /// Runs a task's action, then records its last writes to models before it leaves the main
  /// actor, in its context.
  private func runStep(_ action: @MainActor () async -> Void) async {
    modelWrites.taskStepBegan(ExecutionContext.current?.task)
    await action()
    modelWrites.sweep()
  }

  func taskFinished(_ record: TaskRecord) {
    record.isFinished = true
    let outcome: TaskOutcome = record.isCancelled ? .finishedAfterCancel : .finished
    recorder.taskEnd(record, outcome: outcome, cause: record.lastCause)
  }

  /// Cancels a runtime-managed task.
  func cancelTask(_ record: TaskRecord, reason: CancelReason, cause: Seq) {
    guard !record.isCancelled, !record.isFinished else { return }
    record.isCancelled = true
    let seq = recorder.taskCancel(record, reason: reason, cause: cause)
    record.lastCause = seq
    record.handle?.cancel()
  }

  func cancelTasks(in node: Node, reason: CancelReason, cause: Seq) {
    node.forEachInTree { node in
      for record in (node.runtimeState as? TaskModifierState)?.tasks ?? [] {
        cancelTask(record, reason: reason, cause: cause)
      }
    }
  }

  /// Records the start of a named effect and returns its id and event: made by `task` when
  /// given (work the runtime recorded as a task of its own, such as a `URLSessionDataTask`),
  /// else by the code running now.
  func beginEffect(_ name: String, site: String, by task: TaskRecord? = nil) -> (
    id: UInt64, seq: Seq, task: TaskRecord?
  ) {
    nextEffectID += 1
    modelWrites.sweep()
    let origin =
      task.map { (writer: Writer.task, cause: $0.lastCause, task: $0) } ?? currentOrigin()
    var identity = origin.task?.node?.pathSym ?? bodyStack.last?.node.pathSym ?? .none
    if identity == .none, let node = ExecutionContext.current?.node { identity = node.pathSym }
    let seq = recorder.effectBegin(
      id: nextEffectID, name: name, site: site, identity: identity, cause: origin.cause)
    origin.task?.lastCause = seq
    if origin.writer == .body || ExecutionContext.current?.origin == .body {
      recorder.warning(
        .effectInBody, message: "effect \(name) was started from a body or a view's init",
        site: site, identity: identity, cause: seq)
    }
    return (nextEffectID, seq, origin.task)
  }

  /// Records the end of a named effect.
  func endEffect(id: UInt64, name: String, begin: Seq, task: TaskRecord?, outcome: EffectOutcome) {
    modelWrites.sweep()
    let seq = recorder.effectEnd(
      id: id, name: name, outcome: outcome, identity: task?.node?.pathSym ?? .none, cause: begin)
    task?.lastCause = seq
    modelWrites.taskStepBegan(task)
  }

  /// The record of the unstructured task running now, created when it is first seen.
  func unstructuredTask(from context: ExecutionContext) -> TaskRecord {
    unstructuredTask(key: withUnsafeCurrentTask { $0?.hashValue } ?? 0, context: context)
  }

  /// The record of the unstructured task `key`, created in `context`.
  private func unstructuredTask(key task: Int, context: ExecutionContext) -> TaskRecord {
    let key = UnstructuredTaskKey(task: task, context: context)
    if let known = unstructuredTasks[key] { return known }
    let record = recordUnstructuredStart(in: context, cause: context.originSeq)
    unstructuredTasks[key] = record
    return record
  }

  /// Records the start of an unstructured task (or other later work, named `label`) that the
  /// code running in `context` is creating now, and returns the context the task runs in.
  func unstructuredTaskCreated(in context: ExecutionContext, label: String) -> ExecutionContext {
    let record = recordUnstructuredStart(in: context, cause: currentOrigin().cause, label: label)
    return ExecutionContext(
      host: self, origin: context.origin, node: context.node, task: record,
      originSeq: record.lastCause, site: context.site)
  }

  private func recordUnstructuredStart(
    in context: ExecutionContext, cause: Seq, label: String = "Task"
  ) -> TaskRecord {
    nextTaskID += 1
    let node = context.node
    let seq = recorder.taskStart(
      id: nextTaskID, kind: .unstructured, identity: node?.pathSym ?? .none,
      label: recorder.intern(label), site: context.site, cause: cause)
    return TaskRecord(id: nextTaskID, node: node, kind: .unstructured, startSeq: seq)
  }

  /// Records that the app cancelled the unstructured task `key`, running in `context`, through
  /// its handle.
  func unstructuredTaskCancelled(key: Int, context: ExecutionContext) {
    let record = context.task ?? unstructuredTask(key: key, context: context)
    cancelTask(record, reason: .explicit, cause: currentOrigin().cause)
  }
}

/// Names an unstructured task: the address of the running task, which a later task can reuse
/// once this one ended, together with the context it was created in (a body, an action, an
/// appear), which the key keeps alive so that its address is not reused either.
struct UnstructuredTaskKey: Hashable {
  let task: Int
  let context: ExecutionContext

  static func == (a: Self, b: Self) -> Bool { a.task == b.task && a.context === b.context }

  func hash(into hasher: inout Hasher) {
    hasher.combine(task)
    hasher.combine(ObjectIdentifier(context))
  }
}
