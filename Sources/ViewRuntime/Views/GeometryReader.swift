/// A view that reads the size it is given, as SwiftUI's `GeometryReader`. Headless, the size is
/// a fixed 390 × 844 points (an iPhone screen).
public struct GeometryReader<Content: View>: PrimitiveView {
  let content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  func makeChildren(_ list: inout ChildList, node: Node) {
    let proxy = GeometryProxy(size: Size(width: 390, height: 844))
    list.add(node.host.build { [content] in content(proxy) }, key: ChildKey())
  }
}

/// The size a `GeometryReader` offers.
public struct GeometryProxy: Sendable {
  public let size: Size
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
