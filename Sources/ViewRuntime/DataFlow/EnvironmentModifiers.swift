import Observation
import TraceFormat

/// `.environment(\.key, value)`: sets a value for the content's environment.
struct EnvironmentValueModifier<Value>: BuiltinModifier, EnvironmentWriter {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  var name: String { "environment" }
  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    var copy = environment
    copy.accessLog = nil
    copy[keyPath: keyPath] = value
    return copy
  }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    node.childEnvironment = apply(to: node.environment)
    list.add(content, key: ChildKey())
  }
}

/// `.environment(model)` and `.environmentObject(model)`: places a model in the environment.
struct EnvironmentObjectModifier<Object: AnyObject>: BuiltinModifier, EnvironmentWriter {
  let object: Object?
  let name: String
  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    guard let object else { return environment }
    var copy = environment
    copy.setObject(object)
    return copy
  }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    node.childEnvironment = apply(to: node.environment)
    list.add(content, key: ChildKey())
  }
}

/// `.disabled(_:)`: turns the controls inside off.
struct DisabledModifier: BuiltinModifier, EnvironmentWriter {
  let isDisabled: Bool
  var name: String { "disabled" }
  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    var copy = environment
    copy.isEnabled = environment.isEnabled && !isDisabled
    return copy
  }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    node.childEnvironment = apply(to: node.environment)
    list.add(content, key: ChildKey())
  }
}

/// `.id(_:)`: gives the content an explicit identity; a new value is a new identity, with fresh state.
struct IDModifier: BuiltinModifier {
  let id: AnyHashable
  var name: String { "id" }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    list.add(content, key: ChildKey(structural: "", explicitID: describeValue(id.base)))
  }
}

extension View {
  /// Sets an environment value for this view and the views inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
  }

  /// Places an `@Observable` model in the environment, for `@Environment(Model.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentObjectModifier(object: object, name: "environment"))
  }

  /// Places an `ObservableObject` in the environment, for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectModifier(object: object, name: "environmentObject"))
  }

  /// Disables the controls inside when `disabled` is true.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: disabled))
  }

  /// Gives the view an explicit identity: when `id` changes, the view is a new identity and
  /// its state starts over.
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: AnyHashable(id))) }
}
