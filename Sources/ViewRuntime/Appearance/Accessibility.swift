/// The accessibility modifiers SwiftUI files use. Nothing reads them aloud headless: each is a
/// node of the tree under its name, and what it says (its value, hint, traits, …) is that node's
/// display, recorded in a `display` event when it first shows and each time it changes. Labels
/// and identifiers are what the driver searches (StyleModifiers.swift).
struct AccessibilityModifier: BuiltinModifier {
  let name: String
  /// What a screen reader would be told, as the node's display.
  let shown: String
}

extension ModifiedContent: Showing where Modifier == AccessibilityModifier {
  func shown(node: Node) -> String? { modifier.shown }
}

/// How an accessibility element treats the elements inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  /// The children are not elements of their own.
  public static let ignore = AccessibilityChildBehavior(description: "ignore")
  /// The children are elements inside this one.
  public static let contain = AccessibilityChildBehavior(description: "contain")
  /// The children's labels and values are read as this element's.
  public static let combine = AccessibilityChildBehavior(description: "combine")
}

/// What kind of element a view is, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable, CustomStringConvertible {
  private var names: Set<String>

  private init(_ name: String) { names = [name] }
  public init() { names = [] }

  public static let isButton = AccessibilityTraits("isButton")
  public static let isHeader = AccessibilityTraits("isHeader")
  public static let isSelected = AccessibilityTraits("isSelected")
  public static let isLink = AccessibilityTraits("isLink")
  public static let isSearchField = AccessibilityTraits("isSearchField")
  public static let isImage = AccessibilityTraits("isImage")
  public static let playsSound = AccessibilityTraits("playsSound")
  public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
  public static let isStaticText = AccessibilityTraits("isStaticText")
  public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
  public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
  public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
  public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
  public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
  public static let isModal = AccessibilityTraits("isModal")
  public static let isToggle = AccessibilityTraits("isToggle")
  public static let isTabBar = AccessibilityTraits("isTabBar")

  /// The traits' names, sorted, joined by commas.
  public var description: String { names.sorted().joined(separator: ", ") }

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.formUnion(other)
    return result
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.formIntersection(other)
    return result
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.formSymmetricDifference(other)
    return result
  }
  public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    names.formUnion(newMember.names)
    return (inserted, newMember)
  }
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    names.subtract(member.names)
    return member
  }
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    names.formUnion(newMember.names)
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
  public mutating func formIntersection(_ other: AccessibilityTraits) {
    names.formIntersection(other.names)
  }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    names.formSymmetricDifference(other.names)
  }
}

/// The default action, or a named kind of action, for `.accessibilityAction(_:_:)`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The element's main action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismisses the element.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The "magic tap".
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// A custom action, by name.
  public init(named name: Text) { self.name = name.content }
  private init(name: String) { self.name = name }
}

extension View {
  /// Makes the view one accessibility element; shows `children` (`ignore`, `contain`, `combine`).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility("accessibilityElement", "children: \(children)")
  }

  /// Hides the view from assistive technologies, or shows it again; shows `true` or `false`.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibility("accessibilityHidden", "\(hidden)")
  }

  /// Labels the view, as `accessibilityLabel(_:)` with a string does: the driver finds it by
  /// `find(label:)`.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(AccessibilityLabelModifier(label: label.content))
  }

  /// The view's value, as a screen reader says it (`"3 of 5"`); shows it.
  public func accessibilityValue(_ value: String) -> some View {
    accessibility("accessibilityValue", value)
  }

  /// The view's value, as a screen reader says it; shows it.
  public func accessibilityValue(_ value: Text) -> some View {
    accessibility("accessibilityValue", value.content)
  }

  /// What activating the view does; shows the hint.
  public func accessibilityHint(_ hint: String) -> some View {
    accessibility("accessibilityHint", hint)
  }

  /// What activating the view does; shows the hint.
  public func accessibilityHint(_ hint: Text) -> some View {
    accessibility("accessibilityHint", hint.content)
  }

  /// Adds traits to the view (`.isHeader`, `.isButton`, …); shows them.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility("accessibilityAddTraits", traits.description)
  }

  /// Removes traits from the view; shows them.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility("accessibilityRemoveTraits", traits.description)
  }

  /// Other names a voice command may use for the view; shows them.
  public func accessibilityInputLabels(_ labels: [String]) -> some View {
    accessibility("accessibilityInputLabels", labels.joined(separator: ", "))
  }

  /// Where the view comes in the reading order; shows the priority.
  public func accessibilitySortPriority(_ priority: Double) -> some View {
    accessibility("accessibilitySortPriority", "\(priority)")
  }

  /// Adds an action a screen reader offers; shows its kind. The driver does not run it.
  public func accessibilityAction(
    _ kind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
  ) -> some View {
    accessibility("accessibilityAction", kind.name)
  }

  /// Adds a named action a screen reader offers; shows its name. The driver does not run it.
  public func accessibilityAction(named name: String, _ handler: @escaping @MainActor () -> Void)
    -> some View
  {
    accessibility("accessibilityAction", name)
  }

  private func accessibility(_ name: String, _ shown: String) -> some View {
    modifier(AccessibilityModifier(name: name, shown: shown))
  }
}
