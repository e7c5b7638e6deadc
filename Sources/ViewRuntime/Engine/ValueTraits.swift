@_spi(Reflection) import Swift

/// What the update loop asks of a value's type, answered once per type: which of the runtime's
/// protocols it conforms to, with the witness to call, so that comparing inputs and installing
/// properties cast nothing on a protocol for a type seen before.
///
/// A dynamic cast may look inside an `Optional` or an `AnyHashable` for a conformance their own
/// type lacks, so for those types the answer can depend on the value: they are not decided here
/// (``isDecided`` is false) and their callers cast as before.
///
/// A class whose answers are constants: the update loop reads a type's traits several times per
/// node, and handing a reference on retains one object, not each of the witnesses.
@MainActor
final class ValueTraits {
  /// `==` of the type, for a value of the type and any other value (false when of another type).
  let equals: ((Any, Any) -> Bool)?
  /// ``InputBinding/isSameInput(as:)``, for a binding.
  let sameInput: ((Any, Any) -> Bool?)?
  /// ``SeededProperty/hasSameSeed(as:)``, for a property wrapper a parent may seed.
  let sameSeed: ((Any, Any) -> Bool)?
  /// ``InstallableProperty/install(on:label:)``.
  let install: ((Any, Node, String) -> Void)?
  /// ``ModelCarrier/carriedModel``.
  let carriedModel: ((Any) -> Any?)?
  /// A ``RuntimeManagedProperty``: never an input that changed.
  let isRuntimeManaged: Bool
  /// A `DynamicProperty` or a `ViewModifier` that is no binding: its own stored properties may
  /// hold properties to install.
  let holdsProperties: Bool
  /// A function or closure: never known equal.
  let isFunction: Bool
  /// A class that `Mirror` shows as a class: compared by identity.
  let isReflectedClass: Bool
  /// An instance of an `@Observable` class.
  let isObservableObject: Bool
  /// Whether the answers above hold for every value of the type (see the type's note).
  let isDecided: Bool

  /// Whether a value of the type is or may hold a property to install or a model to note.
  var mayHoldProperties: Bool {
    !isDecided || install != nil || holdsProperties || isObservableObject
  }

  private static let known = PerTypeCache<ValueTraits>()

  /// The traits of `type`, decided on its first use.
  static func of(_ type: Any.Type) -> ValueTraits {
    known.value(for: type) { ValueTraits(type) }
  }

  /// What installing properties and finding models ask of an object's class, as a value.
  struct Flags {
    /// ``ValueTraits/install`` is not nil.
    let installs: Bool
    let holdsProperties: Bool
    let isObservableObject: Bool
  }

  private static let knownFlags = PerTypeCache<Flags>()

  /// The ``Flags`` of `type`: read from a cache of values, they cost no retain and release of
  /// the traits, as ``of(_:)``'s answer does (asked once per object a view holds, per body).
  static func flags(of type: Any.Type) -> Flags {
    knownFlags.value(for: type) {
      let traits = of(type)
      return Flags(
        installs: traits.install != nil, holdsProperties: traits.holdsProperties,
        isObservableObject: traits.isObservableObject)
    }
  }

  /// Asks as few of the runtime's conformance questions as give the answers: each one about a
  /// type not seen before scans every conformance record. A function conforms to nothing; the
  /// property protocols all refine `DynamicProperty`; only `Optional` has the optional kind.
  private init(_ type: Any.Type) {
    let kind = TypeRecord.kind(of: type)
    isFunction = kind == .function || TypeRecord.namesFunction(type, kind: kind)
    isDecided = kind != .optional && type != AnyHashable.self
    let conforms = kind != .function
    equals = conforms ? (type as? any Equatable.Type).map { Self.equality($0) } : nil
    let dynamic = conforms && type is any DynamicProperty.Type
    sameInput = dynamic ? (type as? any InputBinding.Type).map { Self.sameInput($0) } : nil
    sameSeed = dynamic ? (type as? any SeededProperty.Type).map { Self.sameSeed($0) } : nil
    install = dynamic ? (type as? any InstallableProperty.Type).map { Self.install($0) } : nil
    carriedModel = dynamic ? (type as? any ModelCarrier.Type).map { Self.carriedModel($0) } : nil
    isRuntimeManaged = dynamic && type is any RuntimeManagedProperty.Type
    holdsProperties =
      (dynamic || conforms && type is any ViewModifier.Type) && sameInput == nil
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
