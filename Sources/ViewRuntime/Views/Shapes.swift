/// A shape that fills its space, as SwiftUI's `Shape`. Headless, shapes have no geometry: they
/// are leaves of the tree, and `.fill`, `.stroke` and `.clipShape` are kept for identity only.
public protocol Shape: View {}

/// A circle, as SwiftUI's `Circle`.
public struct Circle: Shape, PrimitiveView, Equatable {
  public init() {}
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape, PrimitiveView, Equatable {
  public init() {}
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape, PrimitiveView, Equatable {
  public let cornerRadius: Double
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A rectangle whose short sides are half circles, as SwiftUI's `Capsule`.
public struct Capsule: Shape, PrimitiveView, Equatable {
  public init(style: RoundedCornerStyle = .continuous) {}
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// An ellipse, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, PrimitiveView, Equatable {
  public init() {}
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// How rounded corners are drawn; accepted and ignored.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

extension Shape where Self == Circle {
  /// A circle, for `.clipShape(.circle)`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Rectangle {
  /// A rectangle, for `.clipShape(.rect)`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle, for `.clipShape(.rect(cornerRadius: 8))`.
  public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule, for `.clipShape(.capsule)`.
  public static var capsule: Capsule { Capsule() }
}

extension Shape {
  /// Fills the shape with `color`; kept in the tree as `.fill`, not drawn.
  public func fill(_ color: Color = .primary) -> some View {
    modifier(AppearanceModifier(name: "fill", detail: color.name))
  }

  /// Outlines the shape with `color`; kept in the tree as `.stroke`, not drawn.
  public func stroke(_ color: Color = .primary, lineWidth: Double = 1) -> some View {
    modifier(AppearanceModifier(name: "stroke", detail: color.name))
  }
}

extension View {
  /// Clips the view to `shape`; kept in the tree as `.clipShape`, not drawn.
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    modifier(AppearanceModifier(name: "clipShape", detail: viewTypeName(shape)))
  }

  /// Sets the tappable area to `shape`; accepted and ignored (every tap hits).
  public func contentShape<S: Shape>(_ shape: S) -> some View {
    modifier(AppearanceModifier(name: "contentShape", detail: viewTypeName(shape)))
  }

  /// Draws `color` behind the view, in `shape`: a `.background` whose decoration is the shape.
  public func background<S: Shape>(_ color: Color, in shape: S) -> some View {
    background(shape.fill(color))
  }

  /// Draws `color` behind the view: a `.background` whose decoration is the colour.
  public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(DecorationModifier(name: "background", decoration: color, isBehind: true))
  }

  /// Draws the views of `content` behind the view.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(DecorationModifier(name: "background", decoration: content(), isBehind: true))
  }

  /// Draws `overlay` over the view.
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(DecorationModifier(name: "overlay", decoration: overlay, isBehind: false))
  }
}
