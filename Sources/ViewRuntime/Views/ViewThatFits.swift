/// The first of several views that fits, as SwiftUI's `ViewThatFits`. Headless there are no
/// sizes and the first view always fits: it is the only child, at its own position.
public struct ViewThatFits<Content: View>: PrimitiveView {
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    var candidates = ChildList()
    candidates.add(content, key: ChildKey())
    if let first = candidates.items.first { list.items.append(first) }
  }
}
