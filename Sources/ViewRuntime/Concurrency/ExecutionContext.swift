import TraceFormat

/// What the code running now was started by: a runtime-managed task, a lifecycle closure or a
/// body. Carried as a task-local, so that tasks created inside inherit it.
final class ExecutionContext: Sendable {
  enum Origin: Sendable {
    /// A task the runtime started (`.task`, `.task(id:)`, `.refreshable`).
    case task
    /// A user action (a button, a control's binding); tasks created there are unstructured.
    case action
    /// An `onAppear`, `onDisappear` or `onChange` closure; tasks created there are unstructured.
    case lifecycle
    /// A body evaluation (or a view's `init` during it); tasks created there start effects from body.
    case body
  }

  @TaskLocal static var current: ExecutionContext?

  let host: ViewHost
  /// The host's scheduler, read from it: a body makes a context, which then retains one
  /// reference less.
  var core: SchedulerCore { host.core }
  let origin: Origin
  /// The node the code belongs to.
  let node: Node?
  /// The task the code runs in, when the runtime knows it: one it started (for `.task`
  /// origins), or an unstructured task it saw created.
  let task: TaskRecord?
  /// The event that started this context (task start, appear, body begin).
  let originSeq: Seq
  /// The declaration site of the closure, if known.
  let site: Sym

  init(
    host: ViewHost, origin: Origin, node: Node?, task: TaskRecord?, originSeq: Seq,
    site: Sym = .none
  ) {
    self.host = host
    self.origin = origin
    self.node = node
    self.task = task
    self.originSeq = originSeq
    self.site = site
  }
}

/// A task the runtime knows: started by a modifier, or an unstructured task seen created or, if
/// its creation was not seen, first seen doing something observable.
@MainActor
final class TaskRecord {
  let id: UInt64
  let node: Node?
  let kind: TaskKind
  /// The event most recently caused by this task, to be the cause of its next one.
  var lastCause: Seq
  var isCancelled = false
  var isFinished = false
  var handle: Task<Void, Never>?

  init(id: UInt64, node: Node?, kind: TaskKind, startSeq: Seq) {
    self.id = id
    self.node = node
    self.kind = kind
    self.lastCause = startSeq
  }
}
