import Foundation

/// A button that opens the share sheet, as SwiftUI's `ShareLink`. Headless there is no share
/// sheet: it shows its label (by default "Share") and tapping it does nothing.
public struct ShareLink<Label: View>: PrimitiveView {
  let label: Label
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(label, key: ChildKey()) }
}

extension ShareLink {
  /// Shares `item` (a string or a URL), with a label of its own.
  public init(
    item: some Transferable, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
}

extension ShareLink where Label == ViewRuntime.Label {
  /// Shares `item` under the label "Share".
  public init(item: some Transferable, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item) { ViewRuntime.Label("Share", systemImage: "square.and.arrow.up") }
  }

  /// Shares `item` under `title`.
  public init(
    _ title: String, item: some Transferable, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item) { ViewRuntime.Label(title, systemImage: "square.and.arrow.up") }
  }
}

/// What a `ShareLink` can share, as SwiftUI's `Transferable`: strings and URLs here.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
