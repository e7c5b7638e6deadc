/// A reference to a value that someone else owns, as SwiftUI's `Binding`.
@MainActor @preconcurrency @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  let getter: @MainActor () -> Value
  let setter: @MainActor (Value) -> Void
  /// Tells this binding (and its copies) from others, so that a view reading it again adds no
  /// dependency (see ``BindingReads``).
  let identity: BindingIdentity
  /// Where it reads and writes, when the runtime made it (`$count`, `$model.name`,
  /// `$items[2]`); nil for `Binding(get:set:)` and constants.
  let location: BindingLocation?

  @preconcurrency public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    self.init(get: get, set: set, location: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    location: BindingLocation?
  ) {
    getter = get
    setter = set
    identity = BindingIdentity()
    self.location = location
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get {
      BindingReads.read(
        getter, of: identity, locationIsKnown: location != nil,
        mayReadModels: location?.mayReadModels ?? true)
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
      }, location: location?.appending(keyPath))
  }
}

extension Binding {
  /// A binding that unwraps an optional binding, or nil when its value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(
      get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 },
      location: base.location)
  }
}

/// The identity of a binding value: its copies share it.
final class BindingIdentity: Sendable {}
