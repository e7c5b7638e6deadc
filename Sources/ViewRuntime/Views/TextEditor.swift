/// A multi-line text field, as SwiftUI's `TextEditor`. It has no title: give it an
/// `.accessibilityIdentifier` for the driver to type into it.
public struct TextEditor: PrimitiveView {
  let text: Binding<String>
  public init(text: Binding<String>) { self.text = text }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension TextEditor: TextInput, Labeled {
  var title: String { "" }
  func setText(_ text: String) { self.text.wrappedValue = text }
  var searchableText: [String] { [] }
  func shows(_ text: String) -> Bool { false }
}
