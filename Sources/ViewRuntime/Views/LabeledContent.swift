import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent` in a form row. The label and the
/// value are children keyed `label` and `content`, so the driver finds both by their text.
public struct LabeledContent<Label: View, Content: View>: LabelAndContent {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent where Label == Text {
  /// A row titled `title` whose value is `content`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled `title` showing `value`.
  public init<S: StringProtocol>(_ title: String, value: S) {
    self.init(content: { Text(String(value)) }, label: { Text(title) })
  }

  /// A row titled `title` showing `value` formatted by `format`.
  public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}
