/// Whether the user may select text, as SwiftUI's `TextSelectability`.
public protocol TextSelectability: Sendable {
  /// Whether text is selectable.
  static var allowsSelection: Bool { get }
}

/// Text may be selected, as SwiftUI's `EnabledTextSelectability`.
public struct EnabledTextSelectability: TextSelectability {
  public static let allowsSelection = true
}

/// Text may not be selected, as SwiftUI's `DisabledTextSelectability`.
public struct DisabledTextSelectability: TextSelectability {
  public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Lets the user select the text inside, or not; kept in the tree as `.textSelection`.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    modifier(AppearanceModifier(name: "textSelection", detail: "\(S.allowsSelection)"))
  }
}
