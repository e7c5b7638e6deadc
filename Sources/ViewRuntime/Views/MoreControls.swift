/// A text input that hides what is typed, as SwiftUI's `SecureField`.
public struct SecureField: PrimitiveView {
  let title: String
  let text: Binding<String>
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension SecureField: TextInput, Labeled {
  func setText(_ text: String) { self.text.wrappedValue = text }
  var searchableText: [String] { [title] }
}

/// A control that picks a value in a range, as SwiftUI's `Slider`.
public struct Slider: PrimitiveView {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let title: String?
  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, label: String? = nil)
  {
    self.value = value
    self.bounds = bounds
    step = nil
    title = label
  }

  /// A slider whose values are `step` apart from the lower bound; `onEditingChanged` is not
  /// called headless.
  @preconcurrency public init(
    value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step > 0 ? step : nil
    title = nil
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension Slider: Labeled {
  var searchableText: [String] { title.map { [$0] } ?? [] }
}

extension Slider: ValueSettable {
  func set(_ text: String) -> Bool {
    guard var number = Double(text) else { return false }
    if let step {
      number = bounds.lowerBound + ((number - bounds.lowerBound) / step).rounded() * step
    }
    value.wrappedValue = min(max(number, bounds.lowerBound), bounds.upperBound)
    return true
  }
}

/// A choice among tagged options, as SwiftUI's `Picker`. Options are the `.tag(_:)`ged views of
/// its content.
public struct Picker<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let title: String
  let selection: Binding<SelectionValue>
  let content: Content
  public init(
    _ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  /// The older form with a label view; a `Text` label gives the title, any other label none.
  public init<Label: View>(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init((label as? Text)?.content ?? "", selection: selection, content: content)
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(Text(title), key: ChildKey(structural: "label"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}

extension Picker: Labeled {
  var searchableText: [String] { [title] }
}

extension Picker: Selectable {
  func select(_ option: String, node: Node) -> Bool {
    for candidate in node.descendants {
      guard let tag = candidate.modifier(TagModifier.self),
        let value = tag.value.base as? SelectionValue,
        candidate.descendants.contains(where: { $0.shows(option) })
          || describeValue(value) == option
      else { continue }
      selection.wrappedValue = value
      return true
    }
    return false
  }
}

/// A container for grouped controls, as SwiftUI's `Form`; lazy like a list.
public struct Form<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// A button that shows a menu of actions, as SwiftUI's `Menu`. Headless the menu is always
/// open: its label and its actions are children keyed `label` and `content`.
public struct Menu<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(label, key: ChildKey(structural: "label"))
    list.add(content, key: ChildKey(structural: "content"))
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

/// A view that reads the size it is given, as SwiftUI's `GeometryReader`. Headless, the size is
/// a fixed 390 × 844 points (an iPhone screen).
public struct GeometryReader<Content: View>: PrimitiveView {
  let content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(content(GeometryProxy(size: Size(width: 390, height: 844))), key: ChildKey())
  }
}

/// The size a `GeometryReader` offers.
public struct GeometryProxy: Sendable {
  public let size: Size
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A horizontal stack that realizes columns as they scroll into view, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A grid column description, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  public var size: Size
  public var spacing: Double?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// How wide a column is.
  public enum Size: Sendable {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  /// How many columns this item makes on a screen `width` points wide: one, or as many as fit
  /// for an adaptive item.
  func columnCount(width: Double) -> Int {
    guard case .adaptive(let minimum, _) = size else { return 1 }
    let gap = spacing ?? 8
    return max(1, Int((width + gap) / (max(minimum, 1) + gap)))
  }
}

/// A vertical grid that realizes rows as they scroll into view, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  let columns: Int
  /// Adaptive columns count as many as fit in 390 points, the headless screen width.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = max(1, columns.reduce(0) { $0 + $1.columnCount(width: 390) })
    self.content = content()
  }
  var visibleRows: Int { LazyWindowDefaults.rows * columns }
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
