/// A tab of a `TabView`, as iOS 18's `Tab`: its label (a child keyed `label`) and its content
/// (keyed `content`), for the value it stands for.
public struct Tab<Value: Hashable, Content: View>: LabelAndContent {
  let value: Value?
  let label: Label
  let content: Content
  /// The badge set with `.badge`, kept with the tab; nothing draws it.
  var badgeText: String?

  public init(
    _ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.value = value
    label = Label(title, systemImage: systemImage)
    self.content = content()
  }
}

extension Tab where Value == Never {
  /// A tab of a `TabView` without a selection binding; its value is its position.
  public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
    value = nil
    label = Label(title, systemImage: systemImage)
    self.content = content()
  }
}

/// A view that is a tab, with the value it stands for.
@MainActor
protocol TabContent {
  var tabValue: AnyHashable? { get }
}

extension Tab {
  /// Shows a count on the tab, as SwiftUI's `TabContent.badge(_:)`: still a tab, so the tab
  /// view's selection type still gives its value (`Tab(…, value: .inbox) { … }.badge(3)`).
  public func badge(_ count: Int) -> Tab {
    var tab = self
    tab.badgeText = count == 0 ? nil : "\(count)"
    return tab
  }

  /// Shows a label on the tab, as SwiftUI's `TabContent.badge(_:)`.
  public func badge(_ label: Text?) -> Tab {
    var tab = self
    tab.badgeText = label?.content
    return tab
  }
}

extension Tab: TabContent {
  var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
}

/// `.tabItem`: the label of a tab in the tab bar. The label is a child keyed `tabItem`,
/// beside the content.
extension View {
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(DecorationModifier(name: "tabItem", decoration: label(), isBehind: false))
  }

  /// Shows a count on a tab or a list row; kept in the tree as `.badge`, otherwise ignored.
  public func badge(_ count: Int) -> some View {
    modifier(AppearanceModifier(name: "badge", detail: "\(count)"))
  }

  /// Shows a label on a tab or a list row; kept in the tree as `.badge`, otherwise ignored.
  public func badge(_ label: String?) -> some View {
    modifier(AppearanceModifier(name: "badge", detail: label ?? "nil"))
  }
}
