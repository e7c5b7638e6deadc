import Observation
@_spi(Reflection) import Swift

/// A stored property of a view whose value the runtime provides before each body, as SwiftUI's
/// `DynamicProperty`. Custom ones can hold `@State`, `@Environment` and the like.
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the body of the view that holds the property.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A property wrapper that the runtime links to the node that holds it before each body.
@MainActor
protocol InstallableProperty: DynamicProperty {
  /// Links the property (labelled `label` in its view) to `node`.
  func install(on node: Node, label: String)
}

@MainActor
enum PropertyInstaller {
  /// Links every dynamic property of `view` (including those nested in custom
  /// `DynamicProperty` values) to `node`.
  static func install(_ view: any View, on node: Node) {
    if let owner = node.descriptor.propertyOwner {
      return install(propertiesOf: owner(view), prefix: "", on: node)
    }
    install(propertiesOfView: view, on: node)
  }

  /// The plan of each struct type whose properties were installed; nil for a type whose values
  /// are read through `Mirror`.
  private static let plans = PerTypeCache<InstallPlan?>()

  /// The plan for `type`, nil when its values are read through `Mirror`.
  private static func plan(for type: Any.Type) -> InstallPlan? {
    plans.value(for: type, compute: { StoredFields.of(type).map(InstallPlan.init) })
  }

  /// Installs the properties of `view`, opened where it is: made `Any`, the view would be copied
  /// into a box of its own, each of its references retained.
  private static func install<V: View>(propertiesOfView view: V, on node: Node) {
    guard let plan = plan(for: V.self) else {
      return install(propertiesOf: view, prefix: "", on: node)
    }
    StoredFields.withBytes(ofValue: view) { install(plan, bytes: $0, prefix: "", on: node) }
  }

  private static func install(propertiesOf value: Any, prefix: String, on node: Node) {
    guard let plan = plan(for: type(of: value)) else {
      for child in Mirror(reflecting: value).children {
        install(child.value, traits: nil, name: child.label, prefix: prefix, on: node)
      }
      return
    }
    StoredFields.withBytes(of: value) { install(plan, bytes: $0, prefix: prefix, on: node) }
  }

  /// Installs the properties `plan` reads of the value at `bytes`.
  private static func install(
    _ plan: InstallPlan, bytes: UnsafeRawPointer, prefix: String, on node: Node
  ) {
    for step in plan.steps {
      guard step.isObject else {
        let field = step.field
        install(
          field.read(bytes), traits: field.traits, name: field.label, prefix: prefix, on: node)
        continue
      }
      // Borrowed where the value stores it: the value at `bytes` holds the object meanwhile.
      let object = bytes.load(fromByteOffset: step.offset, as: Unmanaged<AnyObject>.self)
      let flags = ValueTraits.flags(of: withBorrowed(object) { type(of: $0) })
      if flags.installs || flags.holdsProperties {
        let object = object.takeUnretainedValue()
        install(
          object, traits: ValueTraits.of(type(of: object)), name: step.field.label,
          prefix: prefix, on: node)
      } else if flags.isObservableObject {
        withBorrowed(object) { node.host.observationNames.noteCandidate($0) }
      }
    }
  }

  /// Installs `value`, a property named `name` (`traits`, its declared type's, when they hold
  /// for every value).
  private static func install(
    _ value: Any, traits: ValueTraits?, name: String?, prefix: String, on node: Node
  ) {
    // The label is made only for what is installed: a model held needs none.
    var label: String { prefix + (name ?? "?") }
    let traits = traits ?? ValueTraits.of(type(of: value))
    guard traits.isDecided else { return installCasting(value, label: label, on: node) }
    if let install = traits.install {
      install(value, node, label)
    } else if traits.holdsProperties {
      install(propertiesOf: value, prefix: label + ".", on: node)
    } else if traits.isObservableObject {
      node.host.observationNames.noteCandidate(classInstance(value))
    }
  }

  /// Installs `value`, whose conformances may depend on its value (an optional), asking the
  /// value itself.
  private static func installCasting(_ value: Any, label: String, on node: Node) {
    if let property = value as? any InstallableProperty {
      property.install(on: node, label: label)
    } else if value is any DynamicProperty || value is any ViewModifier {
      // A binding holds closures and where it points, nothing to link.
      guard !(value is any InputBinding) else { return }
      install(propertiesOf: value, prefix: label + ".", on: node)
    } else if let object = observableObject(value) {
      node.host.observationNames.noteCandidate(object)
    }
  }
}

/// What installing the properties of a struct type (a view, a custom `DynamicProperty`) reads,
/// found once per type from its layout (``StoredFields``): a property whose declared type holds
/// nothing to install is not read, and one declared as a class is read as the object it is,
/// without making a value of it.
///
/// Its steps are plain values in a buffer kept for the life of the process, as the plan is (in
/// its cache): reading a plan and its steps per body retains nothing.
@MainActor
private struct InstallPlan {
  struct Step {
    /// Whether the property is declared as a class.
    let isObject: Bool
    /// Where the property is stored (the field's offset).
    let offset: Int
    /// The property, kept by the layout, which the plan keeps (``InstallPlan/init(_:)``).
    unowned(unsafe) let field: StoredFields.Field
  }

  /// The properties to read, in declaration order.
  let steps: UnsafeBufferPointer<Step>

  /// The plan for the fields of `layout`, which it keeps for the life of the process.
  init(_ layout: StoredFields) {
    let steps = layout.fields.compactMap { field -> Step? in
      if let traits = field.traits {
        return traits.mayHoldProperties
          ? Step(isObject: false, offset: field.offset, field: field) : nil
      }
      let isObject = TypeRecord.kind(of: field.type) == .class
      return Step(isObject: isObject, offset: field.offset, field: field)
    }
    let buffer = UnsafeMutableBufferPointer<Step>.allocate(capacity: steps.count)
    _ = buffer.initialize(from: steps)
    self.steps = UnsafeBufferPointer(buffer)
    _ = Unmanaged.passRetained(layout)
  }
}

extension StoredFields {
  /// Calls `body` with the address of `value`'s bytes, borrowed where they are: a value of a
  /// known type, which ``withBytes(of:_:)`` would take as `Any`, copied into a box of its own.
  /// Nonisolated: a closure made on the main actor and called by `withUnsafeBytes` would check
  /// on each call that it runs there.
  nonisolated static func withBytes<T, R>(ofValue value: T, _ body: (UnsafeRawPointer) -> R) -> R {
    withUnsafeBytes(of: value) { body($0.baseAddress ?? UnsafeRawPointer(bitPattern: 64)!) }
  }
}
