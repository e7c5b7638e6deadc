import Observation

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
    let owner = node.descriptor.propertyOwner?(view) ?? view
    install(propertiesOf: owner, prefix: "", on: node)
  }

  private static func install(propertiesOf value: Any, prefix: String, on node: Node) {
    // A property whose declared type decides is read only if it may hold something to install.
    let skip: (StoredFields.Field) -> Bool = { $0.traits?.mayHoldProperties == false }
    StoredFields.forEachChild(of: value, skipping: skip) { field, name, value in
      // The label is made only for what is installed: a model held needs none.
      var label: String { prefix + (name ?? "?") }
      let traits = field?.traits ?? ValueTraits.of(type(of: value))
      guard traits.isDecided else { return installCasting(value, label: label, on: node) }
      if let install = traits.install {
        install(value, node, label)
      } else if traits.holdsProperties {
        install(propertiesOf: value, prefix: label + ".", on: node)
      } else if traits.isObservableObject {
        node.host.observationNames.noteCandidate(classInstance(value))
      }
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
