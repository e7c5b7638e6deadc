/// What the driver can do to a view, by the kind of control it is.
@MainActor
protocol Tappable {
  /// Performs the tap; false when it does nothing (a link with no stack).
  func tap(node: Node) -> Bool
}

@MainActor
protocol TextInput {
  var title: String { get }
  func setText(_ text: String)
}

@MainActor
protocol Switchable {
  /// Flips the switch; false when it does nothing (a style that offers nothing to tap).
  func toggle(node: Node) -> Bool
}

@MainActor
protocol Steppable {
  func step(by count: Int)
}

/// A view that shows text the driver can search for.
@MainActor
protocol Labeled: RuntimeHooks {
  var searchableText: [String] { get }
  /// Whether `text` is one of ``searchableText``: what the driver asks of each view it walks,
  /// answered without building the list.
  func shows(_ text: String) -> Bool
}

extension Labeled {
  func shows(_ text: String) -> Bool { searchableText.contains(text) }
}

extension Button: Tappable {
  /// Runs the action, unless a custom `PrimitiveButtonStyle` decides: then taps what its
  /// body offers.
  func tap(node: Node) -> Bool {
    if case .primitive = node.environment.customButtonStyle { return node.tapStyleContent() }
    action()
    return true
  }
}

extension NavigationLink: Tappable {
  func tap(node: Node) -> Bool { activate(node: node) }
}

extension TextField: TextInput, Labeled {
  func setText(_ text: String) { self.text.wrappedValue = text }
  var searchableText: [String] { [title] + (prompt.map { [$0] } ?? []) }
  func shows(_ text: String) -> Bool { title == text || prompt == text }
}

extension Toggle: Switchable {
  /// Flips the binding, or, under a custom `ToggleStyle`, taps what the style's body offers.
  func toggle(node: Node) -> Bool {
    if node.environment.customToggleStyle != nil { return node.tapStyleContent() }
    isOn.wrappedValue.toggle()
    return true
  }
}

extension Stepper: Steppable {
  func step(by count: Int) {
    for _ in 0..<abs(count) { count > 0 ? increment() : decrement() }
  }
}

extension Text: Labeled {
  var searchableText: [String] { [content] }
  func shows(_ text: String) -> Bool { content == text }
}

extension Label: Labeled {
  var searchableText: [String] { [title] }
  func shows(_ text: String) -> Bool { title == text }
}

extension ProgressView: Labeled {
  var searchableText: [String] { title.map { [$0] } ?? [] }
  func shows(_ text: String) -> Bool { title == text }
}

/// A control that can be set to a typed value (a slider).
@MainActor
protocol ValueSettable {
  func set(_ text: String) -> Bool
}

/// A control that chooses among options (a picker, tabs).
@MainActor
protocol Selectable {
  func select(_ option: String, node: Node) -> Bool
  /// Whether it offers a choice at all (a `List` does only with a selection binding).
  var offersSelection: Bool { get }
}

extension Selectable {
  var offersSelection: Bool { true }
}

/// A control whose options can be listed, for `possibleActions` to choose each (a picker).
@MainActor
protocol OptionListing {
  /// What each option shows (or, showing nothing, its value), in order: what `select` takes.
  func optionNames(node: Node) -> [String]
}
