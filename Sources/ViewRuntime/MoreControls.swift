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
  let title: String?
  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, label: String? = nil)
  {
    self.value = value
    self.bounds = bounds
    title = label
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension Slider: Labeled {
  var searchableText: [String] { title.map { [$0] } ?? [] }
}

extension Slider: ValueSettable {
  func set(_ text: String) -> Bool {
    guard let number = Double(text) else { return false }
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

/// Tabs, each a tagged view, as SwiftUI's `TabView`. Only the selected tab is shown; the others
/// keep their state.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    var tabs = ChildList()
    tabs.add(content, key: ChildKey())
    let selected = selection.map { binding in
      ViewHost.withoutReadTracking { AnyHashable(binding.wrappedValue) }
    }
    for (index, var item) in tabs.items.enumerated() {
      let tag = (item.view as? any ModifierCarrier)?.anyModifier as? TagModifier
      let isSelected = selected.map { tag?.value == $0 } ?? (index == 0)
      item.isHidden = !isSelected
      list.items.append(item)
    }
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView: Selectable {
  func select(_ option: String, node: Node) -> Bool {
    guard let selection else { return false }
    for child in node.children {
      guard let tag = child.modifier(TagModifier.self),
        let value = tag.value.base as? SelectionValue,
        child.descendants.contains(where: { $0.shows(option) }) || describeValue(value) == option
      else { continue }
      selection.wrappedValue = value
      return true
    }
    return false
  }
}

/// A button that shows a menu of actions, as SwiftUI's `Menu`; its actions are its content.
public struct Menu<Content: View>: PrimitiveView {
  let title: String
  let content: Content
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }
  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(Text(title), key: ChildKey(structural: "label"))
    list.add(content, key: ChildKey(structural: "content"))
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
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A grid column description.
public struct GridItem: Sendable {
  public init(_ size: Double? = nil) {}
  public static func flexible() -> GridItem { GridItem() }
  public static func fixed(_ size: Double) -> GridItem { GridItem(size) }
}

/// A vertical grid that realizes rows as they scroll into view, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  let columns: Int
  public init(columns: [GridItem], spacing: Double? = nil, @ViewBuilder content: () -> Content) {
    self.columns = max(1, columns.count)
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
}
