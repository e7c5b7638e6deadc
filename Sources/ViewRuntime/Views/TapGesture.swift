/// `.onTapGesture`: runs an action when the view is tapped.
struct TapGestureModifier: BuiltinModifier {
  let count: Int
  let action: @MainActor () -> Void
  var name: String { "onTapGesture" }
}

extension View {
  /// Runs `action` when the view is tapped (`driver.tap` finds it by its text).
  @preconcurrency public func onTapGesture(
    count: Int = 1, perform action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    modifier(TapGestureModifier(count: count, action: action))
  }
}

/// A modifier that may make its content tappable by the driver: `.onTapGesture`, `.gesture`.
@MainActor
protocol TapActionModifier {
  /// What a tap does, or nil if the modifier does not take taps.
  var tapAction: (@MainActor () -> Void)? { get }
}

extension TapGestureModifier: TapActionModifier {
  var tapAction: (@MainActor () -> Void)? { action }
}

extension ModifiedContent: Tappable where Modifier: TapActionModifier {
  func tap(node: Node) -> Bool {
    guard let action = modifier.tapAction else { return false }
    action()
    return true
  }
}
