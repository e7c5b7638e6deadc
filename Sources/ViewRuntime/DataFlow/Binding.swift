/// A reference to a value that someone else owns, as SwiftUI's `Binding`.
@MainActor @preconcurrency @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  let getter: @MainActor () -> Value
  let setter: @MainActor (Value) -> Void
  /// Tells this binding (and its copies) from others, so that a view reading it again adds no
  /// dependency (see ``BindingReads``).
  let identity: BindingIdentity
  /// Where it reads and writes (see ``BindingLocation``): for one the runtime made, its
  /// storage and path (`$count`, `$model.name`, `$items[2]`); for `Binding(get:set:)` and
  /// constants, the binding itself, which only its copies and their projections share.
  let location: BindingLocation
  /// Whether it shows a value that never changes (`.constant`, and its projections).
  let isConstant: Bool
  /// Whether it shows the value of the state slot it starts from as it is: `$items` of an
  /// `@State`, and its copies (passed on as a `@Binding`, animated); not a projection of it
  /// (`$items[2]`), nor one that reuses its location to show something else (an unwrapped
  /// optional, a formatted field).
  let showsSlot: Bool

  @preconcurrency public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    self.init(get: get, set: set, location: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    location: BindingLocation?, isConstant: Bool = false, showsSlot: Bool = false
  ) {
    let identity = BindingIdentity()
    if location == nil, !isConstant { RowCallReads.madeManualBinding() }
    getter = get
    setter = set
    self.identity = identity
    self.location = location ?? BindingLocation(root: identity)
    self.isConstant = isConstant
    self.showsSlot = showsSlot
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in }, location: nil, isConstant: true)
  }

  public var wrappedValue: Value {
    get {
      BindingReads.read(getter, of: identity, location: location, showsSlot: showsSlot)
    }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let getter = self.getter
    let setter = self.setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      }, location: location.appending(keyPath), isConstant: isConstant)
  }
}

extension Binding {
  /// A binding that unwraps an optional binding, or nil when its value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(
      get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 },
      location: base.location, isConstant: base.isConstant)
  }
}

/// The identity of a binding value: its copies share it.
final class BindingIdentity: Sendable {}
