/// A table style, for `.tableStyle(_:)`; accepted and ignored.
public protocol TableStyle: Sendable {}

/// The `.automatic` table style.
public struct AutomaticTableStyle: TableStyle { public init() {} }

extension TableStyle where Self == AutomaticTableStyle {
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

/// The `.inset` table style.
public struct InsetTableStyle: TableStyle { public init() {} }

extension TableStyle where Self == InsetTableStyle {
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

/// The `.bordered` table style (macOS).
public struct BorderedTableStyle: TableStyle { public init() {} }

extension TableStyle where Self == BorderedTableStyle {
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

extension View {
  /// Sets the style of tables inside; kept in the tree as `.tableStyle`, otherwise ignored.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "tableStyle", detail: String(describing: S.self)))
  }
}
