import Foundation

/// Text layout, visual effects, layering and scroll-snapping modifiers. Headless nothing is laid
/// out or drawn: each is kept in the tree under its name, so paths keep SwiftUI's structure, and
/// otherwise ignored. `.hidden()` too: a hidden view is still in the tree, as in SwiftUI.
extension View {
  public func lineSpacing(_ spacing: Double) -> some View { appearance("lineSpacing", spacing) }
  public func kerning(_ kerning: Double) -> some View { appearance("kerning", kerning) }
  public func tracking(_ tracking: Double) -> some View { appearance("tracking", tracking) }
  public func textCase(_ textCase: Text.Case?) -> some View { appearance("textCase", textCase) }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    appearance("truncationMode", mode)
  }
  public func minimumScaleFactor(_ factor: Double) -> some View {
    appearance("minimumScaleFactor", factor)
  }
  public func contentTransition(_ transition: ContentTransition) -> some View {
    appearance("contentTransition", transition)
  }
  public func symbolEffect<V: Equatable>(_ effect: SymbolEffect, value: V) -> some View {
    appearance("symbolEffect", effect)
  }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    appearance("symbolRenderingMode", mode)
  }
  public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
    appearance("border", content.styleName)
  }
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    appearance("mask", viewTypeName(mask()))
  }
  public func blur(radius: Double, opaque: Bool = false) -> some View { appearance("blur", radius) }
  public func brightness(_ amount: Double) -> some View { appearance("brightness", amount) }
  public func contrast(_ amount: Double) -> some View { appearance("contrast", amount) }
  public func grayscale(_ amount: Double) -> some View { appearance("grayscale", amount) }
  public func saturation(_ amount: Double) -> some View { appearance("saturation", amount) }
  public func hidden() -> some View { appearance("hidden", "") }
  public func zIndex(_ value: Double) -> some View { appearance("zIndex", value) }
  public func layoutPriority(_ value: Double) -> some View { appearance("layoutPriority", value) }
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    appearance("fixedSize", "\(horizontal),\(vertical)")
  }
  /// Whether the view takes taps; the driver ignores it and taps anyway.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    appearance("allowsHitTesting", enabled)
  }
  public func compositingGroup() -> some View { appearance("compositingGroup", "") }
  public func drawingGroup(opaque: Bool = false) -> some View { appearance("drawingGroup", "") }
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    appearance("containerRelativeFrame", "")
  }
  public func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> some View {
    appearance("scrollTargetBehavior", behavior)
  }
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    appearance("scrollTargetLayout", isEnabled)
  }
  /// The deprecated way to hide the navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    appearance("navigationBarHidden", hidden)
  }
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    appearance("statusBarHidden", hidden)
  }
  public func padding(_ insets: EdgeInsets) -> some View { appearance("padding", insets) }

  private func appearance(_ name: String, _ detail: Any?) -> some View {
    modifier(AppearanceModifier(name: name, detail: detail.map { "\($0)" } ?? ""))
  }
}

extension Text {
  /// The case `.textCase(_:)` shows text in.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
  /// Where `.truncationMode(_:)` cuts text that does not fit.
  public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
}

extension Font {
  /// A font by name and size, as `Font.custom(_:size:)`.
  public static func custom(_ name: String, size: Double) -> Font {
    Font(name: "custom(\(name), \(size))")
  }
}

/// How changing content animates; accepted and ignored.
public struct ContentTransition: Hashable, Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// An SF Symbols animation; accepted and ignored.
public struct SymbolEffect: Hashable, Sendable {
  let name: String
  public static let bounce = SymbolEffect(name: "bounce")
  public static let pulse = SymbolEffect(name: "pulse")
  public static let variableColor = SymbolEffect(name: "variableColor")
  public static let scale = SymbolEffect(name: "scale")
  public static let wiggle = SymbolEffect(name: "wiggle")
}

/// How SF Symbols take colour; accepted and ignored.
public enum SymbolRenderingMode: Hashable, Sendable {
  case monochrome, hierarchical, palette, multicolor
}

/// How a scroll view settles after a swipe; accepted and ignored.
public enum ScrollTargetBehavior: Hashable, Sendable { case paging, viewAligned }
