/// A text style.
public struct Font: Hashable, Sendable {
  public let name: String
  public init(name: String) { self.name = name }
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let caption = Font(name: "caption")
  public static let footnote = Font(name: "footnote")
}

/// The rest of SwiftUI's `Font` API. Fonts are kept in the tree by `.font` for identity only;
/// the name records what was asked for.
extension Font {
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let caption2 = Font(name: "caption2")

  /// A system font of a fixed size.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(name: "system(\(size))")
  }

  /// The system font for a text style.
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    style
  }

  /// The font with a weight.
  public func weight(_ weight: Weight) -> Font { Font(name: "\(name).\(weight.name)") }
  /// The font in bold.
  public func bold() -> Font { weight(.bold) }
  /// The font in italics.
  public func italic() -> Font { Font(name: "\(name).italic") }
  /// The font with fixed-width characters.
  public func monospaced() -> Font { Font(name: "\(name).monospaced") }
  /// The font with fixed-width digits.
  public func monospacedDigit() -> Font { Font(name: "\(name).monospacedDigit") }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let ultraLight = Weight(name: "ultraLight")
    public static let thin = Weight(name: "thin")
    public static let light = Weight(name: "light")
    public static let regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium")
    public static let semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold")
    public static let heavy = Weight(name: "heavy")
    public static let black = Weight(name: "black")
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

/// How text lines line up.
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}

extension View {
  /// Sets the font weight of text inside; kept in the tree as `.fontWeight`.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(AppearanceModifier(name: "fontWeight", detail: weight?.name ?? "nil"))
  }

  /// Sets the font design of text inside; kept in the tree as `.fontDesign`.
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(AppearanceModifier(name: "fontDesign", detail: design.map { "\($0)" } ?? "nil"))
  }

  /// Strikes the text inside through when `isActive`; kept in the tree as `.strikethrough`.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(AppearanceModifier(name: "strikethrough", detail: "\(isActive)"))
  }

  /// Underlines the text inside when `isActive`; kept in the tree as `.underline`.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(AppearanceModifier(name: "underline", detail: "\(isActive)"))
  }

  /// Gives the digits of text inside a fixed width; kept in the tree as `.monospacedDigit`.
  public func monospacedDigit() -> some View {
    modifier(AppearanceModifier(name: "monospacedDigit", detail: ""))
  }

  /// Aligns lines of text inside; kept in the tree as `.multilineTextAlignment`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(AppearanceModifier(name: "multilineTextAlignment", detail: "\(alignment)"))
  }

  /// Limits text inside to a range of lines; kept in the tree as `.lineLimit`.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(AppearanceModifier(name: "lineLimit", detail: "\(limit)"))
  }

  /// Limits the lines of text to `limit`, reserving their space when `reservesSpace`; kept in
  /// the tree as `.lineLimit`.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(AppearanceModifier(name: "lineLimit", detail: "\(limit)"))
  }
}
