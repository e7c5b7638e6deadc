/// What the custom control styles (`ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`,
/// `LabelStyle`) share: the modifier that places a style in the environment, the view that
/// evaluates a style's `makeBody`, and the view that stands for the control's own label in it.
///
/// A built-in style (`.bordered`, `.switch`, `.titleOnly`) places no style: the control keeps
/// its usual children, as before. A custom style's body becomes the control's only child,
/// named after the style (`Button/PrimaryButtonStyle/...`).

/// `.buttonStyle(_:)`, `.toggleStyle(_:)`, `.labelStyle(_:)`: sets the style of the controls
/// inside, or clears it for a built-in style.
struct StyleModifier<Style>: BuiltinModifier, EnvironmentWriter {
  let name: String
  let keyPath: WritableKeyPath<EnvironmentValues, Style?>
  /// The custom style, or nil for a built-in one.
  let style: Style?

  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    var copy = environment
    copy.accessLog = nil
    copy[keyPath: keyPath] = style
    return copy
  }

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    node.childEnvironment = apply(to: node.environment)
    list.add(content, key: ChildKey())
  }
}

/// A style that ships with the runtime; it only keeps its place in the tree.
protocol BuiltinStyle {}

/// The body a custom style makes for one control, evaluated as a view of its own so that the
/// style can hold `@State` and read `@Environment` (its slots are the style's properties).
/// Its configuration is built anew by the control each time, so it never compares equal: it
/// re-runs whenever the control does.
struct StyleBody<Style, Content: View>: View, NamedView, Equatable, PropertyOwnerForwarding {
  let style: Style
  let make: @MainActor (Style) -> Content

  var displayName: String { String(describing: Style.self).prefix { $0 != "<" }.description }
  var propertyOwner: Any { style }
  var body: Content { make(style) }

  nonisolated static func == (a: StyleBody, b: StyleBody) -> Bool { false }
}

/// A view whose dynamic properties live in another value (a style's), installed in its place.
@MainActor
protocol PropertyOwnerForwarding: RuntimeHooks {
  var propertyOwner: Any { get }
}

/// The control's own label (or a label's title or icon) as it appears inside a style's body.
@MainActor
protocol StyleConfigurationPart {}

extension ChildList {
  /// Adds a custom style's body as the control's only child, in an environment where the
  /// style at `keyPath` is cleared, so that a control built inside it (`Button(configuration)`)
  /// takes the default style instead of this one again.
  mutating func addStyleBody<Style>(
    _ body: any View, clearing keyPath: WritableKeyPath<EnvironmentValues, Style?>, node: Node
  ) {
    var environment = node.environment
    environment[keyPath: keyPath] = nil
    items.append(ChildList.Item(key: ChildKey(), view: body, environment: environment))
  }
}

extension Node {
  /// The style a control reads under `key`, noted as a read so that a change of it
  /// re-evaluates the control. Read by its key, not through a key path and a log of the keys it
  /// reads: each control on a screen asks once per evaluation.
  func readStyle<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
    environmentReads.insert(EnvironmentValues.name(of: key))
    return environment[key]
  }

  /// Taps what a custom style's body offers to tap (an `.onTapGesture`, a `Button`), outside
  /// the control's own label; false when it offers nothing.
  func tapStyleContent() -> Bool {
    guard let target = firstTappable(in: children) else { return false }
    return (target.view as! any Tappable).tap(node: target)
  }

  private func firstTappable(in nodes: [Node]) -> Node? {
    for node in nodes where node.isShown && !(node.view is any StyleConfigurationPart) {
      if node.view is any Tappable { return node }
      if let found = firstTappable(in: node.children) { return found }
    }
    return nil
  }
}
