/// Custom label styles, as SwiftUI's `LabelStyle`: set with `.labelStyle(_:)` on any ancestor,
/// a custom style's `makeBody(configuration:)` becomes the label's child
/// (`Label/BadgeLabelStyle/...`), with the label's title and icon inside it as
/// `configuration.title` and `configuration.icon`.

/// A style that arranges a label's title and icon, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  /// The view that shows the label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` builds from.
@MainActor
public struct LabelStyleConfiguration {
  /// The label's title, as it appears inside the style's body.
  public struct Title: PrimitiveView, NamedView, StyleConfigurationPart {
    let content: any View
    var displayName: String { "LabelStyleConfiguration.Title" }
    func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
  }

  /// The label's icon, as it appears inside the style's body.
  public struct Icon: PrimitiveView, NamedView, StyleConfigurationPart {
    let content: any View
    var displayName: String { "LabelStyleConfiguration.Icon" }
    func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
  }

  public let title: Title
  public let icon: Icon
}

private enum LabelStyleKey: EnvironmentKey {
  static var defaultValue: (any LabelStyle)? { nil }
}

extension EnvironmentValues {
  /// The custom label style set by the nearest `.labelStyle(_:)`; nil for a built-in one.
  var customLabelStyle: (any LabelStyle)? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension Label {
  /// Adds the title and icon views it was made from, or the body the custom style in the
  /// environment makes of its title and icon.
  func makeChildren(_ list: inout ChildList, node: Node) {
    if let style = node.readStyle(LabelStyleKey.self) {
      list.addStyleBody(styleBody(style), clearing: \.customLabelStyle, node: node)
    } else if let views {
      list.add(views.title, key: ChildKey(structural: "title"))
      list.add(views.icon, key: ChildKey(structural: "icon"))
    }
  }

  private func styleBody<S: LabelStyle>(_ style: S) -> any View {
    let configuration = LabelStyleConfiguration(
      title: .init(content: views?.title ?? Text(title)),
      icon: .init(content: views?.icon ?? Image(systemName: systemImage)))
    return StyleBody(style: style) { $0.makeBody(configuration: configuration) }
  }
}

extension View {
  /// Sets the style of the labels inside: a custom style arranges them; a built-in one
  /// (`.iconOnly`, `.titleOnly`) is kept in the tree as `.labelStyle` only.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(
      StyleModifier(
        name: "labelStyle", keyPath: \.customLabelStyle,
        style: style is any BuiltinStyle ? nil : style))
  }
}
