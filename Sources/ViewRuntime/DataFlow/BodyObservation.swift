import Foundation
@_spi(SwiftUI) import Observation
import TraceFormat

extension ViewHost {
  /// Evaluates `apply` while tracking which `@Observable` properties it reads; a later change to
  /// one of them invalidates `node`, named `Type.property`. Returns the body and its
  /// observation, whose access list tells what it read.
  ///
  /// The observation of `node`'s last body, paused when this one began, goes on if this body
  /// read the same properties (its registrations are kept: a body that runs again for a change
  /// reads, as a rule, what it read before); otherwise it is cancelled and the new reads are
  /// observed.
  func observeBody(of node: Node, _ apply: () -> any View) -> (
    body: any View, observation: ObservationHandle
  ) {
    let previous = node.observation
    guard let (body, list) = ObservationScope.collect(apply) else {
      previous?.cancel()
      return observeBodyThroughMarker(of: node, apply)
    }
    if let previous, previous.resume(ifReads: list) { return (body, previous) }
    // `if let`, not `Optional.map`: a closure formed here for a standard-library function
    // would check the actor it runs on at each call.
    let entries: [ObjectIdentifier: Set<AnyKeyPath>] =
      if let list { sharedObservations.entries(of: list) } else { [:] }
    previous?.cancel()
    let handle = ObservationHandle(list: list, entries: entries)
    node.observation = handle
    if let list { install(handle, of: node, list: list, entries: entries) }
    return (body, handle)
  }

  /// ``observeBody(of:_:)`` through `withObservationTracking`, where the runtime cannot open a
  /// scope of its own: its tracking is taken with a ``ScopeMarker``.
  private func observeBodyThroughMarker(of node: Node, _ apply: () -> any View) -> (
    body: any View, observation: ObservationHandle
  ) {
    let handle = ObservationHandle()
    node.observation = handle
    let marker = ScopeMarker()
    let (willSet, didSet) = observationHandlers(for: node, handle: handle)
    let body = withObservationTracking(
      {
        let body = apply()
        marker.touch()
        return body
      },
      willSet: { tracking in
        guard !handle.capture(tracking) else { return }
        willSet(tracking)
      },
      didSet: { tracking in
        guard !handle.capture(tracking) else { return }
        didSet(tracking)
      })
    marker.fire()
    return (body, handle)
  }

  /// Observes again, without running the body, what `node`'s body read (`list`), as its last
  /// body did.
  func observeAgain(_ node: Node, list: ObservationTracking._AccessList) {
    let entries = sharedObservations.entries(of: list)
    let handle = ObservationHandle(list: list, entries: entries)
    node.observation = handle
    install(handle, of: node, list: list, entries: entries)
  }

  /// Observes through `handle` what `node`'s body read (`list`, whose entries are `entries`):
  /// with the bodies that read the same (``SharedObservations``), or, when the list's entries
  /// could not be read, on its own.
  private func install(
    _ handle: ObservationHandle, of node: Node, list: ObservationTracking._AccessList,
    entries: [ObjectIdentifier: Set<AnyKeyPath>]
  ) {
    guard entries.isEmpty else {
      sharedObservations.observe(
        node, handle: handle, list: list, entries: entries, names: observationNames)
      return
    }
    let (willSet, didSet) = observationHandlers(for: node, handle: handle)
    handle.install(willSet: willSet, didSet: didSet)
  }

  /// What a change to a property `node`'s body read does: names it before and after the change,
  /// then invalidates `node` once, pausing the observation until the body runs again. Both
  /// closures capture one ``BodyObserver`` and nothing else, so that making them allocates no
  /// context.
  private func observationHandlers(for node: Node, handle: ObservationHandle) -> (
    willSet: @Sendable (ObservationTracking) -> Void,
    didSet: @Sendable (ObservationTracking) -> Void
  ) {
    let observer = BodyObserver(node: node.link, handle: handle, names: observationNames)
    return ({ observer.willSet($0) }, { observer.didSet($0) })
  }

}

/// The observation of one body, as its tracking's callbacks see it: the node it invalidates,
/// the handle that tells whether it still reacts, and what a change's property was named before
/// the change (``ObservationNames``).
private final class BodyObserver: @unchecked Sendable {
  private let node: Unretained<Node>
  private let handle: ObservationHandle
  private let names: ObservationNames
  private let snapshot = ObservationNames.Snapshot()

  init(node: Unretained<Node>, handle: ObservationHandle, names: ObservationNames) {
    self.node = node
    self.handle = handle
    self.names = names
  }

  func willSet(_ tracking: ObservationTracking) {
    guard !handle.isCancelled else { return }
    names.takeSnapshot(for: tracking.changed, into: snapshot)
  }

  func didSet(_ tracking: ObservationTracking) {
    guard !handle.isCancelled else { return }
    let name = names.name(for: tracking.changed, snapshot: snapshot)
    let (link, handle) = (node, handle)
    // On the main queue at once, without making a closure to run later.
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { ViewHost.bodyReadChanged(link, handle: handle, name: name) }
    } else {
      onMain { ViewHost.bodyReadChanged(link, handle: handle, name: name) }
    }
  }
}

extension ViewHost {
  /// Invalidates the node of `link` for the change of `name`, which its body read, unless its
  /// observation stopped; pauses the observation until the body runs again.
  static func bodyReadChanged(
    _ link: Unretained<Node>, handle: ObservationHandle, name: String
  ) {
    guard let node = link.object, !handle.isCancelled else { return }
    handle.pause()
    node.host.modelChanged(node, name: name, byBody: true)
  }
}

/// Runs `body` on the main actor: at once when already on the main queue, else soon.
func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
  if MainQueue.isCurrent {
    MainActor.assumeIsolated { body() }
  } else {
    DispatchQueue.main.async { body() }
  }
}

/// `value` as an object, if it is an instance of an `@Observable` class.
func observableObject(_ value: Any) -> AnyObject? {
  guard type(of: value) is AnyClass, value is any Observable else { return nil }
  return value as AnyObject
}

/// `value`, an instance of a class, as an object: read from its box, without the conversion to
/// `AnyObject` (`as AnyObject`) that any value would take.
func classInstance(_ value: Any) -> AnyObject {
  func open<T>(_ value: T) -> AnyObject {
    T.self is AnyClass ? unsafeBitCast(value, to: AnyObject.self) : value as AnyObject
  }
  return _openExistential(value, do: open)
}

/// Tells whether code runs on the main dispatch queue, where the main actor runs. (On Linux the
/// thread that drains that queue is not always the one `Thread.isMainThread` names.)
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

  /// Whether `queue` is the main queue.
  static func isMain(_ queue: DispatchQueue) -> Bool { queue.getSpecific(key: key) == true }
}

/// Names the properties of `@Observable` models (`Store.isLoading`).
///
/// Observation reports a changed property as a key path whose name cannot be read on Linux. The
/// name is recovered by comparing the stored `_property` children of the candidate models before
/// and after the change, and is then remembered for that key path.
final class ObservationNames: @unchecked Sendable {
  final class Snapshot: @unchecked Sendable {
    var values: [(object: AnyObject, children: [(String, String)])] = []
  }

  private let lock = NSLock()
  private var names: [AnyKeyPath: String] = [:]
  /// The names known, by the identity of the key path objects they were asked for: equal key
  /// paths are often one object (a property's literal), which is found without hashing the key
  /// path. Each key path is kept with its name, so that its identity is not reused.
  private var byIdentity: [ObjectIdentifier: (keyPath: AnyKeyPath, name: String)] = [:]
  private var candidates: [ObjectIdentifier: ModelReference] = [:]
  /// The candidate noted last: the rows of a `ForEach` note the model they share one after the
  /// other, which then costs no lock and no look-up.
  @MainActor private var lastCandidate: ObjectPin?
  /// The name ``name(of:in:)`` answered last from those remembered, with its key path (kept,
  /// so that its identity is not another's): the rows of a `ForEach` read one property through
  /// one key path object, which is then named without the lock or a look-up.
  @MainActor private var lastRead: (keyPath: AnyKeyPath, name: String)?

  @MainActor init() {}

  /// Remembers `object` (and the observable models it holds) as a model that bodies may read.
  @MainActor
  func noteCandidate(_ object: AnyObject, depth: Int = 0) {
    if let last = lastCandidate, last.pins(object) { return }
    lastCandidate = ObjectPin(object)
    let isNew: Bool = lock.withLock {
      let id = ObjectIdentifier(object)
      if candidates[id]?.refers(to: object) == true { return false }
      candidates[id] = ModelReference(object)
      return true
    }
    guard isNew, depth < 2 else { return }
    for child in Mirror(reflecting: object).children {
      if let nested = observableObject(child.value) {
        noteCandidate(nested, depth: depth + 1)
      }
    }
  }

  func takeSnapshot(for keyPath: AnyKeyPath?, into snapshot: Snapshot) {
    guard let keyPath, known(keyPath) == nil else { return }
    let root = type(of: keyPath).rootType
    snapshot.values = objects(of: root).map { ($0, Self.children(of: $0)) }
  }

  func name(for keyPath: AnyKeyPath?, snapshot: Snapshot) -> String {
    guard let keyPath else { return "?" }
    if let known = known(keyPath) { return known }
    let root = String(describing: type(of: keyPath).rootType)
    for (object, before) in snapshot.values {
      let after = Self.children(of: object)
      if let changed = zip(before, after).first(where: { $0.1 != $1.1 }) {
        let name = root + "." + changed.0.0
        lock.withLock { names[keyPath] = name }
        return name
      }
    }
    return root + ".?"
  }

  /// The name of `keyPath`, a property of `object` that a body read: remembered from a change,
  /// or found as the only stored property of the key path's type (or, among several, the only
  /// one holding the same value).
  @MainActor
  func name(of keyPath: AnyKeyPath, in object: AnyObject) -> String {
    if let last = lastRead, last.keyPath === keyPath { return last.name }
    if let known = known(keyPath) {
      lastRead = (keyPath, known)
      return known
    }
    let root = String(describing: type(of: object))
    let valueType = type(of: keyPath).valueType
    let candidates = Mirror(reflecting: object).children.filter { child in
      guard let label = child.label, label.hasPrefix("_"), label != "_$observationRegistrar" else {
        return false
      }
      return type(of: child.value) == valueType
    }
    var match = candidates.count == 1 ? candidates.first : nil
    if match == nil, candidates.count > 1, let value = Self.value(of: keyPath, in: object) {
      let text = String(describing: value)
      let same = candidates.filter { String(describing: $0.value) == text }
      match = same.count == 1 ? same.first : nil
    }
    guard let label = match?.label else { return root + ".?" }
    let name = root + "." + label.dropFirst()
    lock.withLock { names[keyPath] = name }
    return name
  }

  /// The name remembered for `keyPath`, if any.
  private func known(_ keyPath: AnyKeyPath) -> String? {
    let id = ObjectIdentifier(keyPath)
    return lock.withLock {
      if let known = byIdentity[id], known.keyPath === keyPath { return known.name }
      guard let name = names[keyPath] else { return nil }
      if byIdentity.count >= Self.identitiesKept { byIdentity.removeAll() }
      byIdentity[id] = (keyPath, name)
      return name
    }
  }

  /// How many key path objects ``byIdentity`` keeps at most (key paths made at run time, not
  /// from a literal, are new objects each time).
  private static let identitiesKept = 256

  /// The value at `keyPath` of `object`.
  static func value(of keyPath: AnyKeyPath, in object: AnyObject) -> Any? {
    func read<Root: AnyObject>(_ root: Root) -> Any? { root[keyPath: keyPath] }
    return read(object)
  }

  private func objects(of type: Any.Type) -> [AnyObject] {
    lock.withLock {
      candidates = candidates.filter { !$0.value.isGone }
      return candidates.values.compactMap(\.object).filter { Swift.type(of: $0) == type }
    }
  }

  private static func children(of object: AnyObject) -> [(String, String)] {
    Mirror(reflecting: object).children.compactMap { child in
      guard let label = child.label, label.hasPrefix("_"), label != "_$observationRegistrar" else {
        return nil
      }
      return (String(label.dropFirst()), String(describing: child.value))
    }
  }
}
