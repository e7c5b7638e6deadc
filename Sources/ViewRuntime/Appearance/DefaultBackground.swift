extension View {
  /// Puts the system's background behind the view, as SwiftUI's `.background()` with no style;
  /// kept in the tree as `.background`.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(AppearanceModifier(name: "background", detail: "background"))
  }
}
