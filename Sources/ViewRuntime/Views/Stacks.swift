/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: PrimitiveView {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: PrimitiveView {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: PrimitiveView {
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// A scrollable region whose content is all realized, as SwiftUI's `ScrollView`.
public struct ScrollView<Content: View>: PrimitiveView {
  let content: Content
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// A horizontal stack that realizes columns as they scroll into view, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}
