/// The built-in styles of controls and containers, and the modifiers that set them.
///
/// Headless, a built-in style changes nothing: each style modifier is accepted so that pasted
/// code compiles, and is kept in the tree under its name (`.buttonStyle`) for identity only.
/// The built-in button, toggle and label styles also make a body, for a custom style that
/// builds on one (`BorderedButtonStyle().makeBody(configuration:)`); custom styles are in
/// `ButtonStyles.swift`, `ToggleStyles.swift` and `LabelStyles.swift`.

/// The `.automatic` button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// The `.bordered` button style.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The `.borderedProminent` button style.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// The `.borderless` button style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The `.plain` button style.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A list style, for `.listStyle(_:)`; accepted and ignored.
public protocol ListStyle: Sendable {}

/// The `.automatic` list style.
public struct DefaultListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `.plain` list style.
public struct PlainListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `.grouped` list style.
public struct GroupedListStyle: ListStyle { public init() {} }

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `.inset` list style.
public struct InsetListStyle: ListStyle { public init() {} }

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

/// The `.insetGrouped` list style.
public struct InsetGroupedListStyle: ListStyle { public init() {} }

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `.sidebar` list style.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A picker style, for `.pickerStyle(_:)`; accepted and ignored.
public protocol PickerStyle: Sendable {}

/// The `.automatic` picker style.
public struct DefaultPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// The `.segmented` picker style.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The `.menu` picker style.
public struct MenuPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The `.inline` picker style.
public struct InlinePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// The `.wheel` picker style.
public struct WheelPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// The `.navigationLink` picker style.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The `.palette` picker style.
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// A text field style, for `.textFieldStyle(_:)`; accepted and ignored.
public protocol TextFieldStyle: Sendable {}

/// The `.automatic` text field style.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// The `.roundedBorder` text field style.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The `.plain` text field style.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// The `.automatic` toggle style.
public struct DefaultToggleStyle: ToggleStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The `.switch` toggle style.
public struct SwitchToggleStyle: ToggleStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The `.button` toggle style.
public struct ButtonToggleStyle: ToggleStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The `.automatic` label style.
public struct DefaultLabelStyle: LabelStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The `.iconOnly` label style.
public struct IconOnlyLabelStyle: LabelStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The `.titleOnly` label style.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// The `.titleAndIcon` label style.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A progress view style, for `.progressViewStyle(_:)`; accepted and ignored.
public protocol ProgressViewStyle: Sendable {}

/// The `.automatic` progress view style.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The `.circular` progress view style.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The `.linear` progress view style.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A form style, for `.formStyle(_:)`; accepted and ignored.
public protocol FormStyle: Sendable {}

/// The `.automatic` form style.
public struct AutomaticFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

/// The `.grouped` form style.
public struct GroupedFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// The `.columns` form style.
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A tab view style, for `.tabViewStyle(_:)`; accepted and ignored.
public protocol TabViewStyle: Sendable {}

/// The `.automatic` tab view style.
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

/// The `.page` tab view style.
public struct PageTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
}

/// The `.sidebarAdaptable` tab view style.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension PageTabViewStyle {
  /// When the page dots show.
  public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
  public init(indexDisplayMode: IndexDisplayMode) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Sets the style of lists inside; kept in the tree as `.listStyle`, otherwise ignored.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "listStyle", detail: String(describing: S.self)))
  }

  /// Sets the style of pickers inside; kept in the tree as `.pickerStyle`, otherwise ignored.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "pickerStyle", detail: String(describing: S.self)))
  }

  /// Sets the style of text fields inside; kept in the tree as `.textFieldStyle`, otherwise ignored.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "textFieldStyle", detail: String(describing: S.self)))
  }

  /// Sets the style of progress views inside; kept in the tree as `.progressViewStyle`, otherwise ignored.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "progressViewStyle", detail: String(describing: S.self)))
  }

  /// Sets the style of forms inside; kept in the tree as `.formStyle`, otherwise ignored.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "formStyle", detail: String(describing: S.self)))
  }

  /// Sets the style of tab views inside; kept in the tree as `.tabViewStyle`, otherwise ignored.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "tabViewStyle", detail: String(describing: S.self)))
  }
}
