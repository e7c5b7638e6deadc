/// A leaf view that shows a text or a value of its own: the string of a `Text`, the position
/// of a control.
///
/// This is the one description of what a leaf shows: the live tree (`Driver.tree()`) prints
/// it, and the trace records it in a `display` event each time it changes, so the two always
/// agree.
@MainActor
protocol Showing: RuntimeHooks {
  /// What the view shows, described as slot values are (strings quoted, at most 200
  /// characters); nil when it shows nothing of its own (its children do).
  func shown(node: Node) -> String?
  /// ``shown(node:)`` when the node last showed `displayed`: `displayed` itself when the view
  /// is seen to show it still without describing it again.
  func shown(node: Node, displayed: String?) -> String?
}

extension Showing {
  func shown(node: Node, displayed: String?) -> String? { shown(node: node) }
}

extension Node {
  /// What the node's view shows, if it is a leaf that shows something. What it reads is a
  /// dependency of the view reading now, if any (the leaf itself, as its display is recorded).
  var shown: String? {
    guard let showing = view as? any Showing else { return nil }
    return showing.shown(node: self)
  }
}

extension Text: Showing {
  func shown(node: Node) -> String? { describeValue(content) }

  /// `displayed` when it is the content quoted as it is: a row rebuilt showing the same text
  /// is told without quoting it again.
  func shown(node: Node, displayed: String?) -> String? {
    if let displayed, isDescribed(content, as: displayed) { return displayed }
    return shown(node: node)
  }
}

extension Label: Showing {
  /// The title of a label made from strings; a label made from views, or made by a custom
  /// style, shows through its children.
  func shown(node: Node) -> String? {
    isMadeOfViews || node.environment.customLabelStyle != nil ? nil : describeValue(title)
  }
}

extension Image: Showing {
  func shown(node: Node) -> String? { describeValue(name) }
}

extension Toggle: ShowsBinding {
  /// `on` or `off`; under a custom style the style's views show it.
  func shown(node: Node) -> String? {
    node.environment.customToggleStyle != nil ? nil : (isOn.wrappedValue ? "on" : "off")
  }
}

extension TextField: ShowsBinding {
  /// The text typed, or the placeholder (prompt or title) while it is empty.
  func shown(node: Node) -> String? {
    let value = text.wrappedValue
    return value.isEmpty ? "placeholder " + describeValue(prompt ?? title) : describeValue(value)
  }
}

extension SecureField: ShowsBinding {
  /// A dot for each character typed, never the characters; the title while it is empty.
  func shown(node: Node) -> String? {
    let count = text.wrappedValue.count
    return count == 0
      ? "placeholder " + describeValue(title) : describeValue(String(repeating: "•", count: count))
  }
}

extension TextEditor: ShowsBinding {
  func shown(node: Node) -> String? { describeValue(text.wrappedValue) }
}

extension Slider: ShowsBinding {
  func shown(node: Node) -> String? { describeValue(value.wrappedValue) }
}

extension Stepper: ShowsBinding {
  func shown(node: Node) -> String? { describeValue(currentValue()) }
}

extension Picker: ShowsBinding {
  /// The text of the option tagged with the selection, or the selection itself when no
  /// option shows text.
  func shown(node: Node) -> String? {
    let selected = AnyHashable(selection.wrappedValue)
    for option in node.descendants where option.modifier(TagModifier.self)?.value == selected {
      if let text = ([option] + option.descendants).lazy.compactMap({ $0.view as? Text }).first {
        return describeValue(text.content)
      }
    }
    return describeValue(selection.wrappedValue)
  }
}

extension DatePicker: ShowsBinding {
  func shown(node: Node) -> String? { describeValue(selection.wrappedValue) }
}

extension ColorPicker: ShowsBinding {
  func shown(node: Node) -> String? { selection.wrappedValue.name }
}

extension ProgressView: Showing {
  /// The title and the fraction done; nil for an untitled spinner.
  func shown(node: Node) -> String? {
    let parts = [title.map(describeValue), value.map(describeValue)].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}
