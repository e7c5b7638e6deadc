/// `.searchSuggestions`: the views offered under a search field. Headless the field is always
/// active, so they are always in the tree, before the content, as a menu's buttons are.
struct SearchSuggestionsModifier<Suggestions: View>: BuiltinModifier {
  let suggestions: Suggestions
  var name: String { "searchSuggestions" }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    list.add(suggestions, key: ChildKey(structural: "suggestions"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}

/// `.searchCompletion`: a suggestion that, tapped, puts its completion in the search field.
struct SearchCompletionModifier: BuiltinModifier, TapActionModifier {
  let completion: String
  var name: String { "searchCompletion" }

  /// Writes the completion into the text of the search the suggestion belongs to: the
  /// `.searchable` around the nearest `.searchSuggestions`, or inside it.
  func tapAction(at node: Node) -> (@MainActor () -> Void)? {
    for ancestor in node.ancestors {
      if let search = ancestor.modifier(SearchableModifier.self) {
        return { search.text.wrappedValue = completion }
      }
      guard ancestor.modifier((any SuggestionsModifier).self) != nil else { continue }
      for inner in ancestor.descendants {
        if let search = inner.modifier(SearchableModifier.self) {
          return { search.text.wrappedValue = completion }
        }
      }
      return nil
    }
    return nil
  }
}

/// Every `SearchSuggestionsModifier`, whatever its suggestions' type.
protocol SuggestionsModifier {}
extension SearchSuggestionsModifier: SuggestionsModifier {}

extension View {
  /// Suggestions for the search of this view; a suggestion with `.searchCompletion` fills the
  /// field when tapped.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    modifier(SearchSuggestionsModifier(suggestions: suggestions()))
  }

  /// Puts `completion` in the search field when this suggestion is tapped.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }
}
