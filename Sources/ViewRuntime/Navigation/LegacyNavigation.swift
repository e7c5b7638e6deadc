/// The navigation API of SwiftUI before `NavigationStack`, still common in tutorials.

/// A navigation container, as SwiftUI's deprecated `NavigationView`: headless it is a
/// `NavigationStack` (the stack style; paths show `NavigationStack`), so its links push.
public typealias NavigationView<Content: View> = NavigationStack<Content>

/// How a `NavigationView` shows its columns; accepted and ignored (it always stacks).
public protocol NavigationViewStyle: Sendable {}

/// The `.stack` navigation view style.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }

/// The `.columns` navigation view style.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

/// The `.automatic` navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  /// Sets the navigation view style; accepted and ignored.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "navigationViewStyle", detail: "\(S.self)"))
  }

  /// The deprecated form of `.navigationTitle`, which it is.
  public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }

  /// The deprecated form of `.navigationTitle` with a display mode, which is ignored.
  public func navigationBarTitle(
    _ title: String, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// The deprecated bar items: kept as the toolbar content they stand for, so that the driver
  /// finds and taps their buttons.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      leading
      trailing
    }
  }

  /// The deprecated leading bar item, as toolbar content.
  public func navigationBarItems<L: View>(leading: L) -> some View { toolbar { leading } }

  /// The deprecated trailing bar item, as toolbar content.
  public func navigationBarItems<T: View>(trailing: T) -> some View { toolbar { trailing } }
}

/// Whether a view is presented, and how to dismiss it, as SwiftUI's deprecated
/// `@Environment(\.presentationMode)`: `presentationMode.wrappedValue.dismiss()` does what
/// `@Environment(\.dismiss)` does.
public struct PresentationMode: Sendable {
  let dismissAction: DismissAction

  /// Whether the view is shown in a sheet or pushed; the root of a hosted screen is not.
  public var isPresented: Bool { dismissAction.action != nil }

  /// Dismisses the sheet or pops the destination that holds the view.
  @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// The deprecated presentation mode, over `dismiss`.
  @MainActor public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
