import Foundation

/// A custom alignment guide, as SwiftUI's `AlignmentID`: `HorizontalAlignment(MyGuide.self)`
/// makes a guide of it. Nothing is laid out headless, so `defaultValue(in:)` is never asked for.
public protocol AlignmentID {
  /// Where the guide falls in a view that sets no explicit value for it.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
  /// The guide `id` defines, named after it.
  public init(_ id: any AlignmentID.Type) { self.init(name: String(describing: id)) }
}

extension VerticalAlignment {
  /// The guide `id` defines, named after it.
  public init(_ id: any AlignmentID.Type) { self.init(name: String(describing: id)) }
}

/// A view's size and guides, as SwiftUI's `ViewDimensions` hands them to `alignmentGuide`'s
/// closure. Headless nothing has a size: all are zero.
public struct ViewDimensions: Equatable, Sendable {
  public let width: CGFloat
  public let height: CGFloat

  init() {
    width = 0
    height = 0
  }

  /// Where `guide` falls, from the leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  /// Where `guide` falls, from the top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
  /// The value the view set for `guide`, if it set one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  /// The value the view set for `guide`, if it set one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
  /// Sets where `guide` falls in the view; kept in the tree as `.alignmentGuide` with the
  /// guide's name. `computeValue` is not called: nothing is laid out.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AppearanceModifier(name: "alignmentGuide", detail: guide.description))
  }

  /// Sets where `guide` falls in the view; kept in the tree as `.alignmentGuide`.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AppearanceModifier(name: "alignmentGuide", detail: guide.description))
  }
}
