/// A text input that hides what is typed, as SwiftUI's `SecureField`.
public struct SecureField: PrimitiveView {
  let title: String
  let text: Binding<String>
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension SecureField: TextInput, Labeled {
  func setText(_ text: String) { self.text.wrappedValue = text }
  var searchableText: [String] { [title] }
  func shows(_ text: String) -> Bool { title == text }
}
