/// How lists, rows and scroll views look. Headless each is kept in the tree under its name
/// for identity and otherwise ignored.
extension View {
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(AppearanceModifier(name: "listRowBackground", detail: ""))
  }

  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(AppearanceModifier(name: "listRowSeparator", detail: "\(visibility)"))
  }

  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(AppearanceModifier(name: "listRowInsets", detail: ""))
  }

  public func listSectionSpacing(_ spacing: Double) -> some View {
    modifier(AppearanceModifier(name: "listSectionSpacing", detail: "\(spacing)"))
  }

  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modifier(AppearanceModifier(name: "scrollContentBackground", detail: "\(visibility)"))
  }

  public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View
  {
    modifier(AppearanceModifier(name: "scrollIndicators", detail: "\(visibility)"))
  }

  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(AppearanceModifier(name: "ignoresSafeArea", detail: ""))
  }

  /// The deprecated form of `.ignoresSafeArea(edges:)`, which it is.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(edges: edges)
  }
}

/// The top and bottom edges.
public enum VerticalEdge: Hashable, Sendable {
  case top, bottom
  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top, leading, bottom, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The regions a view may extend into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
