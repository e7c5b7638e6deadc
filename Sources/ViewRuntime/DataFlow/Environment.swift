import Observation
import TraceFormat

/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues: CustomStringConvertible {
  struct Entry {
    let name: String
    let value: Any
  }
  var entries: [ObjectIdentifier: Entry] = [:] { didSet { revision = Revision() } }
  /// Shared by copies until either changes its entries: values with the same revision have the
  /// same entries, so comparing them needs no look at each value.
  private var revision = Revision()
  /// Names of the keys read through the subscript, when someone is listening.
  var accessLog: KeyAccessLog?

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      accessLog?.names.append(Self.name(of: K.self))
      return entries[ObjectIdentifier(K.self)]?.value as? K.Value ?? K.defaultValue
    }
    set { entries[ObjectIdentifier(K.self)] = Entry(name: Self.name(of: K.self), value: newValue) }
  }

  /// The object of type `T` placed with `.environment(_:)` or `.environmentObject(_:)`.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    entries[ObjectIdentifier(T.self)]?.value as? T
  }

  mutating func setObject<T: AnyObject>(_ object: T) {
    entries[ObjectIdentifier(T.self)] = Entry(name: typeDescription(T.self), value: object)
  }

  /// The names of the entries whose values differ between `self` and `other`.
  @MainActor func changedKeys(comparedTo other: EnvironmentValues) -> [String] {
    if revision === other.revision { return [] }
    var changed: [String] = []
    for (id, entry) in entries {
      guard let previous = other.entries[id] else {
        changed.append(entry.name)
        continue
      }
      if ValueComparison.isEqual(entry.value, previous.value) == false {
        changed.append(entry.name)
      }
    }
    for (id, entry) in other.entries where entries[id] == nil { changed.append(entry.name) }
    return changed.sorted()
  }

  /// The entries that differ between `old` and `self`, each with its value here (nil where
  /// `self` has none), for ``applying(_:)``.
  @MainActor func changes(since old: EnvironmentValues) -> [(key: ObjectIdentifier, entry: Entry?)]
  {
    if revision === old.revision { return [] }
    var changes: [(key: ObjectIdentifier, entry: Entry?)] = []
    for (id, entry) in entries {
      let differs =
        old.entries[id].map { ValueComparison.isEqual(entry.value, $0.value) == false } ?? true
      if differs { changes.append((id, entry)) }
    }
    for id in old.entries.keys where entries[id] == nil { changes.append((id, nil)) }
    return changes
  }

  /// These values with `changes` made (``changes(since:)``); the other entries kept.
  func applying(_ changes: [(key: ObjectIdentifier, entry: Entry?)]) -> EnvironmentValues {
    var copy = self
    copy.accessLog = nil
    for change in changes { copy.entries[change.key] = change.entry }
    return copy
  }

  public var description: String {
    entries.values.map { "\($0.name): \($0.value)" }.sorted().joined(separator: ", ")
  }

  static func name<K>(of key: K.Type) -> String {
    let name = typeDescription(key)
    if name.hasPrefix("__Key_") { return String(name.dropFirst(6)) }  // made by @Entry
    return name.hasSuffix("Key") ? String(name.dropLast(3)) : name
  }
}

/// Collects which environment keys a key path reads.
final class KeyAccessLog {
  var names: [String] = []
}

/// Reads a value from the view's environment, as SwiftUI's `@Environment`.
@MainActor @preconcurrency @propertyWrapper
public struct Environment<Value>: DynamicProperty, InstallableProperty, RuntimeManagedProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(resolve: (EnvironmentValues) -> Value?, name: String)
  }
  let source: Source
  let box = ValueBox<Value>()

  /// The value at `keyPath`, e.g. `@Environment(\.colorScheme)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

  /// The `@Observable` model of this type placed with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(resolve: { $0.object(Value.self) }, name: typeDescription(Value.self))
  }

  /// The `@Observable` model of this type, or nil when none was placed.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(resolve: { .some($0.object(T.self)) }, name: typeDescription(T.self))
  }

  public var wrappedValue: Value {
    guard let value = box.value else {
      fatalError("@Environment read outside of a body: the view was never installed")
    }
    return value
  }

  func install(on node: Node, label: String) {
    switch source {
    case .keyPath(let keyPath):
      var environment = node.environment
      let log = KeyAccessLog()
      environment.accessLog = log
      box.value = environment[keyPath: keyPath]
      for name in log.names { node.host.noteRead(.environment, name: name) }
    case .object(let resolve, let name):
      guard let value = resolve(node.environment) else {
        fatalError(
          "No @Observable object of type \(name) in the environment of \(node.path); "
            + "place one with .environment(_:) on an ancestor")
      }
      box.value = value
      if let object = observableObject(value) { node.host.observationNames.noteCandidate(object) }
      node.host.noteRead(.environment, name: name)
    }
  }
}

extension EnvironmentValues {
  /// The identity of one set of entries (see ``revision``).
  fileprivate final class Revision {}
}

/// Storage for a value that the runtime fills in before each body.
final class ValueBox<Value> {
  var value: Value?
}

extension Node {
  /// Sets the environment and returns the names of the keys whose values changed.
  func updateEnvironment(_ new: EnvironmentValues) -> [String] {
    let changed = new.changedKeys(comparedTo: environment)
    environment = new
    if let apply = descriptor.applyEnvironment { childEnvironment = apply(view, new) }
    return changed
  }
}

/// A modifier that changes the environment of its content.
@MainActor
protocol EnvironmentWriter: RuntimeHooks {
  func apply(to environment: EnvironmentValues) -> EnvironmentValues
}

// MARK: Built-in values

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

private enum ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private enum IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private enum DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(action: nil)
}

extension EnvironmentValues {
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// False under `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Dismisses the sheet or pops the navigation destination that holds the view.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

/// Dismisses the presentation that holds the view, as SwiftUI's `DismissAction`.
public struct DismissAction: Equatable, Sendable {
  let action: (@MainActor @Sendable () -> Void)?
  let id: Int

  init(action: (@MainActor @Sendable () -> Void)?, id: Int = 0) {
    self.action = action
    self.id = id
  }

  @MainActor public func callAsFunction() { action?() }

  public static func == (a: DismissAction, b: DismissAction) -> Bool { a.id == b.id }
}
