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

/// A modifier that may make its content tappable by the driver: `.onTapGesture`, `.gesture`,
/// `.searchCompletion`.
@MainActor
protocol TapActionModifier {
  /// What a tap on `node`, the modified view's, does, or nil if the modifier does not take taps.
  func tapAction(at node: Node) -> (@MainActor () -> Void)?
}

extension TapGestureModifier: TapActionModifier {
  func tapAction(at node: Node) -> (@MainActor () -> Void)? { action }
}

extension ModifiedContent: Tappable where Modifier: TapActionModifier {
  func tap(node: Node) -> Bool {
    guard let action = modifier.tapAction(at: node) else { return false }
    action()
    return true
  }
}
