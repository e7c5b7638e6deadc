/// An item of a `.toolbar`, as SwiftUI's `ToolbarItem`. Headless there is no bar: the item's
/// content is a child of the toolbar decoration, where the driver finds and taps it.
public struct ToolbarItem<ID, Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

extension ToolbarItem where ID == Void {
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Several toolbar items placed together, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// Where a toolbar item goes; recorded nowhere, since there is no bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// Whether something shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// The navigation bar's title display modes.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

extension View {
  /// Sets how the navigation title shows; kept in the tree as
  /// `.navigationBarTitleDisplayMode`, otherwise ignored.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modifier(AppearanceModifier(name: "navigationBarTitleDisplayMode", detail: "\(mode)"))
  }

  /// Hides the back button; kept in the tree as `.navigationBarBackButtonHidden`. The driver
  /// can still `pop()`.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(
      AppearanceModifier(name: "navigationBarBackButtonHidden", detail: "\(hidesBackButton)"))
  }
}
