/// Horizontal alignment of stacked views: the built-in guides, or one of your own made from an
/// `AlignmentID` (AlignmentGuides.swift).
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's name: the built-in one's, or the name of its `AlignmentID` type.
  public let description: String
  init(name: String) { description = name }
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment of stacked views: the built-in guides, or one of your own made from an
/// `AlignmentID`.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide's name: the built-in one's, or the name of its `AlignmentID` type.
  public let description: String
  init(name: String) { description = name }
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Two-dimensional alignment.
public struct Alignment: Hashable, Sendable {
  public let horizontal: HorizontalAlignment
  public let vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Scroll directions.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical
  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// The edges of a rectangle.
public enum Edge: Hashable, Sendable {
  case top, leading, bottom, trailing
  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
