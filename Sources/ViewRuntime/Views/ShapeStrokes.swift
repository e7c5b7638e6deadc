/// A shape drawn from `from` to `to` of its outline, as `Shape.trim(from:to:)` makes in SwiftUI:
/// a leaf of the tree, as every shape is.
public struct TrimmedShape<Content: Shape>: Shape, PrimitiveView {
  let shape: Content
  /// Where the drawn part starts and ends, as fractions of the outline.
  public let from: Double
  public let to: Double
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension Shape {
  /// The part of the shape's outline from `from` to `to` (fractions of it); nothing is drawn.
  public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> TrimmedShape<Self>
  {
    TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }

  /// Outlines the shape with `color` in `style`; kept in the tree as `.stroke`, not drawn.
  public func stroke(_ color: Color, style: StrokeStyle) -> some View {
    modifier(AppearanceModifier(name: "stroke", detail: color.name))
  }

  /// Outlines the shape with a material or a gradient in `style`; kept in the tree as `.stroke`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    modifier(AppearanceModifier(name: "stroke", detail: content.styleName))
  }
}

/// How a stroke is drawn, as SwiftUI's `StrokeStyle`; accepted and ignored.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: Double
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: Double
  public var dash: [Double]
  public var dashPhase: Double

  public init(
    lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a line's ends are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Hashable, Sendable { case butt, round, square }

/// How a line's corners are drawn, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }
