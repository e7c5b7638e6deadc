/// `.safeAreaInset`: a view placed along an edge of the content, which the content makes room
/// for. Headless nothing is laid out: the inset is a child keyed `safeAreaInset`, before the
/// content (keyed `content`) for the top and leading edges and after it otherwise. The
/// alignment and spacing are accepted and ignored.
extension View {
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      DecorationModifier(name: "safeAreaInset", decoration: content(), isBehind: edge == .top))
  }

  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      DecorationModifier(
        name: "safeAreaInset", decoration: content(), isBehind: edge == .leading))
  }
}

/// The leading and trailing edges.
public enum HorizontalEdge: Hashable, Sendable {
  case leading, trailing
}
