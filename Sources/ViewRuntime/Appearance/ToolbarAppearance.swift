/// The toolbar modifiers that only change how bars look or whether they show. Headless there
/// are no bars: each is kept in the tree under its name, otherwise ignored.

/// A bar that toolbar modifiers apply to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// How the navigation title shows, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  public static let large = ToolbarTitleDisplayMode(name: "large")
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}

extension View {
  /// Shows or hides bars; kept in the tree as `.toolbar`, otherwise ignored.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(AppearanceModifier(name: "toolbar", detail: "\(visibility)"))
  }

  /// Colours the bars' background; kept in the tree as `.toolbarBackground`, otherwise ignored.
  public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
    modifier(AppearanceModifier(name: "toolbarBackground", detail: color.name))
  }

  /// Shows or hides the bars' background; kept in the tree, otherwise ignored.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(AppearanceModifier(name: "toolbarBackground", detail: "\(visibility)"))
  }

  /// Sets the bars' colour scheme; kept in the tree, otherwise ignored.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(
      AppearanceModifier(
        name: "toolbarColorScheme", detail: colorScheme.map { "\($0)" } ?? "nil"))
  }

  /// Sets how the navigation title shows; kept in the tree, otherwise ignored.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    modifier(AppearanceModifier(name: "toolbarTitleDisplayMode", detail: mode.name))
  }

  /// Sets what the toolbar is for; kept in the tree, otherwise ignored.
  public func toolbarRole(_ role: ToolbarRole) -> some View {
    modifier(AppearanceModifier(name: "toolbarRole", detail: role.name))
  }
}
