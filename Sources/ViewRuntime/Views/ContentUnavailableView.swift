/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`:
/// children keyed `label`, `description` and `actions`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  PrimitiveView
{
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(label, key: ChildKey(structural: "label"))
    list.add(description, key: ChildKey(structural: "description"))
    list.add(actions, key: ChildKey(structural: "actions"))
  }
}

extension ContentUnavailableView
where
  Label == ViewRuntime.Label, Description == Text?,
  Actions == EmptyView
{
  /// A title with a symbol and an optional description.
  public init(_ title: String, systemImage: String, description: Text? = nil) {
    self.init(
      label: { ViewRuntime.Label(title, systemImage: systemImage) }, description: { description })
  }

  /// The standard "no results" view of a search.
  public static var search: Self {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  /// The standard "no results" view of a search for `text`.
  public static func search(text: String) -> Self {
    ContentUnavailableView(
      "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}
