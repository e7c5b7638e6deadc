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
    openEffects[nextEffectID] = OpenEffect(name: name, begin: seq, task: origin.task)
    if origin.writer == .body || ExecutionContext.current?.origin == .body {
      recorder.warning(
        .effectInBody, message: "effect \(name) was started from a body or a view's init",
        site: site, identity: identity, cause: seq)
    }
    return (nextEffectID, seq, origin.task)
  }

  /// Records the end of a named effect, caused by its begin unless `cause` is given, once: an
  /// effect already ended (by the host's stop) is not ended again.
  func endEffect(
    id: UInt64, name: String, begin: Seq, task: TaskRecord?, outcome: EffectOutcome,
    cause: Seq? = nil
  ) {
    guard openEffects.removeValue(forKey: id) != nil else { return }
    modelWrites.sweep()
    let seq = recorder.effectEnd(
      id: id, name: name, outcome: outcome, identity: task?.node?.pathSym ?? .none,
      cause: cause ?? begin)
    task?.lastCause = seq
    modelWrites.taskStepBegan(task)
  }

  /// Ends, cancelled, the effects still open as the host stops (a request still waiting for its
  /// answer, a `withEffect` whose task is still running), in the order they began: each caused
  /// by its task's last event (the stop's cancel of a `.task`), or by its begin.
  func endOpenEffects() {
    for (id, effect) in openEffects.sorted(by: { $0.key < $1.key }) {
      endEffect(
        id: id, name: effect.name, begin: effect.begin, task: effect.task, outcome: .cancelled,
        cause: effect.task?.lastCause ?? effect.begin)
    }
  }

  /// The record of the unstructured task running now, created when it is first seen.
  func unstructuredTask(from context: ExecutionContext) -> TaskRecord {
    unstructuredTask(key: withUnsafeCurrentTask { $0?.hashValue } ?? 0, context: context)
  }

  /// The record of the task that the code running now in `context` works for: the context's
  /// task, or an unstructured task's seen when it first does something. A Swift task still
  /// running after the runtime task it was made in ended (a `Task { }` that a `.task` made and
  /// did not await) is an unstructured task of its own from then on, caused by that task's last
  /// event.
  func task(of context: ExecutionContext) -> TaskRecord {
    guard let task = context.task else { return unstructuredTask(from: context) }
    guard task.isFinished, task.kind != .unstructured,
      let running = withUnsafeCurrentTask(body: { $0?.hashValue })
    else { return task }
    return unstructuredTask(key: running, context: context)
  }

  /// Records the end of the Swift task `key`, made in `context`, if it was seen working after
  /// the runtime task it was made in ended.
  func outlivingTaskFinished(key: Int, context: ExecutionContext) {
    guard let record = unstructuredTasks[UnstructuredTaskKey(task: key, context: context)],
      !record.isFinished
    else { return }
    taskFinished(record)
  }

  /// The record of the unstructured task `key`, created in `context`.
  private func unstructuredTask(key task: Int, context: ExecutionContext) -> TaskRecord {
    let key = UnstructuredTaskKey(task: task, context: context)
    if let known = unstructuredTasks[key] { return known }
    let record = recordUnstructuredStart(
      in: context, cause: context.task?.lastCause ?? context.originSeq)
    unstructuredTasks[key] = record
    return record
  }

  /// Records the start of an unstructured task (or other later work, named `label`) that the
  /// code running in `context` is creating now, caused by that code's last event unless
  /// `cause` is given, and returns the context the task runs in.
  func unstructuredTaskCreated(in context: ExecutionContext, label: String, cause: Seq? = nil)
    -> ExecutionContext
  {
    let record = recordUnstructuredStart(
      in: context, cause: cause ?? currentOrigin().cause, label: label)
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

/// An effect begun and not ended yet: its name, its begin, and the task that made it.
struct OpenEffect {
  let name: String
  let begin: Seq
  let task: TaskRecord?
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
