import Foundation

/// A control that opens a URL when tapped, as SwiftUI's `Link`. Tapping it calls the
/// environment's `openURL`, which by default opens nothing (headless, there is no browser).
public struct Link<Label: View>: PrimitiveView {
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  func makeChildren(_ list: inout ChildList, node: Node) { list.add(label, key: ChildKey()) }
}

extension Link where Label == Text {
  public init(_ title: String, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: Tappable {
  func tap(node: Node) -> Bool {
    node.environment.openURL(destination)
    return true
  }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: `@Environment(\.openURL)`, and what a `Link`
/// calls. Set your own with `.environment(\.openURL, OpenURLAction { url in … })` to see it.
public struct OpenURLAction: Sendable {
  let handler: @MainActor @Sendable (URL) -> Result

  @preconcurrency public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// What a handler did with the URL.
  public struct Result: Sendable {
    let name: String
    public static let handled = Result(name: "handled")
    public static let discarded = Result(name: "discarded")
    public static let systemAction = Result(name: "systemAction")
  }
}

private enum OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
  /// What opens a URL; by default nothing (headless).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
