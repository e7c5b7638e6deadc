/// A choice among tagged options, as SwiftUI's `Picker`. Options are the `.tag(_:)`ged views of
/// its content.
public struct Picker<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let title: String
  let selection: Binding<SelectionValue>
  let content: Content
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  /// The older form with a label view; a `Text` label gives the title, any other label none.
  public init<Label: View>(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init((label as? Text)?.content ?? "", selection: selection, content: content)
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(Text(title), key: ChildKey(structural: "label"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}

extension Picker: Labeled {
  var searchableText: [String] { [title] }
}

extension Picker: Selectable {
  func select(_ option: String, node: Node) -> Bool {
    for candidate in node.descendants {
      guard let tag = candidate.modifier(TagModifier.self),
        let value = tag.value.base as? SelectionValue,
        candidate.descendants.contains(where: { $0.shows(option) })
          || describeValue(value) == option
      else { continue }
      selection.wrappedValue = value
      return true
    }
    return false
  }
}
