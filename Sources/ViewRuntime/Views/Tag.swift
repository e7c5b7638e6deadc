/// `.tag(_:)`: the value a picker option or a tab stands for.
struct TagModifier: BuiltinModifier {
  let value: AnyHashable
  var name: String { "tag" }
}

extension View {
  /// The value this view stands for in a `Picker` or a `TabView`.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }
}
