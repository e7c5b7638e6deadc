/// The view's tint as a style, as SwiftUI's `TintShapeStyle`: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var styleName: String { "tint" }
}

/// The background of the view's context as a style, as SwiftUI's `BackgroundStyle`:
/// `.background(.background.secondary, in: .rect(cornerRadius: 12))`.
public struct BackgroundStyle: ShapeStyle, Hashable {
  public init() {}
  public var styleName: String { "background" }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The view's tint.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the view's context.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A level of another style, as SwiftUI's `ShapeStyle.secondary` returns; kept in the tree by
/// name (`background.secondary`).
struct StyleLevel: ShapeStyle {
  let styleName: String
}

extension ShapeStyle {
  /// The style one level down, as SwiftUI's `ShapeStyle.secondary`.
  public var secondary: some ShapeStyle { StyleLevel(styleName: "\(styleName).secondary") }
  /// The style two levels down.
  public var tertiary: some ShapeStyle { StyleLevel(styleName: "\(styleName).tertiary") }
  /// The style three levels down.
  public var quaternary: some ShapeStyle { StyleLevel(styleName: "\(styleName).quaternary") }
}
