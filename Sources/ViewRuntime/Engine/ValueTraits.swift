/// What the update loop asks of a value's type, answered once per type: which of the runtime's
/// protocols it conforms to, with the witness to call, so that comparing inputs and installing
/// properties cast nothing on a protocol for a type seen before.
///
/// A dynamic cast may look inside an `Optional` or an `AnyHashable` for a conformance their own
/// type lacks, so for those types the answer can depend on the value: they are not decided here
/// (``isDecided`` is false) and their callers cast as before.
@MainActor
struct ValueTraits {
  /// `==` of the type, for a value of the type and any other value (false when of another type).
  private(set) var equals: ((Any, Any) -> Bool)?
  /// ``InputBinding/isSameInput(as:)``, for a binding.
  private(set) var sameInput: ((Any, Any) -> Bool?)?
  /// ``SeededProperty/hasSameSeed(as:)``, for a property wrapper a parent may seed.
  private(set) var sameSeed: ((Any, Any) -> Bool)?
  /// ``InstallableProperty/install(on:label:)``.
  private(set) var install: ((Any, Node, String) -> Void)?
  /// ``ModelCarrier/carriedModel``.
  private(set) var carriedModel: ((Any) -> Any?)?
  /// A ``RuntimeManagedProperty``: never an input that changed.
  private(set) var isRuntimeManaged = false
  /// A `DynamicProperty` or a `ViewModifier` that is no binding: its own stored properties may
  /// hold properties to install.
  private(set) var holdsProperties = false
  /// A function or closure: never known equal.
  private(set) var isFunction = false
  /// A class that `Mirror` shows as a class: compared by identity.
  private(set) var isReflectedClass = false
  /// An instance of an `@Observable` class.
  private(set) var isObservableObject = false
  /// Whether the answers above hold for every value of the type (see the type's note).
  private(set) var isDecided = true

  /// Whether a value of the type is or may hold a property to install or a model to note.
  var mayHoldProperties: Bool {
    !isDecided || install != nil || holdsProperties || isObservableObject
  }

  private static let known = PerTypeCache<ValueTraits>()

  /// The traits of `type`, decided on its first use.
  static func of(_ type: Any.Type) -> ValueTraits {
    known.value(for: type) { ValueTraits(type) }
  }

  private init(_ type: Any.Type) {
    isDecided = !(type is any OptionalProtocol.Type) && type != AnyHashable.self
    if let equatable = type as? any Equatable.Type { equals = Self.equality(equatable) }
    if let binding = type as? any InputBinding.Type { sameInput = Self.sameInput(binding) }
    if let seeded = type as? any SeededProperty.Type { sameSeed = Self.sameSeed(seeded) }
    if let installable = type as? any InstallableProperty.Type {
      install = Self.install(installable)
    }
    if let carrier = type as? any ModelCarrier.Type { carriedModel = Self.carriedModel(carrier) }
    isRuntimeManaged = type is any RuntimeManagedProperty.Type
    holdsProperties =
      (type is any DynamicProperty.Type || type is any ViewModifier.Type)
      && !(type is any InputBinding.Type)
    isFunction = String(describing: type).contains("->")
    isReflectedClass = type is AnyClass && !(type is any CustomReflectable.Type)
    isObservableObject = type is AnyClass && type is any Observable.Type
  }

  private static func equality<T: Equatable>(_: T.Type) -> (Any, Any) -> Bool {
    { a, b in
      guard let b = b as? T else { return false }
      return a as! T == b
    }
  }

  private static func sameInput<T: InputBinding>(_: T.Type) -> (Any, Any) -> Bool? {
    { a, b in (a as! T).isSameInput(as: b) }
  }

  private static func sameSeed<T: SeededProperty>(_: T.Type) -> (Any, Any) -> Bool {
    { a, b in (a as! T).hasSameSeed(as: b) }
  }

  private static func install<T: InstallableProperty>(_: T.Type) -> (Any, Node, String) -> Void {
    { property, node, label in (property as! T).install(on: node, label: label) }
  }

  private static func carriedModel<T: ModelCarrier>(_: T.Type) -> (Any) -> Any? {
    { ($0 as! T).carriedModel }
  }
}
