import Foundation
@_spi(SwiftUI) import Observation
import TraceFormat

/// Records `model-write` events: the writes to the properties of the `@Observable` models and
/// the `@Published` properties of the `ObservableObject`s the host knows, with the values before
/// and after and the writer (docs/runtime-events.md).
///
/// An `ObservableObject` is known once a view observes it; its `@Published` setter tells the
/// host of each write, before it publishes the change.
///
/// A model is known once a view whose body ran holds it (directly, in `@State`, from the
/// environment, through `@Bindable`, or held by such a model). A property some body read is
/// *watched*: an observation of the host's own catches each write to it as it happens, before
/// the invalidations it causes. The others are compared with their last values at the end of
/// every unit of app code (an action, a lifecycle closure, a task's step, a body), since
/// Observation tells of a write only to those who registered for that very property.
@MainActor
final class ModelWrites {
  /// Who wrote: the writer, its cause, its task (``ViewHost/currentOrigin()``).
  typealias Origin = (writer: Writer, cause: Seq, task: TaskRecord?)

  /// A model the host knows.
  private final class Model {
    private let reference: ModelReference
    /// The model, while it lives.
    var object: AnyObject? { reference.object }
    let typeID: ObjectIdentifier
    let typeName: String
    let identity: Sym
    let type: Sym
    /// The properties no observation watches, in declaration order, with their last values.
    /// Not checked for exclusive access at run time: no access overlaps another (closures that
    /// `removeAll(where:)` calls read the elements only), and a body's sweep reads it in place.
    @exclusivity(unchecked) var unwatched: [Unwatched]
    var observation: ObservationHandle?

    /// Whether the model lives and is `object`.
    func refers(to object: AnyObject) -> Bool { reference.refers(to: object) }

    init(object: AnyObject, identity: Sym, type: Sym, unwatched: [Unwatched]) {
      reference = ModelReference(object)
      typeID = ObjectIdentifier(Swift.type(of: object))
      typeName = String(describing: Swift.type(of: object))
      self.identity = identity
      self.type = type
      self.unwatched = unwatched
    }
  }

  /// A property no observation watches, with its last value: described, and as it was.
  private struct Unwatched {
    let property: String
    /// Where the property is stored, when the model's class has a layout
    /// (``StoredFields/ofClass(_:)``): read there, not found among all the model's properties.
    let field: StoredFields.Field?
    var value: String
    /// The value itself, kept: when its type is plain, the same bytes mean the same value and
    /// a sweep need not describe it again.
    var raw: Any
    /// The bytes of ``raw`` where the model stores the property, when its type is plain and
    /// small: a sweep compares them there, reading no value when they are the same.
    var bytes: StoredBytes?
  }

  /// A write seen before it happened and not recorded yet.
  private struct Pending {
    let model: Model
    let property: String
    let before: String
    let origin: Origin
  }

  /// The host, which owns this and so outlives it.
  private let link: Unretained<ViewHost>
  private var host: ViewHost { link.object! }
  // The fields below are not checked for exclusive access at run time: each access is a read,
  // an assignment or a standard-library mutation whose closures (`removeAll(where:)`,
  // `firstIndex(where:)`) read other fields only, and every body that holds a model paid for
  // several checks.
  @exclusivity(unchecked) private var models: [ObjectKey: Model] = [:]
  /// Models with unwatched properties, which sweeps compare.
  @exclusivity(unchecked) private var swept: [Model] = []
  /// The properties watched, by model type: the key paths bodies read, with their names.
  @exclusivity(unchecked) private var watched: [ObjectIdentifier: [AnyKeyPath: String]] = [:]
  /// The model ``know(_:)`` found last, with its object pinned: the rows of a `ForEach` hold
  /// one model, which is then found without a look-up or a weak reference read.
  @exclusivity(unchecked) private var lastKnown: (object: ObjectPin, model: Model)?
  /// The watched key path found last, kept so that its identity is not another's.
  @exclusivity(unchecked) private var lastWatched: (typeID: ObjectIdentifier, keyPath: AnyKeyPath)?
  /// Models whose observation must be installed again, outside any body.
  @exclusivity(unchecked) private var toInstall: [Model] = []
  @exclusivity(unchecked) private var pending: [Pending] = []
  /// The last model-write of each `Type.property` in the current unit of app code, and who wrote
  /// it, for the invalidations it causes.
  @exclusivity(unchecked) private var lastWrite: [TextKey: (seq: Seq, origin: Origin)] = [:]
  /// The task whose step runs now: from its start or wake-up to the sweep in its context that
  /// ends the step. What a sweep outside any context finds meanwhile is that task's.
  @exclusivity(unchecked) private var runningTask: TaskRecord?

  init(host link: Unretained<ViewHost>) { self.link = link }

  // MARK: Knowing models

  /// Notes the models a body's view held and what the body read of them (`accessed`, by
  /// registrar id), after the body ran; records what the body wrote to their unwatched
  /// properties.
  func noteBody(
    models held: [(object: AnyObject, contextID: ObjectIdentifier)],
    accessed: [ObjectIdentifier: Set<AnyKeyPath>]
  ) {
    var learned: Set<ObjectIdentifier> = []
    for index in held.indices {
      // Borrowed from `held`, which holds it meanwhile.
      withBorrowed(Unmanaged.passUnretained(held[index].object)) {
        note($0, readOf: accessed[held[index].contextID], learned: &learned)
      }
    }
    guard !learned.isEmpty else { return }
    for model in models.values where learned.contains(model.typeID) {
      let names = Set(watched[model.typeID]?.values.map { $0 } ?? [])
      model.unwatched.removeAll { names.contains($0.property) }
      toInstall.append(model)
    }
    swept.removeAll { $0.unwatched.isEmpty }
  }

  /// Notes `object`, a model a body's view held, and the key paths of it the body read
  /// (`keyPaths`), adding to `learned` the type of a model some of whose properties are watched
  /// from now on; records what the body wrote to its unwatched properties.
  private func note(
    _ object: AnyObject, readOf keyPaths: Set<AnyKeyPath>?, learned: inout Set<ObjectIdentifier>
  ) {
    let model = know(object)
    sweep(model, held: object)
    guard let keyPaths else { return }
    for keyPath in keyPaths where !isWatched(keyPath, of: model.typeID) {
      let name = host.observationNames.name(of: keyPath, in: object)
      guard let dot = name.lastIndex(of: "."), name[name.index(after: dot)...] != "?" else {
        continue
      }
      watched[model.typeID, default: [:]][keyPath] = String(name[name.index(after: dot)...])
      learned.insert(model.typeID)
    }
  }

  /// Whether bodies read `keyPath` of a model of type `typeID` before: found by its identity when
  /// it is the key path found last (the rows of a `ForEach` read one property through one key
  /// path object), else by hashing it.
  private func isWatched(_ keyPath: AnyKeyPath, of typeID: ObjectIdentifier) -> Bool {
    if let last = lastWatched, last.typeID == typeID, last.keyPath === keyPath { return true }
    guard watched[typeID]?[keyPath] != nil else { return false }
    lastWatched = (typeID, keyPath)
    return true
  }

  /// The model `object`, known from now on.
  private func know(_ object: AnyObject) -> Model {
    if let last = lastKnown, last.object.pins(object) { return last.model }
    let id = ObjectKey(object)
    if let model = models[id], model.refers(to: object) {
      lastKnown = (ObjectPin(object), model)
      return model
    }
    let names = Set(watched[ObjectIdentifier(type(of: object))]?.values.map { $0 } ?? [])
    let layout = StoredFields.ofClass(type(of: object))
    let model = Model(
      object: object, identity: host.recorder.intern(host.objectNames.name(of: object)),
      type: host.recorder.intern(String(describing: type(of: object))),
      unwatched: Self.properties(of: object) { !names.contains($0) }.map {
        let field = layout?.field("_" + $0.name)
        return Unwatched(
          property: $0.name, field: field, value: describeValue($0.value), raw: $0.value,
          bytes: field.flatMap { StoredBytes(of: $0, in: object) })
      })
    models[id] = model
    lastKnown = (ObjectPin(object), model)
    if !model.unwatched.isEmpty { swept.append(model) }
    if !names.isEmpty { toInstall.append(model) }
    return model
  }

  /// Installs the observations of models that learned watched properties. Only outside any
  /// body: the reads that install them would count as the body's.
  func installObservations() {
    guard !toInstall.isEmpty else { return }
    let models = toInstall
    toInstall.removeAll()
    for model in models {
      guard let object = model.object, let properties = watched[model.typeID] else { continue }
      model.observation?.cancel()
      model.observation = observe(object, model: model, properties: properties)
    }
  }

  private func observe(_ object: AnyObject, model: Model, properties: [AnyKeyPath: String])
    -> ObservationHandle
  {
    let handle = ObservationHandle()
    let marker = ScopeMarker()
    let target = ModelReference(object)
    let names = PropertyNames(properties)
    let id = ObjectIdentifier(object)
    withObservationTracking(
      {
        for keyPath in properties.keys { _ = ObservationNames.value(of: keyPath, in: object) }
        marker.touch()
      },
      willSet: { [link = host.link] tracking in
        guard !handle.capture(tracking), !handle.isCancelled,
          let property = names.name(of: tracking.changed), let object = target.object
        else { return }
        let before = Self.value(of: property, in: object)
        onMain { link.object?.modelWrites.willWrite(id, property, before: before) }
      },
      didSet: { [link = host.link] tracking in
        guard !handle.capture(tracking), !handle.isCancelled,
          let property = names.name(of: tracking.changed)
        else { return }
        onMain { link.object?.modelWrites.didWrite(id, property) }
      })
    marker.fire()
    return handle
  }

  /// Ends every observation, when the host stops.
  func stop() {
    for model in models.values { model.observation?.cancel() }
  }

  // MARK: Writes to watched properties

  private func willWrite(_ id: ObjectIdentifier, _ property: String, before: String) {
    guard let model = models[ObjectKey(id)] else { return }
    pending.append(
      Pending(model: model, property: property, before: before, origin: host.currentOrigin()))
  }

  private func didWrite(_ id: ObjectIdentifier, _ property: String) {
    guard let model = models[ObjectKey(id)],
      let index = pending.firstIndex(where: { $0.model === model && $0.property == property })
    else { return }
    record(pending.remove(at: index))
  }

  private func record(_ write: Pending) {
    guard let object = write.model.object else { return }
    record(
      write.model, write.property, before: write.before,
      after: Self.value(of: write.property, in: object), origin: write.origin)
  }

  /// The model-write that changed `change` (`Store.items`) in the code running now (`origin`),
  /// recording first the writes whose observers have not run yet: the cause of the
  /// invalidations that change makes. Nil when that code made no such write: the change was
  /// made elsewhere, or to a model the host does not know.
  func cause(of change: String, origin: Origin) -> Seq? {
    recordPending()
    guard let write = lastWrite[TextKey(change)], write.origin.writer == origin.writer,
      write.origin.task === origin.task, origin.task != nil || write.origin.cause == origin.cause
    else { return nil }
    return write.seq
  }

  // MARK: Writes to unwatched properties

  /// Records the writes to unwatched properties of every known model since the last sweep, as
  /// made by the code running now, and ends the unit of app code.
  func sweep() {
    host.recordModelChanges()
    sweep(as: nil)
    if let task = ExecutionContext.current?.task, task === runningTask { runningTask = nil }
  }

  /// Notes that a step of `task` begins (it starts, or wakes from a sleep or an effect). What
  /// the step of another task left unswept is that task's.
  func taskStepBegan(_ task: TaskRecord?) {
    if let previous = runningTask, previous !== task {
      sweep(as: (.task, previous.lastCause, previous))
    }
    runningTask = task
  }

  /// Sweeps every known model, as written by `origin` if given, else by ``sweepOrigin()``.
  private func sweep(as origin: Origin?) {
    Self.removeGone(from: &swept)
    for model in swept { sweep(model, as: origin) }
    lastWrite.removeAll()
  }

  /// Removes from `models` those that are gone. Not on the main actor: a closure made there and
  /// called by `removeAll(where:)` would check on each call that it runs on it.
  nonisolated private static func removeGone(from models: inout [Model]) {
    models.removeAll { $0.object == nil }
  }

  /// Records the writes to unwatched properties made so far, unless `change` (`Store.items`)
  /// is recorded already: an invalidation that a read outside any body saw (a content
  /// closure's, a container's binding) then has its write as cause (``cause(of:origin:)``).
  func recordUnwatched(before change: String) {
    guard lastWrite[TextKey(change)] == nil else { return }
    Self.removeGone(from: &swept)
    for model in swept { sweep(model) }
  }

  /// Records the writes to watched properties seen so far, then, if `change` is still not
  /// recorded, those to unwatched ones: a body read a model its view does not hold (through a
  /// closure it was given, as `AsyncImage`'s content), so no observation of the host's watches
  /// that property, and the invalidation it causes has its write as cause all the same.
  func recordUnheld(before change: String) {
    recordPending()
    recordUnwatched(before: change)
  }

  /// Records the writes to watched properties seen and not recorded yet.
  private func recordPending() {
    guard !pending.isEmpty else { return }
    let writes = pending
    pending.removeAll()
    for write in writes { record(write) }
  }

  /// ``sweep()`` at the end of a step of a task or of other later work, which runs on the main
  /// queue when the host runs it; elsewhere nothing (its writes are found by the next sweep).
  nonisolated static func sweep(in host: ViewHost) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated { host.modelWrites.sweep() }
  }

  /// ``sweep(_:object:as:)`` of `model`, whose object the caller holds (`object`): the common
  /// sweep, where every unwatched property keeps its bytes, copies nothing and retains nothing.
  private func sweep(_ model: Model, held object: AnyObject) {
    guard !Self.holdTheirBytes(model, in: object) else { return }
    sweep(model, object: object)
  }

  /// Records the writes to `model`'s unwatched properties since its last sweep; `object` is the
  /// model when the caller holds it (then not read from its weak reference).
  private func sweep(
    _ model: Model, object held: AnyObject? = nil, as given: Origin? = nil
  ) {
    // No property (none unwatched) holds its bytes too.
    guard let object = held ?? model.object, !Self.holdTheirBytes(model, in: object) else {
      return
    }
    // The properties without a field, found among all the model's.
    var others: [(name: String, value: Any)] = []
    if model.unwatched.contains(where: { $0.field == nil }) {
      let names = Set(model.unwatched.map(\.property))
      others = Self.properties(of: object) { names.contains($0) }
    }
    var origin = given
    for index in model.unwatched.indices {
      if let bytes = model.unwatched[index].bytes, bytes.hold(in: object) { continue }
      let property = model.unwatched[index].property
      guard
        let raw = model.unwatched[index].field.map({ Self.read($0, of: object) })
          ?? others.first(where: { $0.name == property })?.value,
        !PlainValue.same(raw, model.unwatched[index].raw)
      else { continue }
      let old = model.unwatched[index].raw
      model.unwatched[index].raw = raw
      model.unwatched[index].bytes = model.unwatched[index].field.flatMap {
        StoredBytes(of: $0, in: object)
      }
      let before = model.unwatched[index].value
      let after = describeValue(raw)
      // The same text may describe values that differ past where a description is cut.
      guard after != before || ValueComparison.isEqual(raw, old) == false else { continue }
      model.unwatched[index].value = after
      if origin == nil { origin = sweepOrigin() }
      record(model, property, before: before, after: after, origin: origin!)
    }
  }

  /// Whether every unwatched property of `model` keeps its bytes where `object` stores it: the common
  /// sweep, which then finds no write. Read in place, copying no property's description or value.
  nonisolated private static func holdTheirBytes(_ model: Model, in object: AnyObject) -> Bool {
    for index in model.unwatched.indices
    where model.unwatched[index].bytes?.hold(in: object) != true {
      return false
    }
    return true
  }

  /// Who wrote what a sweep finds: the code running now, or, outside any, the task whose step
  /// was running (its continuation may come after the update its writes scheduled).
  private func sweepOrigin() -> Origin {
    let origin = host.currentOrigin()
    guard origin.writer == .external, let task = runningTask, !task.isFinished else {
      return origin
    }
    return (.task, task.lastCause, task)
  }

  // MARK: Writes to @Published properties

  /// Has `publisher` tell this host of every write to a published property of its object.
  func watch(_ publisher: ObservableObjectPublisher) {
    publisher.observeWrites(key: ObjectIdentifier(host)) { [link = host.link] write in
      onMain { link.object?.modelWrites.record(write) }
    }
  }

  private func record(_ write: PublishedWrite) {
    let recorder = host.recorder
    let typeName = typeDescription(type(of: write.object))
    record(
      identity: recorder.intern(host.objectNames.name(of: write.object)),
      type: recorder.intern(typeName),
      typeName: typeName, write.property, before: write.before, after: write.after,
      origin: host.currentOrigin())
  }

  // MARK: Recording

  private func record(
    _ model: Model, _ property: String, before: String, after: String,
    origin: Origin
  ) {
    record(
      identity: model.identity, type: model.type, typeName: model.typeName, property,
      before: before, after: after, origin: origin)
  }

  private func record(
    identity: Sym, type: Sym, typeName: String, _ property: String, before: String,
    after: String, origin: Origin
  ) {
    let seq = host.recorder.modelWrite(
      identity: identity, type: type, property: property, before: before, after: after,
      writer: origin.writer, task: origin.task, cause: origin.task?.lastCause ?? origin.cause)
    lastWrite[TextKey("\(typeName).\(property)")] = (seq, origin)
    origin.task?.lastCause = seq
  }

  /// The stored properties of an `@Observable` model (its `_name` children) whose names
  /// `include` takes: only those, as describing a large value costs its size. Read at their
  /// offsets (``StoredFields/forEachChild(ofObject:_:)``), not through `Mirror`.
  private static func properties(of object: AnyObject, include: (String) -> Bool) -> [(
    name: String, value: Any
  )] {
    var found: [(name: String, value: Any)] = []
    StoredFields.forEachChild(ofObject: object) { label, value in
      guard let label, label.hasPrefix("_"), label != "_$observationRegistrar" else { return }
      let name = String(label.dropFirst())
      if include(name) { found.append((name, value)) }
    }
    return found
  }

  /// The value of `field`, a stored property of `object`'s class, read at its offset.
  private static func read(_ field: StoredFields.Field, of object: AnyObject) -> Any {
    withExtendedLifetime(object) {
      field.read(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()))
    }
  }

  /// The described value of `property` of `object`, read without Observation knowing.
  nonisolated private static func value(of property: String, in object: AnyObject) -> String {
    let label = "_" + property
    guard let child = Mirror(reflecting: object).children.first(where: { $0.label == label })
    else { return "?" }
    return describeValue(child.value)
  }
}

/// The bytes of a plain property of a model (``PlainValue``) of at most 32 bytes, as last seen:
/// while the value they were read from is kept, the same bytes where the model stores the
/// property mean the same value.
private struct StoredBytes {
  private let offset: Int
  private let count: Int
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The bytes of `field` in `object` now; nil when its type is not plain or is larger.
  @MainActor
  init?(of field: StoredFields.Field, in object: AnyObject) {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    let count = _openExistential(field.type, do: size)
    guard count <= MemoryLayout.size(ofValue: words), PlainValue.isPlain(field.type) else {
      return nil
    }
    offset = field.offset
    self.count = count
    withExtendedLifetime(object) {
      withUnsafeMutableBytes(of: &words) {
        $0.copyMemory(
          from: UnsafeRawBufferPointer(start: Self.start(of: object) + offset, count: count))
      }
    }
  }

  /// Whether `object` stores the same bytes now.
  func hold(in object: AnyObject) -> Bool {
    withExtendedLifetime(object) {
      withUnsafeBytes(of: words) {
        memcmp($0.baseAddress!, Self.start(of: object) + offset, count) == 0
      }
    }
  }

  private static func start(of object: AnyObject) -> UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
  }
}

/// The names of the properties an observation watches, by key path, for its callbacks on the
/// writer's thread. Never changed after it is made.
private final class PropertyNames: @unchecked Sendable {
  private let names: [AnyKeyPath: String]
  init(_ names: [AnyKeyPath: String]) { self.names = names }
  func name(of keyPath: AnyKeyPath?) -> String? { keyPath.flatMap { names[$0] } }
}

extension ViewHost {
  /// Invalidates `node` for the change of a model property it reads (`name`, `Store.items`):
  /// caused by the model-write that made the change in the code running now, if there is one,
  /// else by that code's cause.
  func invalidateForModelChange(
    _ node: Node, reason: InvalidationReason, name: String, origin: ModelWrites.Origin
  ) {
    let seq = recorder.invalidate(
      node, reason: reason, name: name,
      cause: modelWrites.cause(of: name, origin: origin) ?? origin.cause)
    origin.task?.lastCause = seq
    markDirty(node, cause: seq, trigger: Self.trigger(of: origin.writer))
  }

  /// The update a write by `writer` starts, recorded after that code ended: nil for a body's or
  /// unknown code's, which the code running then decides.
  private static func trigger(of writer: Writer) -> UpdateTrigger? {
    switch writer {
    case .action: .input
    case .task: .task
    case .lifecycle: .lifecycle
    case .body, .external: nil
    }
  }
}
