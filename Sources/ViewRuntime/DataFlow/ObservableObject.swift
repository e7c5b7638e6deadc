import Foundation
import TraceFormat

/// A model whose changes invalidate every view that observes it, as Combine's
/// `ObservableObject` (which Linux lacks). Any `@Published` change notifies all observers,
/// whatever they read.
public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.shared(for: self)
  }
}

/// Tells observers that an `ObservableObject` is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var observers: [UInt64: @Sendable (String) -> Void] = [:]
  private var nextID: UInt64 = 0
  private var changes: (count: UInt64, last: String) = (0, "")
  private var writeObservers: [ObjectIdentifier: @Sendable (PublishedWrite) -> Void] = [:]

  public init() {}

  /// Notifies every observer of a change.
  public func send() { send(change: "objectWillChange") }

  /// Notifies every observer that `change` (e.g. `Counter.count`) is about to change.
  func send(change: String) {
    let current = lock.withLock {
      changes = (changes.count &+ 1, change)
      return observers.sorted { $0.key < $1.key }.map(\.value)
    }
    for observer in current { observer(change) }
  }

  /// Calls `observer` with every write to a published property of the object, before its change
  /// is sent; `key` names the observer, which a later call with the same key replaces.
  func observeWrites(
    key: ObjectIdentifier, _ observer: @escaping @Sendable (PublishedWrite) -> Void
  ) {
    lock.withLock { writeObservers[key] = observer }
  }

  /// Whether anything observes writes, so that values are described only for it.
  var observesWrites: Bool { lock.withLock { !writeObservers.isEmpty } }

  /// Tells the write observers of `write`.
  func noteWrite(_ write: PublishedWrite) {
    let observers = lock.withLock { writeObservers.sorted { $0.key < $1.key }.map(\.value) }
    for observer in observers { observer(write) }
  }

  /// How many changes were sent so far, and the last one: to tell, without observing, whether
  /// the object changed since.
  var changeCount: (count: UInt64, last: String) { lock.withLock { changes } }

  /// Calls `observer` on each change until the returned subscription is released.
  func subscribe(_ observer: @escaping @Sendable (String) -> Void) -> LegacySubscription {
    let id = lock.withLock {
      nextID += 1
      observers[nextID] = observer
      return nextID
    }
    return LegacySubscription(publisher: self, observer: observer) { [weak self] in
      guard let self else { return }
      _ = self.lock.withLock { self.observers.removeValue(forKey: id) }
    }
  }

  private static let registryLock = NSLock()
  nonisolated(unsafe) private static var registry:
    [ObjectIdentifier: (owner: WeakBox, publisher: ObservableObjectPublisher)] = [:]

  private struct WeakBox {
    weak var object: AnyObject?
  }

  /// The publisher of an object that does not declare its own.
  static func shared(for object: AnyObject) -> ObservableObjectPublisher {
    registryLock.withLock {
      let id = ObjectIdentifier(object)
      if let entry = registry[id], entry.owner.object === object { return entry.publisher }
      registry = registry.filter { $0.value.owner.object != nil }
      let publisher = ObservableObjectPublisher()
      registry[id] = (WeakBox(object: object), publisher)
      return publisher
    }
  }
}

/// A write to a `@Published` property, with its values described.
struct PublishedWrite: @unchecked Sendable {
  let object: AnyObject
  let property: String
  let before: String
  let after: String
}

/// An observation of an `ObservableObject`, ended when released.
final class LegacySubscription {
  /// What it observes and what it calls, to subscribe again the same way.
  let publisher: ObservableObjectPublisher
  let observer: @Sendable (String) -> Void
  private let cancel: () -> Void

  init(
    publisher: ObservableObjectPublisher, observer: @escaping @Sendable (String) -> Void,
    cancel: @escaping () -> Void
  ) {
    self.publisher = publisher
    self.observer = observer
    self.cancel = cancel
  }

  deinit { cancel() }
}

/// A property of an `ObservableObject` whose changes are published, as Combine's `@Published`.
@propertyWrapper
public struct Published<Value> {
  /// Unchecked: like the object it belongs to, used where the app uses it (views: the main actor).
  final class Storage: @unchecked Sendable {
    var value: Value
    var name: String?
    /// The views that read the value through a binding (`$model.name`), once one has.
    var bindingReaders: PublishedReaders?
    init(_ value: Value) { self.value = value }
  }
  let storage: Storage

  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<Enclosing: ObservableObject>(
    _enclosingInstance object: Enclosing,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Enclosing, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Enclosing, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      noteRead(of: storage, in: object)
      noteBindingRead(of: storage)
      return storage.value
    }
    set {
      // Written on any thread the app writes from: the name is cached once, not rewritten on
      // every write while a body on the main thread may be reading it.
      let storage = object[keyPath: storageKeyPath].storage
      let name = storage.name ?? Self.name(of: storage, in: object)
      if storage.name == nil { storage.name = name }
      let publisher = object.objectWillChange
      if publisher.observesWrites {
        publisher.noteWrite(
          PublishedWrite(
            object: object, property: name, before: describeValue(storage.value),
            after: describeValue(newValue)))
      }
      publisher.send(change: "\(Enclosing.self).\(name)")
      storage.value = newValue
      if let readers = storage.bindingReaders {
        onMain { readers.changed("\(Enclosing.self).\(name)") }
      }
    }
  }

  /// Notes the view reading through a binding now as a reader of `storage`.
  private static func noteBindingRead(of storage: Storage) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      guard BindingReads.isReadingBinding else { return }
      let readers = storage.bindingReaders ?? PublishedReaders()
      storage.bindingReaders = readers
      BindingReads.noteRead(of: readers)
    }
  }

  /// Records `Type.property` as read by the body being evaluated, so that an invalidation for a
  /// property the body never read can be told apart from one it did.
  private static func noteRead<Enclosing: ObservableObject>(
    of storage: Storage, in object: Enclosing
  ) {
    guard let context = ExecutionContext.current, context.origin == .body, MainQueue.isCurrent
    else { return }
    let name = storage.name ?? Self.name(of: storage, in: object)
    storage.name = name
    let host = context.host
    MainActor.assumeIsolated { host.noteRead(.published, name: "\(Enclosing.self).\(name)") }
  }

  private static func name(of storage: Storage, in object: AnyObject) -> String {
    for child in Mirror(reflecting: object).children {
      if let published = child.value as? Published<Value>, published.storage === storage,
        let label = child.label
      {
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
      }
    }
    return "?"
  }
}

extension ViewHost {
  /// Makes `node` observe `object`: any published change invalidates it.
  func observe(_ object: some ObservableObject, from node: Node) {
    noteRead(.published, name: objectNames.name(of: object))
    modelWrites.watch(object.objectWillChange)
    let subscription = object.objectWillChange.subscribe { [link = node.link] change in
      onMain {
        guard let node = link.object, !node.isRemoved else { return }
        node.host.publishedChanged(node, change: change)
      }
    }
    node.legacySubscriptions.append(subscription)
  }

  /// Records that a published change invalidates `node`, an observer or a binding's reader.
  func publishedChanged(_ node: Node, change: String) {
    let origin = currentOrigin()
    if origin.writer == .body {
      recorder.warning(
        .publishDuringBody, message: "\(change) was published while a body was being evaluated",
        identity: node.pathSym, cause: origin.cause)
    }
    guard !node.isDirty else { return }
    invalidateForModelChange(node, reason: .published, name: change, origin: origin)
  }
}

/// The views that read a `@Published` property through a binding (`$model.name`): they do not
/// observe the object, and re-evaluate when what their binding shows changed.
@MainActor
final class PublishedReaders: ReadSource {
  private var readers = ValueReaders()

  /// Only reads through a binding count: a view that reads the property directly depends on
  /// the object only if it observes it.
  func noteReader(_ node: Node, projection: ValueReaders.Projection?) {
    guard let projection else { return }
    readers.note(node, of: self, projection: projection)
  }

  /// Invalidates the readers whose binding shows something else after `change`.
  func changed(_ change: String) {
    for node in readers.changed(of: self) where !node.isRemoved {
      node.host.publishedChanged(node, change: change)
    }
  }
}
