/// A container for grouped controls, as SwiftUI's `Form`; lazy like a list.
public struct Form<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}
