/// The colours as shape styles, as SwiftUI's `ShapeStyle where Self == Color` members: where a
/// style is generic (`.background(_:in:)`), `.orange` and chains on it (`.orange.gradient`) find
/// them.
extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var green: Color { Color.green }
  public static var blue: Color { Color.blue }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var indigo: Color { Color.indigo }
  public static var teal: Color { Color.teal }
  public static var mint: Color { Color.mint }
  public static var cyan: Color { Color.cyan }
  public static var brown: Color { Color.brown }
}

/// A colour's standard gradient, as SwiftUI's `AnyGradient`; kept in the tree by its colour's
/// name.
public struct AnyGradient: ShapeStyle, Hashable {
  let color: Color
  public var styleName: String { "\(color.name).gradient" }
}

extension Color {
  /// The colour's standard gradient, as SwiftUI's `Color.gradient`.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}
