/// A control that picks a colour, as SwiftUI's `ColorPicker`. The driver picks one by name
/// with `select(_:in:)` (`driver.select("orange", in: "Accent")`); opacity support is accepted
/// and ignored.
public struct ColorPicker<Label: View>: PrimitiveView {
  let label: Label
  let title: String?
  let selection: Binding<Color>

  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    title = (self.label as? Text)?.content
    self.selection = selection
  }

  func makeChildren(_ list: inout ChildList, node: Node) { list.add(label, key: ChildKey()) }
}

extension ColorPicker where Label == Text {
  public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
  }
}

extension ColorPicker: Labeled {
  var searchableText: [String] { title.map { [$0] } ?? [] }
  func shows(_ text: String) -> Bool { title == text }
}

extension ColorPicker: Selectable {
  func select(_ option: String, node: Node) -> Bool {
    selection.wrappedValue = Color(option)
    return true
  }
}
