import TraceFormat

/// A model owned by a view's identity, created once, as SwiftUI's `@StateObject`.
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty,
  RuntimeManagedProperty
{
  let make: () -> ObjectType
  let site: String
  let box = ValueBox<Slot>()

  public init(
    wrappedValue thunk: @autoclosure @escaping () -> ObjectType, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    make = thunk
    site = DeclarationSites.site(file, line)
  }

  public var wrappedValue: ObjectType {
    guard let slot = box.value else { fatalError("@StateObject read outside of a body") }
    return slot.value as! ObjectType
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  func install(on node: Node, label: String) {
    let slot = node.slot(
      label, kind: .stateObject, typeName: typeDescription(ObjectType.self),
      site: site
    ) { make() }
    box.value = slot
    node.host.observe(slot.value as! ObjectType, from: node)
  }
}

/// A model passed in from outside whose changes invalidate the view, as SwiftUI's `@ObservedObject`.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  func install(on node: Node, label: String) {
    node.host.observe(wrappedValue, from: node)
  }

  /// Makes bindings to the object's properties: `$model.name`.
  @MainActor @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(
        get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
        location: BindingLocation(root: object, path: [.keyPath(keyPath)]))
    }
  }
}

/// A model placed in the environment with `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
@MainActor @preconcurrency @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, InstallableProperty,
  RuntimeManagedProperty
{
  let box = ValueBox<ObjectType>()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = box.value else { fatalError("@EnvironmentObject read outside of a body") }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  func install(on node: Node, label: String) {
    guard let object = node.environment.object(ObjectType.self) else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) in the environment of \(node.path); "
          + "place one with .environmentObject(_:) on an ancestor")
    }
    box.value = object
    node.host.observe(object, from: node)
  }
}
