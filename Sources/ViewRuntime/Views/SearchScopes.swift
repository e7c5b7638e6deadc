/// `.searchScopes`: the scope bar of a search, a picker of the tagged views of `scopes` bound to
/// `scope`, beside the content. The driver selects a scope with `select(_:in: "Search Scope")`.
struct SearchScopesModifier<Value: Hashable, Scopes: View>: BuiltinModifier {
  let scope: Binding<Value>
  let scopes: Scopes
  var name: String { "searchScopes" }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    list.add(
      Picker("Search Scope", selection: scope) { scopes }, key: ChildKey(structural: "scopes"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}

extension View {
  /// A scope bar for the search of this view, choosing among the `.tag`ged views of `scopes`.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    modifier(SearchScopesModifier(scope: scope, scopes: scopes()))
  }

  /// A scope bar shown as `activation` says; headless it always shows.
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    modifier(SearchScopesModifier(scope: scope, scopes: scopes()))
  }
}

/// When a search's scope bar shows, as SwiftUI's `SearchScopeActivation`; accepted and ignored.
public struct SearchScopeActivation: Sendable {
  public static let automatic = SearchScopeActivation()
  public static let onTextEntry = SearchScopeActivation()
  public static let onSearchPresentation = SearchScopeActivation()
}
