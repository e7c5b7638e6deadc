import TraceFormat

/// Gives its content a proxy that scrolls to a row, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: PrimitiveView {
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    let proxy = ScrollViewProxy(readerLink: node.link)
    list.add(node.host.build { [content] in content(proxy) }, key: ChildKey())
  }
}

/// Scrolls the lazy containers inside a `ScrollViewReader`, as SwiftUI's `ScrollViewProxy`.
///
/// `scrollTo(id)` moves the window of the first lazy container (`List`, `LazyVStack`,
/// `LazyVGrid`…) below the reader that has a `ForEach` row with that id, so that the row is at
/// the top, exactly as the driver's `scroll(to:)` does: rows realized by it appear, rows
/// leaving the window disappear. Rows of non-lazy stacks are all realized already, and ids set
/// with `.id(_:)` alone are not searched: for those it does nothing.
@MainActor
public struct ScrollViewProxy {
  var reader: Node? { readerLink.object }
  let readerLink: Unretained<Node>

  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let reader else { return }
    let rowID = describeValue(id)
    var lazies: [(node: Node, window: LazyWindow)] = []
    reader.forEachShown { node in
      if node !== reader, let window = node.lazyWindowState { lazies.append((node, window)) }
    }
    for (lazy, window) in lazies {
      guard let index = lazy.firstForEachState?.index(of: rowID) else { continue }
      if window.start != index {
        window.start = index
        reader.host.markDirty(lazy, cause: reader.host.currentOrigin().cause)
      }
      return
    }
  }
}

/// A point in a view's unit square, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
