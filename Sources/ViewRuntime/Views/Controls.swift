/// Text, as SwiftUI's `Text`. Like SwiftUI's, it is a value that model code can make off the
/// main actor (`var title: Text { Text(name) }`): only its conformance to `View` is isolated.
public struct Text: Equatable, Sendable {
  public let content: String
  public init(_ content: String) { self.content = content }
  /// Shows `content` as it is. Disfavored, so that `Text.init` as a function (`ForEach(names,
  /// id: \.self, content: Text.init)`) is `init(_:)`, as in SwiftUI.
  @_disfavoredOverload public init(verbatim content: String) { self.content = content }
}

extension Text: PrimitiveView {
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A control that runs an action when tapped, as SwiftUI's `Button`.
public struct Button<Label: View>: PrimitiveView {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  @preconcurrency public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }
}

extension Button where Label == Text {
  @preconcurrency public init(
    _ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == ViewRuntime.Label {
  /// A button showing a title and a symbol, as iOS 17's `Button(_:systemImage:action:)`.
  @preconcurrency public init(
    _ title: String, systemImage: String, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { ViewRuntime.Label(title, systemImage: systemImage) }
  }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public enum ButtonRole: Hashable, Sendable {
  case cancel, destructive
}

/// A single-line text input bound to a string, as SwiftUI's `TextField`.
public struct TextField: PrimitiveView {
  let title: String
  let text: Binding<String>
  let prompt: String?
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
    self.title = title
    self.text = text
    self.prompt = prompt?.content
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A switch bound to a Boolean, as SwiftUI's `Toggle`.
public struct Toggle<Label: View>: PrimitiveView {
  let label: Label
  let isOn: Binding<Bool>
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  public init(_ title: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A control that steps a value up and down within bounds, as SwiftUI's `Stepper`.
public struct Stepper<Label: View>: PrimitiveView {
  let label: Label
  let increment: @MainActor () -> Void
  let decrement: @MainActor () -> Void
  /// The value it is set to, for what it shows.
  let currentValue: @MainActor () -> Any

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = {
      let next = value.wrappedValue.advanced(by: step)
      value.wrappedValue = min(next, bounds.upperBound)
    }
    decrement = {
      let next = value.wrappedValue.advanced(by: -step)
      value.wrappedValue = max(next, bounds.lowerBound)
    }
    currentValue = { value.wrappedValue }
  }

  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
  {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    currentValue = { value.wrappedValue }
  }

  func makeChildren(_ list: inout ChildList, node: Node) { list.add(label, key: ChildKey()) }
}

extension Stepper where Label == Text {
  public init<V: Strideable>(
    _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
  public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(title) }
  }
}

/// An image, by name or system symbol name, as SwiftUI's `Image`: a value that model code can
/// make off the main actor, as `Text` is.
public struct Image: Equatable, Sendable {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(systemName: String) { name = systemName }
}

extension Image: PrimitiveView {
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A title with an icon, as SwiftUI's `Label`. Made from strings it is a leaf that shows its
/// title; made from views (`Label { Text(…) } icon: { … }`) its title and icon are children
/// keyed `title` and `icon`.
public struct Label: PrimitiveView, Equatable {
  public let title: String
  public let systemImage: String
  let views: LabelViews?
  /// Whether it was made from views, which never compare equal.
  let isMadeOfViews: Bool

  public init(_ title: String, systemImage: String) {
    self.title = title
    self.systemImage = systemImage
    views = nil
    isMadeOfViews = false
  }

  public init(_ title: String, image: String) {
    self.init(title, systemImage: image)
  }

  public init<Title: View, Icon: View>(
    @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon
  ) {
    let titleView = title()
    self.title = (titleView as? Text)?.content ?? ""
    systemImage = ""
    views = LabelViews(title: titleView, icon: icon())
    isMadeOfViews = true
  }

  nonisolated public static func == (a: Label, b: Label) -> Bool {
    a.title == b.title && a.systemImage == b.systemImage && !a.isMadeOfViews && !b.isMadeOfViews
  }
}

/// The views of a `Label` made from views.
struct LabelViews {
  let title: any View
  let icon: any View
}

/// A colour that fills its space, as SwiftUI's `Color`: a value that model code and themes can
/// hold off the main actor (`static let accent: Color = .white`), as `Text` is.
public struct Color: Hashable, Sendable {
  public let name: String
  public init(_ name: String) { self.name = name }
  public static let red = Color("red")
  public static let green = Color("green")
  public static let blue = Color("blue")
  public static let orange = Color("orange")
  public static let yellow = Color("yellow")
  public static let gray = Color("gray")
  public static let black = Color("black")
  public static let white = Color("white")
  public static let clear = Color("clear")
  public static let primary = Color("primary")
  public static let secondary = Color("secondary")
  public static let accentColor = Color("accentColor")
  public static let purple = Color("purple")
  public static let pink = Color("pink")
  public static let indigo = Color("indigo")
  public static let teal = Color("teal")
  public static let mint = Color("mint")
  public static let cyan = Color("cyan")
  public static let brown = Color("brown")

  /// The colour made translucent, as SwiftUI's `Color.opacity(_:)`: still a `Color`, so it
  /// can be passed where a colour is expected (`.shadow(color: .black.opacity(0.2))`).
  public func opacity(_ opacity: Double) -> Color { Color("\(name).opacity(\(opacity))") }
}

extension Color: PrimitiveView {
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// Flexible space, as SwiftUI's `Spacer`.
public struct Spacer: PrimitiveView, Equatable {
  public init(minLength: Double? = nil) {}
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A thin line between views, as SwiftUI's `Divider`.
public struct Divider: PrimitiveView, Equatable {
  public init() {}
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

/// A spinner or a progress bar, as SwiftUI's `ProgressView`.
public struct ProgressView: PrimitiveView, Equatable {
  public let title: String?
  public let value: Double?
  public init() {
    title = nil
    value = nil
  }
  public init(_ title: String) {
    self.title = title
    value = nil
  }
  public init(value: Double?, total: Double = 1) {
    title = nil
    self.value = value.map { $0 / total }
  }
  /// A titled bar at `value` of `total`.
  public init(_ title: String, value: Double?, total: Double = 1) {
    self.title = title
    self.value = value.map { $0 / total }
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}
