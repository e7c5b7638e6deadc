import TraceFormat

/// A view wrapped in a modifier. The modifier is an identity of its own in the tree, with its
/// content below it, so the order of modifiers is kept.
public struct ModifiedContent<Content: View, Modifier>: PrimitiveView, NamedView {
  public let content: Content
  public let modifier: Modifier

  @inlinable
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  var displayName: String {
    if let name = ModifierWitnesses.of(type(of: modifier)).builtinName {
      return "." + name(modifier)
    }
    return ModifierWitnesses.of(Modifier.self).typeName
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    let witnesses = ModifierWitnesses.of(type(of: modifier))
    if let makeChildren = witnesses.makeChildren {
      makeChildren(modifier, content, &list, node)
    } else if let bodyView = witnesses.bodyView {
      list.add(bodyView(modifier, content), key: ChildKey())
    } else {
      list.add(content, key: ChildKey())
    }
  }
}

/// How a modified view calls its modifier, found once per modifier type: its conformances to
/// the runtime's modifier protocols, with their witnesses, and its type's name. Looked up by the
/// modifier's own type, as a cast finds its conformances; the name is the declared type's.
/// A class, so that each look-up (a modified view's name, children and appearance ask one)
/// retains one reference rather than each witness.
@MainActor
private final class ModifierWitnesses {
  /// ``BuiltinModifier/name``.
  private(set) var builtinName: ((Any) -> String)?
  /// ``BuiltinModifier/makeChildren(content:list:node:)``.
  private(set) var makeChildren: ((Any, any View, inout ChildList, Node) -> Void)?
  /// ``ViewModifier/bodyView(content:)``.
  private(set) var bodyView: ((Any, any View) -> any View)?
  /// ``LifecycleModifier``'s hooks.
  private(set) var didAppear: ((Any, Node, Seq) -> Void)?
  private(set) var didDisappear: ((Any, Node, Seq) -> Void)?
  /// ``EnvironmentWriter/apply(to:)``.
  private(set) var apply: ((Any, EnvironmentValues) -> EnvironmentValues)?
  /// The type's name without generic arguments.
  let typeName: String

  private static let known = PerTypeCache<ModifierWitnesses>()

  static func of(_ type: Any.Type) -> ModifierWitnesses {
    known.value(for: type) { ModifierWitnesses(type) }
  }

  private init(_ type: Any.Type) {
    typeName = String(describing: type).prefix { $0 != "<" }.description
    if let builtin = type as? any BuiltinModifier.Type {
      (builtinName, makeChildren) = Self.builtin(builtin)
    }
    if let custom = type as? any ViewModifier.Type { bodyView = Self.bodyView(custom) }
    if let lifecycle = type as? any LifecycleModifier.Type {
      (didAppear, didDisappear) = Self.lifecycle(lifecycle)
    }
    if let writer = type as? any EnvironmentWriter.Type { apply = Self.apply(writer) }
  }

  private static func builtin<M: BuiltinModifier>(_: M.Type) -> (
    (Any) -> String, (Any, any View, inout ChildList, Node) -> Void
  ) {
    (
      { ($0 as! M).name },
      { modifier, content, list, node in
        (modifier as! M).makeChildren(content: content, list: &list, node: node)
      }
    )
  }

  private static func bodyView<M: ViewModifier>(_: M.Type) -> (Any, any View) -> any View {
    { modifier, content in (modifier as! M).bodyView(content: content) }
  }

  private static func lifecycle<M: LifecycleModifier>(_: M.Type) -> (
    (Any, Node, Seq) -> Void, (Any, Node, Seq) -> Void
  ) {
    (
      { modifier, node, event in (modifier as! M).didAppear(node: node, event: event) },
      { modifier, node, event in (modifier as! M).didDisappear(node: node, event: event) }
    )
  }

  private static func apply<M: EnvironmentWriter>(_: M.Type) -> (
    Any, EnvironmentValues
  ) -> EnvironmentValues {
    { modifier, environment in (modifier as! M).apply(to: environment) }
  }
}

extension ModifiedContent: ModifierCarrier {
  var anyModifier: Any { modifier }

  /// Compared with the two marking modifiers' types, where a cast to a protocol would scan the
  /// conformance records for each modifier type on its first sight.
  static var marked: (@MainActor @Sendable (Self, String) -> Bool)? {
    if Modifier.self == AccessibilityIdentifierModifier.self {
      return { view, text in
        _identityCast(view.modifier, to: AccessibilityIdentifierModifier.self).identifier == text
      }
    }
    if Modifier.self == AccessibilityLabelModifier.self {
      return { view, text in
        _identityCast(view.modifier, to: AccessibilityLabelModifier.self).label == text
      }
    }
    return nil
  }
}

/// A view that carries a modifier, so the runtime can ask for it by type.
@MainActor
protocol ModifierCarrier: RuntimeHooks {
  var anyModifier: Any { get }
  /// Whether a view of this type is marked with a text as accessibility identifier or label,
  /// for a type whose modifier marks its view so; nil for any other.
  static var marked: (@MainActor @Sendable (Self, String) -> Bool)? { get }
}

extension Node {
  /// The modifier of type `M` that this node's view applies, if it is a modified view.
  func modifier<M>(_ type: M.Type) -> M? { descriptor.anyModifier?(view) as? M }
}

extension ModifiedContent: LifecycleModifier {
  func didAppear(node: Node, event: Seq) {
    ModifierWitnesses.of(type(of: modifier)).didAppear?(modifier, node, event)
  }
  func didDisappear(node: Node, event: Seq) {
    ModifierWitnesses.of(type(of: modifier)).didDisappear?(modifier, node, event)
  }
}

extension ModifiedContent: EnvironmentWriter {
  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    ModifierWitnesses.of(type(of: modifier)).apply?(modifier, environment) ?? environment
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

  var displayName: String { ModifierWitnesses.of(Modifier.self).typeName }

  var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content: content)) }

  nonisolated static func == (a: ModifierBody, b: ModifierBody) -> Bool { false }
}

extension View {
  /// Applies a modifier written by the app. Inlinable, as ``ModifiedContent/init(content:modifier:)``
  /// is, so that the caller's concrete type is made without a generic metadata look-up.
  @inlinable
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
