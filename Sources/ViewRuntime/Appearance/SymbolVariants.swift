/// How SF Symbols in a view are drawn (`.fill`, `.circle`, `.circle.fill`, …), as SwiftUI's
/// `SymbolVariants`; kept in the tree by `.symbolVariant(_:)`, otherwise ignored.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  private let names: [String]

  private init(_ names: [String]) { self.names = names }

  /// The variants' names joined by dots, as they are spelled (`circle.fill`); `none` for none.
  public var description: String { names.isEmpty ? "none" : names.joined(separator: ".") }

  public static let none = SymbolVariants([])
  public static let circle = SymbolVariants(["circle"])
  public static let square = SymbolVariants(["square"])
  public static let rectangle = SymbolVariants(["rectangle"])
  public static let fill = SymbolVariants(["fill"])
  public static let slash = SymbolVariants(["slash"])

  /// These variants, filled.
  public var fill: SymbolVariants { SymbolVariants(names + ["fill"]) }
  /// These variants, in a circle.
  public var circle: SymbolVariants { SymbolVariants(names + ["circle"]) }
  /// These variants, in a square.
  public var square: SymbolVariants { SymbolVariants(names + ["square"]) }
  /// These variants, in a rectangle.
  public var rectangle: SymbolVariants { SymbolVariants(names + ["rectangle"]) }
  /// These variants, struck through.
  public var slash: SymbolVariants { SymbolVariants(names + ["slash"]) }

  /// Whether these variants include `other`'s.
  public func contains(_ other: SymbolVariants) -> Bool {
    other.names.allSatisfy(names.contains)
  }
}

extension View {
  /// Draws the symbols inside in `variant`; kept in the tree as `.symbolVariant`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(AppearanceModifier(name: "symbolVariant", detail: variant.description))
  }
}
