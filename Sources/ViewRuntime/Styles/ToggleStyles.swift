/// Custom toggle styles, as SwiftUI's `ToggleStyle`: set with `.toggleStyle(_:)` on any
/// ancestor, a custom style's `makeBody(configuration:)` becomes the toggle's child
/// (`Toggle/CheckboxToggleStyle/...`), with the toggle's label inside it as
/// `configuration.label` and its binding as `configuration.$isOn`.
///
/// The style decides how the toggle flips: the driver's `toggle` taps what the style's body
/// offers outside the label (an `.onTapGesture` or a `Button` calling
/// `configuration.isOn.toggle()`), as a finger would.

/// A style that makes a toggle, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  /// The view that shows the toggle and flips `configuration.isOn`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` builds from.
@MainActor
public struct ToggleStyleConfiguration {
  /// The toggle's label, as it appears inside the style's body.
  public struct Label: PrimitiveView, NamedView, StyleConfigurationPart {
    let content: any View
    var displayName: String { "ToggleStyleConfiguration.Label" }
    func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
  }

  public let label: Label
  /// Whether the toggle is on; `$isOn` is its binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ; never, here.
  public var isMixed: Bool
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration: its label and binding.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

private enum ToggleStyleKey: EnvironmentKey {
  static var defaultValue: (any ToggleStyle)? { nil }
}

extension EnvironmentValues {
  /// The custom toggle style set by the nearest `.toggleStyle(_:)`; nil for a built-in one.
  var customToggleStyle: (any ToggleStyle)? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension Toggle {
  /// Adds the label, or the body the custom style in the environment makes around it.
  func makeChildren(_ list: inout ChildList, node: Node) {
    guard let style = node.readStyle(ToggleStyleKey.self) else {
      list.add(label, key: ChildKey())
      return
    }
    list.addStyleBody(styleBody(style), clearing: \.customToggleStyle, node: node)
  }

  private func styleBody<S: ToggleStyle>(_ style: S) -> any View {
    let configuration = ToggleStyleConfiguration(
      label: .init(content: label), isOn: isOn, isMixed: false)
    return StyleBody(style: style) { $0.makeBody(configuration: configuration) }
  }
}

extension View {
  /// Sets the style of the toggles inside: a custom style makes them; a built-in one
  /// (`.switch`, `.button`) is kept in the tree as `.toggleStyle` only.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(
      StyleModifier(
        name: "toggleStyle", keyPath: \.customToggleStyle,
        style: style is any BuiltinStyle ? nil : style))
  }
}
