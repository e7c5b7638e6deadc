/// A button that shows a menu of actions, as SwiftUI's `Menu`. Headless the menu is always
/// open: its label and its actions are children keyed `label` and `content`.
public struct Menu<Label: View, Content: View>: LabelAndContent {
  let label: Label
  let content: Content
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension Menu where Label == Text {
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension Menu where Label == ViewRuntime.Label {
  public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { ViewRuntime.Label(title, systemImage: systemImage) })
  }
}
