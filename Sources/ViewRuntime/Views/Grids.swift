/// Grids beyond `LazyVGrid`: the eager `Grid` of `GridRow`s, and `LazyHGrid`.

/// A grid whose rows are all realized, as SwiftUI's `Grid`. Its rows are `GridRow`s (or single
/// views spanning all columns); nothing is laid out, so alignment and spacing are ignored.
public struct Grid<Content: View>: PrimitiveView {
  let content: Content
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`: its views are the row's cells.
public struct GridRow<Content: View>: PrimitiveView {
  let content: Content
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// A horizontal grid that realizes columns as they scroll into view, as SwiftUI's `LazyHGrid`,
/// through the same window as `LazyVGrid`: ten columns of its rows at a time. Adaptive rows
/// count as many as fit in 390 points.
public struct LazyHGrid<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  let rows: Int
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = max(1, rows.reduce(0) { $0 + $1.columnCount(width: 390) })
    self.content = content()
  }
  var visibleRows: Int { LazyWindowDefaults.rows * rows }
}

/// Which section headers and footers stay pinned while a lazy container scrolls, as SwiftUI's
/// `PinnedScrollableViews`; accepted and ignored.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension View {
  /// How many columns of a `Grid` the cell spans; kept in the tree as `.gridCellColumns`,
  /// otherwise ignored.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(AppearanceModifier(name: "gridCellColumns", detail: "\(count)"))
  }

  /// How the cells of this column align; kept in the tree, otherwise ignored.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(AppearanceModifier(name: "gridColumnAlignment", detail: "\(guide)"))
  }

  /// The axes along which the cell takes no space of its own; kept in the tree, otherwise
  /// ignored.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(AppearanceModifier(name: "gridCellUnsizedAxes", detail: "\(axes.rawValue)"))
  }
}

/// A grid column description, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  public var size: Size
  public var spacing: Double?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// How wide a column is.
  public enum Size: Sendable {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  /// How many columns this item makes on a screen `width` points wide: one, or as many as fit
  /// for an adaptive item.
  func columnCount(width: Double) -> Int {
    guard case .adaptive(let minimum, _) = size else { return 1 }
    let gap = spacing ?? 8
    return max(1, Int((width + gap) / (max(minimum, 1) + gap)))
  }
}

/// A vertical grid that realizes rows as they scroll into view, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  let columns: Int
  /// Adaptive columns count as many as fit in 390 points, the headless screen width.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = max(1, columns.reduce(0) { $0 + $1.columnCount(width: 390) })
    self.content = content()
  }
  var visibleRows: Int { LazyWindowDefaults.rows * columns }
}
