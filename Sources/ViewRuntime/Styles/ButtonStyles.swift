/// Custom button styles, as SwiftUI's `ButtonStyle` and `PrimitiveButtonStyle`: set with
/// `.buttonStyle(_:)` on any ancestor, a custom style's `makeBody(configuration:)` becomes
/// the button's child (`Button/PrimaryButtonStyle/...`), with the button's label inside it as
/// `configuration.label`.
///
/// A `ButtonStyle` only changes how the button looks: the driver's `tap` still runs the
/// button's action. A `PrimitiveButtonStyle` decides what a tap does: the driver taps what
/// its body offers (an `.onTapGesture` or a `Button(configuration)` calling `trigger()`).

/// A style that draws a button, which still handles its taps, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  /// The view that shows the button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from.
@MainActor
public struct ButtonStyleConfiguration {
  /// The button's label, as it appears inside the style's body.
  public struct Label: PrimitiveView, NamedView, StyleConfigurationPart {
    let content: any View
    var displayName: String { "ButtonStyleConfiguration.Label" }
    func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
  }

  public let role: ButtonRole?
  public let label: Label
  /// Whether a finger is down on the button; never, headless.
  public let isPressed: Bool
}

/// A style that makes a button and decides what triggers it, as SwiftUI's
/// `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The view that shows the button and calls `configuration.trigger()` when it should act.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` builds from.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as it appears inside the style's body.
  public struct Label: PrimitiveView, NamedView, StyleConfigurationPart {
    let content: any View
    var displayName: String { "PrimitiveButtonStyleConfiguration.Label" }
    func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
  }

  public let role: ButtonRole?
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration: its label, role and action.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

/// The button style in the environment: a custom one of either kind.
enum CustomButtonStyle {
  case style(any ButtonStyle)
  case primitive(any PrimitiveButtonStyle)
}

private enum ButtonStyleKey: EnvironmentKey {
  static var defaultValue: CustomButtonStyle? { nil }
}

extension EnvironmentValues {
  /// The custom button style set by the nearest `.buttonStyle(_:)`; nil for a built-in one.
  var customButtonStyle: CustomButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension Button {
  /// Adds the label, or the body the custom style in the environment makes around it.
  func makeChildren(_ list: inout ChildList, node: Node) {
    switch node.readStyle(ButtonStyleKey.self) {
    case nil:
      list.add(label, key: ChildKey())
    case .style(let style):
      list.addStyleBody(styleBody(style), clearing: \.customButtonStyle, node: node)
    case .primitive(let style):
      list.addStyleBody(styleBody(style), clearing: \.customButtonStyle, node: node)
    }
  }

  private func styleBody<S: ButtonStyle>(_ style: S) -> any View {
    let configuration = ButtonStyleConfiguration(
      role: role, label: .init(content: label), isPressed: false)
    return StyleBody(style: style) { $0.makeBody(configuration: configuration) }
  }

  private func styleBody<S: PrimitiveButtonStyle>(_ style: S) -> any View {
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: .init(content: label), action: action)
    return StyleBody(style: style) { $0.makeBody(configuration: configuration) }
  }
}

extension View {
  /// Sets the style of the buttons inside: a custom style draws them; a built-in one
  /// (`.bordered`, `.plain`) is kept in the tree as `.buttonStyle` only.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(
      StyleModifier(
        name: "buttonStyle", keyPath: \.customButtonStyle,
        style: style is any BuiltinStyle ? nil : .primitive(style)))
  }

  /// Sets a style that draws the buttons inside.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(StyleModifier(name: "buttonStyle", keyPath: \.customButtonStyle, style: .style(style)))
  }
}
