import Foundation
import TraceFormat

/// Hosts a root view headless: owns the identity tree, runs updates, and records every step.
@MainActor
public final class ViewHost {
  /// How a host keeps time.
  public struct Options: Sendable {
    /// The scenario or screen name written in the trace header.
    public var name: String
    public var clock: ClockMode
    public init(name: String, clock: ClockMode = .deterministic) {
      self.name = name
      self.clock = clock
    }
  }

  /// The runtime's version, written in every trace.
  public static let runtimeVersion = "0.1.0"

  let recorder: Recorder
  let core: SchedulerCore
  let executor: HostExecutor
  let observationNames = ObservationNames()
  /// One registration for the bodies that read the same `@Observable` properties.
  let sharedObservations = SharedObservations()
  let modelWrites: ModelWrites
  /// How the runtime's objects and closures refer to the host without keeping it alive.
  let link = Unretained<ViewHost>()
  private(set) var root: Node!
  private let rootView: any View
  @exclusivity(unchecked) private var serial = 0

  // The update loop. Its fields, as the three below and ``readers``, are not checked for
  // exclusive access at run time: each access is a read, an assignment or a standard-library
  // mutation (`insert`, `append`, `popFirst`, `swap`) that calls no code of the app's or the
  // runtime's while it lasts, and every update and body paid for several checks.
  @exclusivity(unchecked) private(set) var dirtyNodes = DirtyQueue()
  /// Bumped when a content closure called again for a node built something its node cannot
  /// take, so that the container builds it again (``rebuildIfStale(_:)``).
  @exclusivity(unchecked) var staleBuilds = 0
  @exclusivity(unchecked) private var pendingTrigger: UpdateTrigger = .initial
  @exclusivity(unchecked) private var pendingCause: Seq = .none
  @exclusivity(unchecked) private var isUpdating = false
  @exclusivity(unchecked) private var updateScheduled = false
  /// While a primitive view builds its children: the event that caused its evaluation (the
  /// body-begin above it, or what invalidated it), for the events it records.
  @exclusivity(unchecked) var evaluationCause: Seq = .none
  let lifecycle = LifecycleQueue()
  /// Controls whose binding's `@Observable` source changed, with the change's cause: what they
  /// show is recorded before the next update (`recordPendingDisplays`).
  @exclusivity(unchecked) var pendingDisplays: [(node: Node, cause: Seq)] = []
  let preferenceObservers = PreferenceObservers()
  /// The color scheme each presentation prefers, and the views that set it.
  let presentationSchemes = PresentationSchemes()
  /// Nodes whose `@Observable` reads changed, waiting to be invalidated
  /// (``recordModelChanges()``): whether a body read it, or a closure outside any body.
  @exclusivity(unchecked) var pendingModelChanges:
    [(node: Node, name: String, origin: ModelWrites.Origin, byBody: Bool)] = []

  // What the code running now is doing. These three are not checked for exclusive access at
  // run time, as ``readers`` is not: each access (`last`, `append`, `take`, `give`) ends before
  // the code it brackets runs, and every evaluation pays for several.
  @exclusivity(unchecked) var bodyStack = BodyStack()
  /// The queues of children to evaluate that reconciliations use (``ScratchArrays``).
  @exclusivity(unchecked) var evaluationQueues = ScratchArrays<(Node, Seq)>()
  /// The item lists that evaluations build their children in (``ScratchArrays``).
  @exclusivity(unchecked) var childItems = ScratchArrays<ChildList.Item>()
  @exclusivity(unchecked) private var inputStack: [Seq] = []
  @exclusivity(unchecked) var lifecycleStack: [Seq] = []
  var nextTaskID: UInt64 = 0
  var nextEffectID: UInt64 = 0
  /// The effects begun and not ended yet, by id: ``stop()`` ends them cancelled.
  var openEffects: [UInt64: OpenEffect] = [:]
  /// What answers the requests the screen makes through `URLSession`.
  var networkFixtures = NetworkFixtures.none
  var unstructuredTasks: [UnstructuredTaskKey: TaskRecord] = [:]
  @exclusivity(unchecked) private(set) static var readTrackingSuppressed = 0
  /// The nodes that may be presentations (sheet, cover, alert content), kept so that the driver
  /// finds the one in front without walking the tree (``Node/isPresentation``).
  var presentationCandidates = PresentationCandidates()
  /// The names of the models in this trace.
  var objectNames = ObjectNames()
  /// The values of `@AppStorage` keys written so far.
  var appStorage: [String: Any] = [:]

  /// Creates a host for `root`, recording into `sinks`. The tree is built by ``start()``.
  public init<Root: View>(_ root: Root, options: Options, sinks: [any TraceSink]) {
    core = SchedulerCore(deterministic: options.clock == .deterministic)
    executor = HostExecutor(core: core)
    let start =
      options.clock == .live ? UInt64(Date().timeIntervalSince1970 * 1_000_000_000) : 0
    recorder = Recorder(
      header: TraceHeader(
        scenario: options.name, runtimeVersion: Self.runtimeVersion, clock: options.clock,
        startTime: start),
      sinks: sinks, clock: core)
    rootView = root
    modelWrites = ModelWrites(host: link)
    link.attach(self)
  }

  deinit { link.detach() }

  /// Builds the tree: the first update, in which every identity appears.
  public func start() {
    guard root == nil else { return }
    root = Node(
      host: self, parent: nil, key: ChildKey(), view: rootView, environment: EnvironmentValues())
    root.insertionSeq = Seq.none
    markDirty(root, cause: 0)
    pendingTrigger = .initial
    lifecycle.enqueue(root, cause: 0)
    flushUpdate()
  }

  /// Ends the host: cancels its tasks, ends the effects still open cancelled, and finishes
  /// the trace.
  public func stop() throws {
    if let root { cancelTasks(in: root, reason: .hostStopped, cause: 0) }
    endOpenEffects()
    modelWrites.stop()
    try recorder.finish()
  }

  func nextSerial() -> Int {
    serial += 1
    return serial
  }

  // MARK: Invalidation and the update loop

  /// Marks `node` for re-evaluation in the next update, which `trigger` starts (else the code
  /// running now).
  func markDirty(_ node: Node, cause: Seq, trigger: UpdateTrigger? = nil) {
    guard !node.isRemoved else { return }
    if node.suspended != nil {
      // In a lazy row outside the window: evaluated when the row comes back.
      if !node.isDirty { node.dirtyCause = cause }
      node.isDirty = true
      return
    }
    if dirtyNodes.isEmpty && !isUpdating {
      pendingCause = cause
      pendingTrigger = trigger ?? currentTrigger()
    }
    if !node.isDirty || !dirtyNodes.contains(node) {
      node.dirtyCause = cause
    }
    node.isDirty = true
    dirtyNodes.insert(node)
    scheduleUpdate()
  }

  /// Records that `node` must re-evaluate because of `reason`, and marks it.
  func invalidate(_ node: Node, reason: InvalidationReason, name: String, cause: Seq) {
    guard !node.isRemoved else { return }
    let seq = recorder.invalidate(node, reason: reason, name: name, cause: cause)
    markDirty(node, cause: seq)
  }

  var hasPendingUpdate: Bool { !dirtyNodes.isEmpty || !pendingDisplays.isEmpty }

  func scheduleUpdate() {
    guard !updateScheduled, !isUpdating else { return }
    updateScheduled = true
    // The standard task (it has a name): the runtime's own work is no task of the app's.
    Task(name: nil) { @MainActor [link] in
      link.object?.updateScheduled = false
      link.object?.flushUpdate()
    }
  }

  /// Records what changed controls show, then runs an update if anything is invalid: bodies
  /// parents first, then appear and disappear.
  func flushUpdate() {
    guard !isUpdating else { return }
    recordModelChanges()
    let controls = recordPendingDisplays()
    guard !dirtyNodes.isEmpty else { return recordDisplays(controls) }
    modelWrites.sweep()
    isUpdating = true
    let begin = recorder.updateBegin(pendingTrigger, cause: pendingCause)
    while let node = dirtyNodes.popFirst() {
      if node.isDirty && !node.isRemoved && node.suspended == nil {
        evaluate(node, cause: node.dirtyCause)
      }
    }
    recordDisplays(controls)
    preferenceObservers.check(host: self, cause: begin)
    lifecycle.run(host: self)
    presentationSchemes.update(host: self)
    recorder.updateEnd(cause: begin)
    isUpdating = false
    if !dirtyNodes.isEmpty {
      pendingTrigger = .lifecycle
      pendingCause = dirtyNodes.nodes.map(\.dirtyCause).min() ?? 0
      scheduleUpdate()
    } else if !pendingDisplays.isEmpty {
      scheduleUpdate()
    }
  }

  private func currentTrigger() -> UpdateTrigger {
    if !inputStack.isEmpty { return .input }
    if !lifecycleStack.isEmpty { return .lifecycle }
    if ExecutionContext.current != nil { return .task }
    return root == nil || recorder.updateCount == 0 ? .initial : .external
  }

  // MARK: Reads, and who runs now

  /// Notes that the body being evaluated read `name` (a `read` event).
  func noteRead(_ kind: DependencyKind, name: String) {
    guard let body = bodyStack.last, Self.currentReader === body.node else { return }
    body.node.noteRead(kind, name: name, host: self, cause: body.seq)
  }

  /// The view whose evaluation reads now (a body, a primitive building its children, a
  /// control showing its value), unless reads are not tracked.
  static var currentReader: Node? {
    readTrackingSuppressed == 0 ? readers.last?.takeUnretainedValue() : nil
  }
  /// Not checked for exclusive access at run time, nor is ``readTrackingSuppressed``: each
  /// access ends before the code it brackets runs, and every evaluation pays for several.
  /// Unretained: each node is held by the caller of ``reading(as:_:)`` while it is here.
  @exclusivity(unchecked) private static var readers: [Unmanaged<Node>] = []

  /// Runs `body` as the evaluation of `node`: what it reads becomes `node`'s dependencies.
  static func reading<T>(as node: Node, _ body: () -> T) -> T {
    readers.append(Unmanaged.passUnretained(node))
    defer { readers.removeLast() }
    return body()
  }

  /// Runs `body` without recording reads (comparisons, driver queries).
  static func withoutReadTracking<T>(_ body: () -> T) -> T {
    readTrackingSuppressed += 1
    defer { readTrackingSuppressed -= 1 }
    return body()
  }

  /// Who is running now, and the event that caused it: for writes, effects and invalidations.
  func currentOrigin() -> (writer: Writer, cause: Seq, task: TaskRecord?) {
    if let body = bodyStack.last { return (.body, body.seq, nil) }
    if let input = inputStack.last { return (.action, input, nil) }
    if let event = lifecycleStack.last { return (.lifecycle, event, nil) }
    if let context = ExecutionContext.current {
      let record = task(of: context)
      return (.task, record.lastCause, record)
    }
    return (.external, 0, nil)
  }

  // MARK: Inputs from the driver

  /// Records an input and runs `action` as the user's action, then updates.
  @discardableResult
  func input(
    _ action: InputAction, target: Node?, description: String, value: String = "",
    perform: (Seq) -> Void
  ) -> Seq {
    modelWrites.sweep()
    let seq = recorder.input(action, target: target, description: description, value: value)
    inputStack.append(seq)
    let context = ExecutionContext(
      host: self, origin: .action, node: target, task: nil, originSeq: seq)
    ExecutionContext.$current.withValue(context) {
      perform(seq)
      modelWrites.sweep()
    }
    inputStack.removeLast()
    flushUpdate()
    return seq
  }
}

/// The bodies running now, innermost last, each with its body-begin event. The nodes are
/// unretained: each is pushed by its evaluation, which holds it while its body runs and pops
/// it before it returns.
struct BodyStack {
  private var frames: [(node: Unmanaged<Node>, seq: Seq)] = []

  /// The innermost body running, if any.
  var last: (node: Node, seq: Seq)? {
    guard let frame = frames.last else { return nil }
    return (frame.node.takeUnretainedValue(), frame.seq)
  }

  var isEmpty: Bool { frames.isEmpty }

  /// Pushes the body of `node`, which the caller holds until it pops it.
  mutating func append(_ frame: (Node, Seq)) {
    frames.append((Unmanaged.passUnretained(frame.0), frame.1))
  }

  mutating func removeLast() { frames.removeLast() }
}
