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

  /// The form with a label closure, as iOS 15's `Picker(selection:content:label:)`; a `Text`
  /// label gives the title, any other label none.
  public init<Label: View>(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, label: label(), content: content)
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(Text(title), key: ChildKey(structural: "label"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}

extension Picker: Labeled {
  var searchableText: [String] { [title] }
  func shows(_ text: String) -> Bool { title == text }
}

extension Picker: Selectable, OptionListing {
  func select(_ option: String, node: Node) -> Bool {
    guard let choice = options(node: node).first(where: { $0.matches(option) }) else {
      return false
    }
    selection.wrappedValue = choice.value
    return true
  }

  func optionNames(node: Node) -> [String] { options(node: node).map(\.name) }

  /// The options, in order: the views marked `.tag` with a value of the selection's type, or,
  /// with none, the rows of a `ForEach` whose ids are of that type, as SwiftUI tags them.
  private func options(node: Node) -> [PickerOption<SelectionValue>] {
    let tagged = node.descendants.compactMap { candidate in
      (candidate.modifier(TagModifier.self)?.value.base as? SelectionValue).map {
        PickerOption(value: $0, view: candidate)
      }
    }
    guard tagged.isEmpty else { return tagged }
    return node.descendants.flatMap { forEach -> [PickerOption<SelectionValue>] in
      guard let rows = forEach.view as? any RowIdentifying else { return [] }
      return forEach.children.compactMap { row in
        (row.key.explicitID.flatMap(rows.id(ofRow:))?.base as? SelectionValue).map {
          PickerOption(value: $0, view: row)
        }
      }
    }
  }
}

/// One option of a picker: the value it stands for and the view that shows it.
@MainActor
private struct PickerOption<Value> {
  let value: Value
  let view: Node

  /// The first text the option shows, else its value as the trace writes it.
  var name: String {
    ([view] + view.descendants).lazy.compactMap { ($0.view as? any Labeled)?.searchableText.first }
      .first ?? describeValue(value)
  }

  /// Whether the option shows `option` or its value reads so.
  func matches(_ option: String) -> Bool {
    ([view] + view.descendants).contains { $0.shows(option) } || describeValue(value) == option
  }
}
