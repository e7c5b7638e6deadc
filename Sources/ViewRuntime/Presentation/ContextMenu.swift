extension View {
  /// A menu of actions shown on a long press, as SwiftUI's `.contextMenu`. Headless the menu
  /// is always open, as a `Menu` is: its items are children keyed `contextMenu`, beside the
  /// content keyed `content`, where the driver finds and taps them.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    modifier(DecorationModifier(name: "contextMenu", decoration: menuItems(), isBehind: false))
  }

  /// A context menu with a preview; the preview is accepted and ignored (nothing is drawn).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    contextMenu(menuItems: menuItems)
  }
}
