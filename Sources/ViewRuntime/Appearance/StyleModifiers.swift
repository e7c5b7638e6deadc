/// Modifiers that change how a view looks. They are identities in the tree, so a path shows the
/// order they were applied in.
struct PaddingModifier: BuiltinModifier {
  let edges: Edge.Set
  let length: Double?
  var name: String { "padding" }
}

struct FrameModifier: BuiltinModifier {
  let width: Double?
  let height: Double?
  let alignment: Alignment
  var name: String { "frame" }
}

struct FontModifier: BuiltinModifier {
  let font: Font?
  var name: String { "font" }
}

struct ForegroundStyleModifier: BuiltinModifier {
  let color: Color
  var name: String { "foregroundStyle" }
}

struct OpacityModifier: BuiltinModifier {
  let opacity: Double
  var name: String { "opacity" }
}

struct BoldModifier: BuiltinModifier {
  var name: String { "bold" }
}

struct NavigationTitleModifier: BuiltinModifier {
  let title: String
  var name: String { "navigationTitle" }
}

struct AccessibilityIdentifierModifier: BuiltinModifier {
  let identifier: String
  var name: String { "accessibilityIdentifier" }
}

struct AccessibilityLabelModifier: BuiltinModifier {
  let label: String
  var name: String { "accessibilityLabel" }
}

extension View {
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
    modifier(PaddingModifier(edges: edges, length: length))
  }
  public func padding(_ length: Double) -> some View {
    modifier(PaddingModifier(edges: .all, length: length))
  }
  public func background<Background: View>(_ background: Background) -> some View {
    modifier(DecorationModifier(name: "background", decoration: background, isBehind: true))
  }
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }
  /// A flexible frame; the widths and heights are kept, not laid out.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FrameModifier(
        width: maxWidth ?? idealWidth ?? minWidth, height: maxHeight ?? idealHeight ?? minHeight,
        alignment: alignment))
  }
  public func font(_ font: Font?) -> some View { modifier(FontModifier(font: font)) }
  public func foregroundStyle(_ color: Color) -> some View {
    modifier(ForegroundStyleModifier(color: color))
  }
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(ForegroundStyleModifier(color: color ?? .primary))
  }
  public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(opacity: opacity))
  }
  public func bold(_ isActive: Bool = true) -> some View { modifier(BoldModifier()) }
  public func navigationTitle(_ title: String) -> some View {
    modifier(NavigationTitleModifier(title: title))
  }
  /// Names the view for the driver: `driver.find(identifier:)`.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }
  /// Labels the view for the driver: `driver.find(label:)`.
  public func accessibilityLabel(_ label: String) -> some View {
    modifier(AccessibilityLabelModifier(label: label))
  }
}
