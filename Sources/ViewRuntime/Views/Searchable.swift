/// `.searchable`: a search field bound to text, shown above the content.
struct SearchableModifier: BuiltinModifier {
  let text: Binding<String>
  let prompt: String
  var name: String { "searchable" }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    list.add(TextField(prompt, text: text), key: ChildKey(structural: "search"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}

extension View {
  /// A search field bound to `text`, found by the driver by its prompt. The placement is
  /// accepted and ignored.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String = "Search"
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }

  /// A search field bound to `text` whose prompt is a `Text`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt.content)
  }
}

/// Where a search field goes; accepted and ignored.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static let navigationBarDrawer = SearchFieldPlacement()
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement()
  }

  /// Whether the search field in the navigation bar always shows.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}
