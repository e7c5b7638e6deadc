/// Two or three columns, as SwiftUI's `NavigationSplitView`: children keyed `sidebar`,
/// `content` (three columns only) and `detail`, all shown, as on an iPad in landscape.
/// A list with a selection in the sidebar usually decides what the detail shows.
///
/// Not modelled: the collapse into one stack on a compact width, and `NavigationLink`s in a
/// column pushing onto the next one.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(sidebar, key: ChildKey(structural: "sidebar"))
    if let content { list.add(content, key: ChildKey(structural: "content")) }
    list.add(detail, key: ChildKey(structural: "detail"))
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A sidebar and a detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = nil
    self.detail = detail()
  }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`; accepted
/// and ignored (all columns show).
public enum NavigationSplitViewVisibility: Hashable, Sendable {
  case automatic, all, doubleColumn, detailOnly
}

extension View {
  /// Sets a split view's column width; kept in the tree, otherwise ignored.
  public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
    modifier(AppearanceModifier(name: "navigationSplitViewColumnWidth", detail: "\(width)"))
  }

  /// Sets a split view's column width within bounds; kept in the tree, otherwise ignored.
  public func navigationSplitViewColumnWidth(
    min: Double? = nil, ideal: Double, max: Double? = nil
  ) -> some View {
    modifier(AppearanceModifier(name: "navigationSplitViewColumnWidth", detail: "\(ideal)"))
  }
}
