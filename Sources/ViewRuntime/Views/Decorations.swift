/// A modifier that adds a view beside its content (`background`, `overlay`, `toolbar`,
/// `swipeActions`): both are children, in drawing order.
struct DecorationModifier: BuiltinModifier {
  let name: String
  let decoration: any View
  /// Whether the decoration is drawn before (under) the content.
  let isBehind: Bool

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    if isBehind { list.add(decoration, key: ChildKey(structural: name)) }
    list.add(content, key: ChildKey(structural: "content"))
    if !isBehind { list.add(decoration, key: ChildKey(structural: name)) }
  }
}

extension View {
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(DecorationModifier(name: "overlay", decoration: content(), isBehind: false))
  }

  public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
    modifier(DecorationModifier(name: "toolbar", decoration: content(), isBehind: false))
  }

  public func swipeActions<V: View>(
    edge: Edge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> V
  )
    -> some View
  {
    modifier(DecorationModifier(name: "swipeActions", decoration: content(), isBehind: false))
  }
}
