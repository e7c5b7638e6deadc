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
protocol InstallableProperty {
  /// Links the property (labelled `label` in its view) to `node`.
  func install(on node: Node, label: String)
}

@MainActor
enum PropertyInstaller {
  /// Links every dynamic property of `view` (including those nested in custom
  /// `DynamicProperty` values) to `node`.
  static func install(_ view: any View, on node: Node) {
    let owner = (view as? any PropertyOwnerForwarding)?.propertyOwner ?? view
    install(children: Mirror(reflecting: owner).children, prefix: "", on: node)
  }

  private static func install(children: Mirror.Children, prefix: String, on node: Node) {
    for child in children {
      let label = prefix + (child.label ?? "?")
      if let property = child.value as? any InstallableProperty {
        property.install(on: node, label: label)
      } else if child.value is any DynamicProperty || child.value is any ViewModifier {
        // A binding holds closures and where it points, nothing to link.
        guard !(child.value is any InputBinding) else { continue }
        install(children: Mirror(reflecting: child.value).children, prefix: label + ".", on: node)
      } else if let object = observableObject(child.value) {
        node.host.observationNames.noteCandidate(object)
      }
    }
  }
}
