import Foundation
import TraceFormat

/// Scripts a hosted screen the way a test or a scenario does: find views, tap, type, toggle,
/// step, scroll, push and pop, refresh, advance the clock, and read the tree.
///
/// Every action is recorded as an input and followed by the updates and tasks it causes, until
/// the screen is idle again at the current time.
@MainActor
public final class Driver {
  public let host: ViewHost
  private let memory = MemorySink()

  /// Hosts `root` and records into `sinks` as well as into memory. The requests the screen
  /// makes through `URLSession` are answered by `fixtures`; with none, each fails at once.
  public init<Root: View>(
    _ root: Root, name: String? = nil, clock: ClockMode = .deterministic,
    sinks: [any TraceSink] = [], fixtures: NetworkFixtures = .none
  ) {
    host = ViewHost(
      root, options: ViewHost.Options(name: name ?? String(describing: Root.self), clock: clock),
      sinks: [memory] + sinks)
    host.networkFixtures = fixtures
  }

  /// The trace recorded so far.
  public var trace: Trace { memory.trace }

  /// Builds the tree and lets the first tasks run until idle at time zero.
  public func start() async throws {
    host.start()
    try await settle()
  }

  /// Cancels what is still running and finishes the trace in every sink.
  @discardableResult
  public func finish() throws -> Trace {
    try host.stop()
    return memory.trace
  }

  // MARK: Finding views

  /// The view showing `text` (a `Text`, a button or link title, a field title, a label).
  public func find(text: String) throws -> ViewReference {
    try ViewReference(node: query.first(where: { $0.shows(text) }, describing: "text \"\(text)\""))
  }

  /// The view marked `.accessibilityIdentifier(identifier)` (its content).
  public func find(identifier: String) throws -> ViewReference {
    try ViewReference(
      node: query.first(
        where: { $0.modifier(AccessibilityIdentifierModifier.self)?.identifier == identifier },
        describing: "accessibility identifier \"\(identifier)\""))
  }

  /// The view marked `.accessibilityLabel(label)`.
  public func find(label: String) throws -> ViewReference {
    try ViewReference(
      node: query.first(
        where: { $0.modifier(AccessibilityLabelModifier.self)?.label == label },
        describing: "accessibility label \"\(label)\""))
  }

  /// The first view of the type named `typeName` (`NoteRow`, `List`), in tree order.
  public func find(type typeName: String) throws -> ViewReference {
    try ViewReference(
      node: query.first(where: { $0.typeName == typeName }, describing: "type \(typeName)"))
  }

  /// Every visible view of the type named `typeName`, in tree order.
  public func findAll(type typeName: String) -> [ViewReference] {
    query.all { $0.typeName == typeName }.map(ViewReference.init)
  }

  private var query: TreeQuery { TreeQuery(root: host.root) }
  /// The views that take input: those of the presentation in front, if one is showing.
  var inputQuery: TreeQuery { TreeQuery(root: host.root, forInput: true) }

  /// The views that take input, limited to the row that shows `row` when given.
  private func inputQuery(within row: String?) throws -> TreeQuery {
    try row.map { try inputQuery.within($0) } ?? inputQuery
  }

  // MARK: Inputs

  /// Taps the button or link that shows `text` (or is marked with that accessibility identifier
  /// or label, on it or on the modifiers around it, as XCUITest finds it). When
  /// several do, `within` keeps those in the row that shows that text, and `index` picks one
  /// in tree order; still several is an error that lists them.
  public func tap(_ text: String, within row: String? = nil, index: Int? = nil) async throws {
    let node = try inputQuery(within: row).control(
      matching: text, as: (any Tappable).self, action: "tap", index: index)
    try requireEnabled(node, action: "tap", text: text)
    var tapped = true
    host.input(.tap, target: node, description: "\"\(text)\"") { _ in
      tapped = (node.view as! any Tappable).tap(node: node)
    }
    if !tapped {
      throw DriverError(
        "tapped \"\(text)\" at \(node.path), but it has nowhere to go (or its style offers nothing to tap)"
      )
    }
    if let alert = node.ancestors.lazy.compactMap({ $0.view as? AlertContent }).first {
      host.input(.dismiss, target: node, description: "alert") { _ in alert.dismiss() }
    }
    try await settle()
  }

  /// Picks the option showing `option` (or whose tag, or `ForEach` id, reads so) in the picker
  /// or tab view titled `control` (or marked with that accessibility label or identifier; or
  /// the first one). When several are, `within` and `index` pick one as for `tap`; without a
  /// title, `index` counts every picker in tree order.
  public func select(
    _ option: String, in control: String? = nil, within row: String? = nil, index: Int? = nil
  ) async throws {
    let query = try inputQuery(within: row)
    let node =
      try control.map {
        try query.control(
          matching: $0, as: (any Selectable).self, action: "select in", index: index)
      }
      ?? query.selectable(index: index ?? 0)
    try requireEnabled(node, action: "select in", text: control ?? node.typeName)
    var found = false
    host.input(.select, target: node, description: "\"\(control ?? node.typeName)\"", value: option)
    { _ in
      found = (node.view as! any Selectable).select(option, node: node)
    }
    if !found { throw DriverError("\(node.path) has no option \"\(option)\"") }
    try await settle()
  }

  /// Sets the slider titled `control` to `value`, clamped to its range.
  public func set(_ control: String, to value: Double) async throws {
    let node = try inputQuery.control(
      matching: control, as: (any ValueSettable).self, action: "set")
    try requireEnabled(node, action: "set", text: control)
    host.input(.step, target: node, description: "\"\(control)\"", value: "\(value)") { _ in
      _ = (node.view as! any ValueSettable).set("\(value)")
    }
    try await settle()
  }

  /// Sets the date picker titled `control` to `date`, clamped to its range.
  public func set(_ control: String, to date: Date) async throws {
    let node = try inputQuery.control(
      matching: control, as: (any ValueSettable).self, action: "set")
    try requireEnabled(node, action: "set", text: control)
    let text = ISO8601DateFormatter().string(from: date)
    host.input(.step, target: node, description: "\"\(control)\"", value: text) { _ in
      _ = (node.view as! any ValueSettable).set(text)
    }
    try await settle()
  }

  /// Replaces the text of the field titled `field` with `text`; `within` and `index` pick
  /// one of several as for `tap`.
  public func type(
    _ text: String, into field: String, within row: String? = nil, index: Int? = nil
  ) async throws {
    let node = try inputQuery(within: row).control(
      matching: field, as: (any TextInput).self, action: "type into", index: index)
    try requireEnabled(node, action: "type into", text: field)
    host.input(.typeText, target: node, description: "\"\(field)\"", value: text) { _ in
      node.ancestors.lazy.compactMap { $0.modifier(FocusedModifier.self) }.first?.focus()
      (node.view as! any TextInput).setText(text)
    }
    try await settle()
  }

  /// Submits the field titled `field`: runs the nearest `onSubmit` above it.
  public func submit(_ field: String) async throws {
    let node = try inputQuery.control(matching: field, as: (any TextInput).self, action: "submit")
    guard let submit = node.ancestors.lazy.compactMap({ $0.modifier(OnSubmitModifier.self) }).first
    else {
      throw DriverError("\"\(field)\" at \(node.path) has no onSubmit above it")
    }
    host.input(.submit, target: node, description: "\"\(field)\"") { _ in submit.action() }
    try await settle()
  }

  /// Flips the toggle labelled `label`; `within` and `index` pick one of several as for `tap`.
  public func toggle(_ label: String, within row: String? = nil, index: Int? = nil) async throws {
    try await toggle(label, in: inputQuery(within: row), index: index)
  }

  /// Flips the toggle labelled `label` in the `ForEach` row whose id is `rowID`, found by its id
  /// without searching the other rows; `index` picks one of several as for `tap`.
  public func toggle(_ label: String, inRow rowID: some Hashable, index: Int? = nil) async throws {
    try await toggle(label, in: inputQuery.row(describeValue(rowID)), index: index)
  }

  private func toggle(_ label: String, in query: TreeQuery, index: Int?) async throws {
    let node = try query.control(
      matching: label, as: (any Switchable).self, action: "toggle", index: index)
    try requireEnabled(node, action: "toggle", text: label)
    var toggled = true
    host.input(.toggle, target: node, description: "\"\(label)\"") { _ in
      toggled = (node.view as! any Switchable).toggle(node: node)
    }
    if !toggled {
      throw DriverError("toggled \"\(label)\" at \(node.path), but its style offers nothing to tap")
    }
    try await settle()
  }

  /// Steps the stepper labelled `label` by `count` steps (negative steps down); `within` and
  /// `index` pick one of several as for `tap`.
  public func step(
    _ label: String, by count: Int = 1, within row: String? = nil, index: Int? = nil
  ) async throws {
    let node = try inputQuery(within: row).control(
      matching: label, as: (any Steppable).self, action: "step", index: index)
    try requireEnabled(node, action: "step", text: label)
    host.input(.step, target: node, description: "\"\(label)\"", value: "\(count)") { _ in
      (node.view as! any Steppable).step(by: count)
    }
    try await settle()
  }

  /// Scrolls the lazy container (the first one, or the one of type `container`) so that the
  /// row with id `rowID` is at the top of its window.
  public func scroll(to rowID: some Hashable, in container: String? = nil) async throws {
    try await scroll(toRow: describeValue(rowID), in: container)
  }

  /// Scrolls to the row whose id reads `id` as the trace writes it.
  func scroll(toRow id: String, in container: String? = nil) async throws {
    let lazy = try inputQuery.first(
      where: { $0.runtimeState is LazyWindow && (container == nil || $0.typeName == container) },
      describing: container.map { "lazy container \($0)" } ?? "lazy container (List or LazyVStack)")
    let forEach = lazy.firstForEachState
    guard let index = forEach?.index(of: id) else {
      let rows = forEach?.orderedIDs ?? []
      throw DriverError(
        "no row with id \(id) in \(lazy.path); its rows are \(rows.prefix(12).joined(separator: ", "))"
          + (rows.count > 12 ? ", … (\(rows.count) in all)" : ""))
    }
    host.input(.scroll, target: lazy, description: "row \(id)", value: "\(index)") { seq in
      (lazy.runtimeState as! LazyWindow).start = index
      host.markDirty(lazy, cause: seq)
    }
    try await settle()
  }

  /// Deletes the row with id `rowID` (a `ForEach` element with `.onDelete`), as a swipe does.
  public func delete(row rowID: some Hashable) async throws {
    let id = describeValue(rowID)
    let editable = try inputQuery.first(
      where: { $0.modifier(_RowEditingModifier.self)?.onDelete != nil },
      describing: "ForEach with .onDelete")
    let rows =
      editable.descendants.lazy.compactMap { ($0.runtimeState as? ForEachState)?.orderedIDs }.first
      ?? []
    guard let offset = rows.firstIndex(of: id) else {
      throw DriverError(
        "no row with id \(id) under \(editable.path); its rows are \(rows.prefix(12).joined(separator: ", "))"
      )
    }
    let action = editable.modifier(_RowEditingModifier.self)!.onDelete!
    host.input(.tap, target: editable, description: "delete row \(id)", value: "\(offset)") { _ in
      action(IndexSet(integer: offset))
    }
    try await settle()
  }

  /// Pushes `value` onto the navigation stack.
  public func push<V: Hashable>(_ value: V) async throws {
    let stack = try inputQuery.first(
      where: { $0.runtimeState is NavigationState }, describing: "NavigationStack")
    host.input(.push, target: stack, description: "NavigationStack", value: describeValue(value)) {
      _ in
      NavigationState.of(stack).push(AnyHashable(value), node: stack)
    }
    try await settle()
  }

  /// Pops the top screen of the navigation stack, as the back button does.
  public func pop() async throws {
    let stack = try inputQuery.first(
      where: { $0.runtimeState is NavigationState }, describing: "NavigationStack")
    let depth = NavigationState.of(stack).screens(node: stack).count
    guard depth > 0 else {
      throw DriverError("the NavigationStack at \(stack.path) shows its root; nothing to pop")
    }
    host.input(.pop, target: stack, description: "NavigationStack") { _ in
      NavigationState.of(stack).popScreens(to: depth - 1, node: stack)
    }
    try await settle()
  }

  /// Pulls to refresh the first refreshable view (or the one showing `text`) and waits until
  /// its action returns; with `waitForAction: false`, only until the screen settles, so the
  /// script can act (go back, tap) while the refresh is still running.
  public func refresh(_ text: String? = nil, waitForAction: Bool = true) async throws {
    var scope = inputQuery.front ?? host.root!
    if let text {
      scope = try inputQuery.first(where: { $0.shows(text) }, describing: "text \"\(text)\"")
    }
    let node = try TreeQuery(root: scope).first(
      where: { $0.modifier(RefreshableModifier.self) != nil }, describing: "refreshable view")
    let handler = node.modifier(RefreshableModifier.self)!
    var task: TaskRecord?
    host.input(.refresh, target: node, description: "pull to refresh") { seq in
      task = handler.startRefresh(on: node, cause: seq)
    }
    try await run(until: { !waitForAction || (task?.isFinished ?? true) }, limit: nil)
  }

  /// Dismisses the sheet that is showing, as a swipe down does.
  public func dismissSheet() async throws {
    let node = try query.first(
      where: { ($0.runtimeState as? SheetState)?.wasPresented == true },
      describing: "presented sheet")
    host.input(.dismiss, target: node, description: "sheet") { _ in
      node.modifier(SheetModifier.self)?.dismissSheet()
    }
    try await settle()
  }

  // MARK: Time

  /// Lets `duration` of time pass, waking sleeping tasks in deadline order.
  public func advance(by duration: Duration) async throws {
    let limit = host.core.now + duration.clampedNanoseconds
    try await run(until: { false }, limit: limit)
    host.core.advance(to: limit)
    // On the virtual clock the run ended settled with no timer due by the limit, so moving the
    // clock there wakes nothing: settling again would only watch the same quiet queue.
    if !host.core.deterministic { try await settle() }
  }

  /// Runs until nothing is left to do: no update, no job, no sleeping task.
  public func waitUntilIdle() async throws {
    try await run(until: { false }, limit: nil)
  }

  /// Settles, then fires timers in order until `done` or no timer is due by `limit`.
  private func run(until done: () -> Bool, limit: UInt64?) async throws {
    let core = host.core
    let horizon = core.now + DriverLimits.virtualHorizon
    try await settle()
    while !done() {
      guard let next = core.nextDeadline, next <= (limit ?? horizon) else {
        if limit == nil, core.hasTimers {
          throw DriverError(
            "still busy after \(DriverLimits.virtualHorizon / 1_000_000_000) s of time: tasks keep sleeping"
          )
        }
        return
      }
      if !core.deterministic, next > core.now {
        try await ContinuousClock().standardSleep(for: .nanoseconds(next - core.now))
      }
      guard let timer = core.popTimer(dueBy: max(next, core.now)) else {
        // In live mode the timer may have fired by itself while we slept: let its work run.
        try await settle()
        continue
      }
      core.advance(to: timer.deadline)
      core.fire(timer)
      try await settle()
    }
  }

  /// Runs updates and jobs until a few rounds of the main queue pass with nothing happening.
  /// In deterministic mode it then waits in real time only while work is outstanding off the
  /// main actor: jobs of the host's detached tasks queued or running on the pool (a task parked
  /// on a stream or a continuation has none). In live mode it always watches a moment of real
  /// time for work on its way back.
  private func settle() async throws {
    var rounds = 0
    while true {
      var quietRounds = 0
      while quietRounds < 3 {
        let before = activity
        host.flushUpdate()
        await afterQueuedMainActorWork()
        rounds += 1
        quietRounds = activity == before && isQuiet ? quietRounds + 1 : 0
        if rounds > DriverLimits.settleRounds {
          throw DriverError(
            "the screen never settles: updates or tasks keep running at the same instant")
        }
      }
      let deterministic = host.core.deterministic
      if deterministic && host.core.isIdle { return }
      let mark = activity
      realTimeWaits += 1
      try? await ContinuousClock().standardSleep(for: DriverLimits.settleGrace)
      if !deterministic && activity == mark && isQuiet { return }
    }
  }

  /// Returns once the main actor has run the jobs queued on it now. A task's yield may come
  /// back before jobs of a lower priority: a background task that resumes this one runs after
  /// them, and awaiting a continuation does not raise its priority.
  private func afterQueuedMainActorWork() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Task(name: nil, priority: .background) { @MainActor in done.resume() }
    }
  }

  /// How many times settling waited in real time, for tests.
  private(set) var realTimeWaits = 0

  private var activity: UInt64 { host.recorder.activity &+ host.core.activity }
  private var isQuiet: Bool { host.core.pendingJobs == 0 && !host.hasPendingUpdate }

  private func requireEnabled(_ node: Node, action: String, text: String) throws {
    guard node.environment.isEnabled else {
      throw DriverError("cannot \(action) \"\(text)\" at \(node.path): it is disabled")
    }
  }

  // MARK: Reading

  /// The identity tree as text: one line per view, indented, with what each leaf shows (a
  /// text, a control's value) and its state.
  public func tree() -> String { TreePrinter.render(host.root) }
}

/// Limits that stop a runaway screen instead of hanging.
enum DriverLimits {
  static let settleRounds = 10_000
  /// How many of a picker's options `possibleActions` offers to choose, in order.
  static let optionsOffered = 5
  /// How long a settled screen is watched, in real time, for work coming back from the pool.
  static let settleGrace = Duration.milliseconds(2)
  /// How much virtual time `waitUntilIdle` lets pass before giving up.
  static let virtualHorizon: UInt64 = 3_600 * 1_000_000_000
}

/// A failed driver action: says what was searched, where, and what was found.
public struct DriverError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

/// A view found in the tree.
public struct ViewReference: Sendable, CustomStringConvertible {
  /// The identity path.
  public let path: String
  /// The view type's name.
  public let typeName: String
  /// The text it shows, if any.
  public let text: String?

  @MainActor init(node: Node) {
    path = node.path
    typeName = node.typeName
    text = (node.view as? any Labeled)?.searchableText.first
  }

  public var description: String { path }
}
