/// A label that shows or hides its content when tapped, as SwiftUI's `DisclosureGroup`.
///
/// The label is a child keyed `label`; while expanded the content is a child keyed `content`,
/// inserted and removed with reason presentation. Without an `isExpanded` binding the group
/// keeps whether it is expanded in a slot `_isExpanded` of its own identity.
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = nil
  }

  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(label, key: ChildKey(structural: "label"))
    guard expansion(node).wrappedValue else { return }
    var key = ChildKey(structural: "content")
    key.reasonHint = .presentation
    list.add(content, key: key)
  }

  /// The binding that says whether the group is expanded: the app's, or the group's own slot.
  private func expansion(_ node: Node) -> Binding<Bool> {
    if let isExpanded { return isExpanded }
    let slot = node.slot(
      "_isExpanded", kind: .state, typeName: "Bool", site: "DisclosureGroup"
    ) { false }
    return Binding(get: { slot.read() as! Bool }, set: { slot.write($0) })
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
  }
}

extension DisclosureGroup: Tappable {
  /// Expands or collapses the group, as a tap on its label does.
  func tap(node: Node) -> Bool {
    expansion(node).wrappedValue.toggle()
    return true
  }
}
