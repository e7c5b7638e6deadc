/// Fills beyond plain colours: materials and gradients, as SwiftUI's `ShapeStyle`s. Headless
/// nothing is drawn: a style is kept in the tree under its name where it is used, and gradients
/// used as views are leaves of the tree.
public protocol ShapeStyle: Sendable {
  /// How the style is shown in the tree.
  var styleName: String { get }
}

extension Color: ShapeStyle {
  public var styleName: String { name }
}

/// A blurred, translucent fill, as SwiftUI's `Material`.
public struct Material: ShapeStyle, Hashable {
  public let styleName: String
  public static let ultraThinMaterial = Material(styleName: "ultraThinMaterial")
  public static let thinMaterial = Material(styleName: "thinMaterial")
  public static let regularMaterial = Material(styleName: "regularMaterial")
  public static let thickMaterial = Material(styleName: "thickMaterial")
  public static let ultraThickMaterial = Material(styleName: "ultraThickMaterial")
  public static let bar = Material(styleName: "bar")
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  public static var thinMaterial: Material { Material.thinMaterial }
  public static var regularMaterial: Material { Material.regularMaterial }
  public static var thickMaterial: Material { Material.thickMaterial }
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  public static var bar: Material { Material.bar }
}

/// Colours along a gradient, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  public let colors: [Color]
  public init(colors: [Color]) { self.colors = colors }
}

/// A linear gradient: a style, and a view that fills its frame.
public struct LinearGradient: ShapeStyle {
  let gradient: Gradient
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public var styleName: String { "LinearGradient" }
}

extension LinearGradient: PrimitiveView {
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A radial gradient: a style, and a view that fills its frame.
public struct RadialGradient: ShapeStyle {
  let gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.gradient = gradient
  }
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
  public var styleName: String { "RadialGradient" }
}

extension RadialGradient: PrimitiveView {
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// An angular gradient: a style, and a view that fills its frame.
public struct AngularGradient: ShapeStyle {
  let gradient: Gradient
  public init(gradient: Gradient, center: UnitPoint) { self.gradient = gradient }
  public init(colors: [Color], center: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), center: center)
  }
  public var styleName: String { "AngularGradient" }
}

extension AngularGradient: PrimitiveView {
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  )
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension Shape {
  /// Fills the shape with a material or a gradient; kept in the tree as `.fill`.
  public func fill<S: ShapeStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "fill", detail: style.styleName))
  }

  /// Outlines the shape with a material or a gradient; kept in the tree as `.stroke`.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
    modifier(AppearanceModifier(name: "stroke", detail: style.styleName))
  }
}

extension View {
  /// Colours the view's content with a material or a gradient; kept in the tree.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "foregroundStyle", detail: style.styleName))
  }

  /// Draws a material or a gradient behind the view; kept in the tree as `.background`.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    modifier(AppearanceModifier(name: "background", detail: style.styleName))
  }

  /// Draws a material or a gradient behind the view, in `shape`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    modifier(AppearanceModifier(name: "background", detail: style.styleName))
  }
}
