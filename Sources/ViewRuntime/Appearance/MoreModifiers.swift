/// `.tag(_:)`: the value a picker option or a tab stands for.
struct TagModifier: BuiltinModifier {
  let value: AnyHashable
  var name: String { "tag" }
}

/// `.onTapGesture`: runs an action when the view is tapped.
struct TapGestureModifier: BuiltinModifier {
  let count: Int
  let action: @MainActor () -> Void
  var name: String { "onTapGesture" }
}

/// `.searchable`: a search field bound to text, shown above the content.
struct SearchableModifier: BuiltinModifier {
  let text: Binding<String>
  let prompt: String
  var name: String { "searchable" }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    list.add(TextField(prompt, text: text), key: ChildKey(structural: "search"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}

/// A modifier that adds a view beside its content (`background`, `overlay`, `toolbar`,
/// `swipeActions`): both are children, in drawing order.
struct DecorationModifier: BuiltinModifier {
  let name: String
  let decoration: any View
  /// Whether the decoration is drawn before (under) the content.
  let isBehind: Bool

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    if isBehind { list.add(decoration, key: ChildKey(structural: name)) }
    list.add(content, key: ChildKey(structural: "content"))
    if !isBehind { list.add(decoration, key: ChildKey(structural: name)) }
  }
}

/// A modifier that only changes how the content looks: kept in the tree under its name.
struct AppearanceModifier: BuiltinModifier {
  let name: String
  let detail: String
}

extension View {
  /// The value this view stands for in a `Picker` or a `TabView`.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }

  /// Runs `action` when the view is tapped (`driver.tap` finds it by its text).
  @preconcurrency public func onTapGesture(
    count: Int = 1, perform action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    modifier(TapGestureModifier(count: count, action: action))
  }

  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(DecorationModifier(name: "overlay", decoration: content(), isBehind: false))
  }

  public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
    modifier(DecorationModifier(name: "toolbar", decoration: content(), isBehind: false))
  }

  /// A search field bound to `text`, found by the driver by its prompt. The placement is
  /// accepted and ignored.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String = "Search"
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }

  /// A search field bound to `text` whose prompt is a `Text`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt.content)
  }

  public func swipeActions<V: View>(
    edge: Edge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> V
  )
    -> some View
  {
    modifier(DecorationModifier(name: "swipeActions", decoration: content(), isBehind: false))
  }

  public func cornerRadius(_ radius: Double) -> some View {
    modifier(AppearanceModifier(name: "cornerRadius", detail: "\(radius)"))
  }
  public func shadow(
    color: Color = .black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> some View {
    modifier(AppearanceModifier(name: "shadow", detail: "\(radius)"))
  }
  public func tint(_ color: Color?) -> some View {
    modifier(AppearanceModifier(name: "tint", detail: color?.name ?? "nil"))
  }
  public func italic() -> some View { modifier(AppearanceModifier(name: "italic", detail: "")) }
  public func lineLimit(_ number: Int?) -> some View {
    modifier(AppearanceModifier(name: "lineLimit", detail: number.map(String.init) ?? "nil"))
  }
  /// Animations take no time headless: the change is applied at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AppearanceModifier(name: "animation", detail: ""))
  }
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(AppearanceModifier(name: "transition", detail: ""))
  }
}

/// Where a search field goes; accepted and ignored.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static let navigationBarDrawer = SearchFieldPlacement()
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement()
  }

  /// Whether the search field in the navigation bar always shows.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

/// An animation curve; headless, changes apply at once.
public struct Animation: Sendable {
  public static let `default` = Animation()
  public static let easeInOut = Animation()
  public static let spring = Animation()
  public static let linear = Animation()
}

/// A transition; headless, views come and go at once.
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
}

/// Runs `body` at once: animations take no time headless.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
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
