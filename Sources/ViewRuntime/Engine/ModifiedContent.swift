import TraceFormat

/// A view wrapped in a modifier. The modifier is an identity of its own in the tree, with its
/// content below it, so the order of modifiers is kept.
public struct ModifiedContent<Content: View, Modifier>: PrimitiveView, NamedView {
  public let content: Content
  public let modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  var displayName: String {
    if let builtin = modifier as? any BuiltinModifier { return "." + builtin.name }
    return String(describing: Modifier.self).prefix { $0 != "<" }.description
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    if let builtin = modifier as? any BuiltinModifier {
      builtin.makeChildren(content: content, list: &list, node: node)
    } else if let custom = modifier as? any ViewModifier {
      list.add(custom.bodyView(content: content), key: ChildKey())
    } else {
      list.add(content, key: ChildKey())
    }
  }
}

extension ModifiedContent: ModifierCarrier {
  var anyModifier: Any { modifier }
}

/// A view that carries a modifier, so the runtime can ask for it by type.
@MainActor
protocol ModifierCarrier {
  var anyModifier: Any { get }
}

extension Node {
  /// The modifier of type `M` that this node's view applies, if it is a modified view.
  func modifier<M>(_ type: M.Type) -> M? { descriptor.anyModifier?(view) as? M }
}

extension ModifiedContent: LifecycleModifier {
  func didAppear(node: Node, event: Seq) {
    (modifier as? any LifecycleModifier)?.didAppear(node: node, event: event)
  }
  func didDisappear(node: Node, event: Seq) {
    (modifier as? any LifecycleModifier)?.didDisappear(node: node, event: event)
  }
}

extension ModifiedContent: EnvironmentWriter {
  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    (modifier as? any EnvironmentWriter)?.apply(to: environment) ?? environment
  }
}

/// A modifier the runtime implements itself.
@MainActor
protocol BuiltinModifier {
  /// The name shown in paths, without the leading dot.
  var name: String { get }
  /// Adds the modified view's children; by default the content alone.
  func makeChildren(content: any View, list: inout ChildList, node: Node)
}

extension BuiltinModifier {
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    list.add(content, key: ChildKey())
  }
}

/// A modifier written by the app, as SwiftUI's `ViewModifier`: its `body` wraps the content.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier {
  /// The view that evaluates this modifier's body around `content`.
  func bodyView(content: any View) -> any View { ModifierBody(modifier: self, content: content) }
}

/// The content a `ViewModifier` wraps, as it appears inside the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
  let content: any View
  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

/// Evaluates a `ViewModifier`'s body as a view of its own, so the modifier can hold state.
/// Its content is built anew by the parent each time, so it never compares equal: it re-runs
/// whenever its parent does.
struct ModifierBody<Modifier: ViewModifier>: View, NamedView, Equatable {
  let modifier: Modifier
  let content: any View

  var displayName: String { String(describing: Modifier.self).prefix { $0 != "<" }.description }

  var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content: content)) }

  nonisolated static func == (a: ModifierBody, b: ModifierBody) -> Bool { false }
}

extension View {
  /// Applies a modifier written by the app.
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
