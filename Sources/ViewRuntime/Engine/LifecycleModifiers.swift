import TraceFormat

/// `onAppear`: runs its action each time the identity becomes visible.
@usableFromInline
struct OnAppearModifier: BuiltinModifier, LifecycleModifier {
  let action: @MainActor () -> Void
  let site: String

  @usableFromInline
  init(action: @escaping @MainActor () -> Void, site: String) {
    self.action = action
    self.site = site
  }

  var name: String { "onAppear" }
  func didAppear(node: Node, event: Seq) {
    node.host.runLifecycleAction(on: node, cause: event, site: site, action)
  }
  func didDisappear(node: Node, event: Seq) {}
}

/// `onDisappear`: runs its action each time the identity stops being visible.
struct OnDisappearModifier: BuiltinModifier, LifecycleModifier {
  let action: @MainActor () -> Void
  let site: String
  var name: String { "onDisappear" }
  func didAppear(node: Node, event: Seq) {}
  func didDisappear(node: Node, event: Seq) {
    node.host.runLifecycleAction(on: node, cause: event, site: site, action)
  }
}

/// `.task` and `.task(id:)`: a task started when the identity appears, cancelled when it
/// disappears, and restarted when the id changes.
struct TaskModifier: BuiltinModifier, LifecycleModifier {
  let id: AnyHashable?
  let action: @Sendable @MainActor () async -> Void
  let site: String
  var name: String { id == nil ? "task" : "task(id:)" }

  private var kind: TaskKind { id == nil ? .task : .taskID }
  private var idText: String { id.map { describeValue($0.base) } ?? "" }

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    let state = Self.state(of: node)
    if let id, node.isVisible, state.id != id {
      let host = node.host
      let cause = host.evaluationCause
      var startCause = cause
      if let running = state.tasks.last {
        host.cancelTask(running, reason: .idChanged, cause: cause)
        startCause = host.recorder.seq
      }
      start(on: node, state: state, cause: startCause)
    }
    state.id = id
    list.add(content, key: ChildKey())
  }

  func didAppear(node: Node, event: Seq) {
    start(on: node, state: Self.state(of: node), cause: event)
  }

  func didDisappear(node: Node, event: Seq) {
    for task in Self.state(of: node).tasks {
      node.host.cancelTask(task, reason: .disappeared, cause: event)
    }
  }

  private func start(on node: Node, state: TaskModifierState, cause: Seq) {
    let record = node.host.startTask(
      on: node, kind: kind, label: name, site: site, idValue: idText, cause: cause, action: action)
    state.tasks.removeAll { $0.isCancelled }
    state.tasks.append(record)
  }

  private static func state(of node: Node) -> TaskModifierState {
    if let state = node.runtimeState as? TaskModifierState { return state }
    let state = TaskModifierState()
    node.runtimeState = state
    return state
  }
}

/// The tasks of a `.task` modifier and the id they were started for.
final class TaskModifierState {
  var tasks: [TaskRecord] = []
  var id: AnyHashable?
}

/// `onChange(of:)`: runs its action after an update in which the value changed.
struct OnChangeModifier<Value: Equatable>: BuiltinModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void
  let site: String
  var name: String { "onChange" }

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    let host = node.host
    let cause = host.evaluationCause
    if let box = node.runtimeState as? ValueBox<Value>, let old = box.value {
      if old != value {
        let new = value
        host.runAfterUpdate(on: node, cause: cause, site: site) { action(old, new) }
      }
      box.value = value
    } else {
      let box = ValueBox<Value>()
      box.value = value
      node.runtimeState = box
      if initial {
        let new = value
        host.runAfterUpdate(on: node, cause: cause, site: site) { action(new, new) }
      }
    }
    list.add(content, key: ChildKey())
  }
}

/// `refreshable`: the action a pull to refresh runs, and awaits, in a task the runtime owns:
/// cancelled when the identity carrying the modifier leaves the tree, as a `.task` is.
struct RefreshableModifier: BuiltinModifier, LifecycleModifier {
  let action: @Sendable @MainActor () async -> Void
  let site: String
  var name: String { "refreshable" }

  /// Starts the refresh that the input `cause` asked for.
  func startRefresh(on node: Node, cause: Seq) -> TaskRecord {
    let record = node.host.startTask(
      on: node, kind: .refresh, label: name, site: site, cause: cause, action: action)
    let state = node.runtimeState as? TaskModifierState ?? TaskModifierState()
    state.tasks.removeAll { $0.isFinished || $0.isCancelled }
    state.tasks.append(record)
    node.runtimeState = state
    return record
  }

  func didAppear(node: Node, event: Seq) {}

  /// A covered screen keeps refreshing; a removed identity does not.
  func didDisappear(node: Node, event: Seq) {
    guard node.isRemoved else { return }
    for task in (node.runtimeState as? TaskModifierState)?.tasks ?? [] {
      node.host.cancelTask(task, reason: .disappeared, cause: event)
    }
  }
}

/// `onSubmit`: runs when the user submits a text field inside.
struct OnSubmitModifier: BuiltinModifier {
  let action: @MainActor () -> Void
  var name: String { "onSubmit" }
}

extension ViewHost {
  /// Runs `action` as a lifecycle action of `node` at the end of the update, unless `node` has
  /// left the tree by then (an ancestor evaluated later in the update removed it).
  func runAfterUpdate(
    on node: Node, cause: Seq, site: String, _ action: @escaping @MainActor () -> Void
  ) {
    lifecycle.afterUpdate { [self] in
      guard !node.isRemoved else { return }
      runLifecycleAction(on: node, cause: cause, site: site, action)
    }
  }

  /// Runs an app closure as a lifecycle action: its writes are attributed to `cause`, and tasks it
  /// creates are unstructured tasks of `node`.
  func runLifecycleAction(on node: Node, cause: Seq, site: String, _ action: () -> Void) {
    lifecycleStack.append(cause)
    let context = ExecutionContext(
      host: self, origin: .lifecycle, node: node, task: nil, originSeq: cause,
      site: recorder.intern(site))
    ExecutionContext.$current.withValue(context) {
      action()
      modelWrites.sweep()
    }
    lifecycleStack.removeLast()
  }
}

extension View {
  /// Runs `action` each time the view appears. Inlinable, so that the caller's concrete
  /// `ModifiedContent` is made without asking the runtime for its generic metadata each time.
  @inlinable
  @preconcurrency public func onAppear(
    file: StaticString = #fileID, line: UInt = #line, perform action: (@MainActor () -> Void)? = nil
  )
    -> some View
  {
    modifier(OnAppearModifier(action: action ?? {}, site: DeclarationSites.site(file, line)))
  }

  /// Runs `action` each time the view disappears.
  @preconcurrency public func onDisappear(
    file: StaticString = #fileID, line: UInt = #line, perform action: (@MainActor () -> Void)? = nil
  )
    -> some View
  {
    modifier(OnDisappearModifier(action: action ?? {}, site: DeclarationSites.site(file, line)))
  }

  /// Starts `action` when the view appears and cancels it when the view disappears.
  @preconcurrency public func task(
    priority: TaskPriority = .userInitiated, file: StaticString = #fileID, line: UInt = #line,
    _ action: @escaping @Sendable @MainActor () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: nil, action: action, site: DeclarationSites.site(file, line)))
  }

  /// Like `task(_:)`, and also cancels and restarts the task when `value` changes.
  @preconcurrency public func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated, file: StaticString = #fileID,
    line: UInt = #line,
    _ action: @escaping @Sendable @MainActor () async -> Void
  ) -> some View {
    modifier(
      TaskModifier(id: AnyHashable(value), action: action, site: DeclarationSites.site(file, line)))
  }

  /// Runs `action` with the old and new value after an update in which `value` changed.
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, file: StaticString = #fileID, line: UInt = #line,
    _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    modifier(
      OnChangeModifier(
        value: value, initial: initial, action: action, site: DeclarationSites.site(file, line)))
  }

  /// The deprecated form that passes the new value only; it does not run initially.
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, file: StaticString = #fileID, line: UInt = #line,
    perform action: @escaping @MainActor (V) -> Void
  ) -> some View {
    modifier(
      OnChangeModifier(
        value: value, initial: false, action: { _, new in action(new) },
        site: DeclarationSites.site(file, line)))
  }

  /// Runs `action` after an update in which `value` changed.
  @preconcurrency public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, file: StaticString = #fileID, line: UInt = #line,
    _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(
      OnChangeModifier(
        value: value, initial: initial, action: { _, _ in action() },
        site: DeclarationSites.site(file, line)))
  }

  /// The action a pull to refresh runs; the refresh lasts until it returns.
  @preconcurrency public func refreshable(
    file: StaticString = #fileID, line: UInt = #line,
    action: @escaping @Sendable @MainActor () async -> Void
  ) -> some View {
    modifier(RefreshableModifier(action: action, site: DeclarationSites.site(file, line)))
  }

  /// Runs `action` when the user submits a text field inside this view.
  @preconcurrency public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
    modifier(OnSubmitModifier(action: action))
  }

  /// Runs `action` when a field below is submitted; `triggers` is accepted and ignored (a
  /// search field's submit runs it as a text field's does).
  @preconcurrency public func onSubmit(
    of triggers: SubmitTriggers, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    onSubmit(action)
  }
}

/// Which submits `.onSubmit(of:)` answers, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
