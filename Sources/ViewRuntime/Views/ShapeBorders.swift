/// A shape that can be drawn inset by an amount, as SwiftUI's `InsettableShape`: the shapes whose
/// outline `strokeBorder` draws inside their frame (circles, capsules, ellipses, rectangles).
public protocol InsettableShape: Shape {}

extension Circle: InsettableShape {}
extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Ellipse: InsettableShape {}

extension InsettableShape {
  /// Outlines the shape inside its frame with `content`; kept in the tree as `.strokeBorder`, not
  /// drawn.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: Double = 1, antialiased: Bool = true
  ) -> some View {
    modifier(AppearanceModifier(name: "strokeBorder", detail: content.styleName))
  }

  /// Outlines the shape inside its frame with `content` in `style`; kept in the tree as
  /// `.strokeBorder`.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    modifier(AppearanceModifier(name: "strokeBorder", detail: content.styleName))
  }

  /// Outlines the shape inside its frame in the foreground colour; kept in the tree as
  /// `.strokeBorder`.
  public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> some View {
    strokeBorder(Color.primary, lineWidth: lineWidth, antialiased: antialiased)
  }

  /// Outlines the shape inside its frame in the foreground colour in `style`; kept in the tree
  /// as `.strokeBorder`.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(Color.primary, style: style, antialiased: antialiased)
  }
}
