extension View {
  /// Where the view sits in its `Grid` cell; kept in the tree as `.gridCellAnchor`, otherwise
  /// ignored.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(AppearanceModifier(name: "gridCellAnchor", detail: "\(anchor.x), \(anchor.y)"))
  }
}
