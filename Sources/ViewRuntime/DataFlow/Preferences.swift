import TraceFormat

/// Preferences, as SwiftUI's `PreferenceKey`: views below set values with `.preference`, an
/// ancestor's `.onPreferenceChange` sees them reduced up the tree.
///
/// After each update the runtime reduces, for every `.onPreferenceChange`, the values its
/// content's visible views set, in tree order (a `.preference` replaces the values from its
/// own content; a `.transformPreference` changes them). When the reduced value differs from
/// the last one (and the first time), the action runs at the end of the update, with the
/// `onChange` actions; its writes are caused by the update's `update-begin`.

/// A named value that views set and ancestors read, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next one, in tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)`: sets the value for `Key`, in place of its content's. Modifiers
/// that SwiftUI builds on it keep their own name in paths (`preferredColorScheme`).
struct PreferenceModifier<Key: PreferenceKey>: BuiltinModifier, LifecycleModifier {
  let value: Key.Value
  var name = "preference"

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    if Key.self == PreferredColorSchemeKey.self, let scheme = value as? ColorScheme? {
      node.host.presentationSchemes.noteWriter(node, sets: scheme)
    }
    list.add(content, key: ChildKey())
  }

  func didAppear(node: Node, event: Seq) { noteVisibility(node: node, event: event) }
  func didDisappear(node: Node, event: Seq) { noteVisibility(node: node, event: event) }

  private func noteVisibility(node: Node, event: Seq) {
    guard Key.self == PreferredColorSchemeKey.self else { return }
    node.host.presentationSchemes.noteVisibility(of: node, event: event)
  }
}

/// `.transformPreference(_:_:)`: changes the value its content reduces to.
struct TransformPreferenceModifier<Key: PreferenceKey>: BuiltinModifier, LifecycleModifier {
  let transform: @MainActor (inout Key.Value) -> Void
  var name: String { "transformPreference" }

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    if Key.self == PreferredColorSchemeKey.self {
      node.host.presentationSchemes.noteWriter(node, sets: nil, transforms: true)
    }
    list.add(content, key: ChildKey())
  }

  func didAppear(node: Node, event: Seq) { noteVisibility(node: node, event: event) }
  func didDisappear(node: Node, event: Seq) { noteVisibility(node: node, event: event) }

  private func noteVisibility(node: Node, event: Seq) {
    guard Key.self == PreferredColorSchemeKey.self else { return }
    node.host.presentationSchemes.noteVisibility(of: node, event: event)
  }
}

/// `.onPreferenceChange(_:perform:)`: runs its action when its content's value changes.
struct OnPreferenceChangeModifier<Key: PreferenceKey>: BuiltinModifier
where Key.Value: Equatable {
  let action: @MainActor (Key.Value) -> Void
  let site: String
  var name: String { "onPreferenceChange" }

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    node.host.preferenceObservers.register(node)
    list.add(content, key: ChildKey())
  }
}

/// The nodes with an `.onPreferenceChange`, checked after every update.
@MainActor
final class PreferenceObservers {
  private var nodes: [ObjectIdentifier: Node] = [:]

  func register(_ node: Node) { nodes[ObjectIdentifier(node)] = node }

  /// Queues the action of every observer whose value changed, in tree order, to run at the
  /// end of the update caused by `cause`.
  func check(host: ViewHost, cause: Seq) {
    nodes = nodes.filter { !$0.value.isRemoved }
    let ordered = nodes.values.sorted { $0.serial < $1.serial }
    for node in ordered where node.isShown {
      guard let observer = node.modifier(PreferenceObserving.self) else { continue }
      observer.queueIfChanged(node: node, cause: cause)
    }
  }
}

/// An `.onPreferenceChange` of any key.
@MainActor
protocol PreferenceObserving {
  func queueIfChanged(node: Node, cause: Seq)
}

extension OnPreferenceChangeModifier: PreferenceObserving {
  func queueIfChanged(node: Node, cause: Seq) {
    let value = Node.reducedPreference(Key.self, of: node.children) ?? Key.defaultValue
    let last = node.runtimeState as? ValueBox<Key.Value>
    if let old = last?.value, old == value { return }
    let box = last ?? ValueBox<Key.Value>()
    box.value = value
    node.runtimeState = box
    let host = node.host
    host.runAfterUpdate(on: node, cause: cause, site: site) { action(value) }
  }
}

extension Node {
  /// The value for `Key` that `nodes` and their descendants set, reduced in tree order; nil when
  /// none sets one. Only nodes in `scope` are asked, when it is given: those on the way to the
  /// views that may set the key.
  static func reducedPreference<Key: PreferenceKey>(
    _ key: Key.Type, of nodes: [Node], within scope: Set<ObjectIdentifier>? = nil
  ) -> Key.Value? {
    var result: Key.Value?
    for node in nodes where node.passesPreferences {
      if let scope, !scope.contains(ObjectIdentifier(node)) { continue }
      guard let next = node.preference(Key.self, within: scope) else { continue }
      if result == nil {
        result = next
      } else {
        Key.reduce(value: &result!, nextValue: { next })
      }
    }
    return result
  }

  /// Whether what this node's subtree sets reaches its parent: not when it was removed, when it
  /// is a presentation of its own (a sheet's content sets the sheet's preferences), or when its
  /// container hides it (an unselected tab, a covered navigation root, a lazy row out of the
  /// window); a view that a full-screen cover hides is still its presentation's content.
  var passesPreferences: Bool {
    guard !isRemoved, !isPresentation else { return false }
    return !isHidden || isCoveredByPresentation
  }

  /// The value for `Key` this node's subtree sets (of the nodes in `scope`, when given).
  func preference<Key: PreferenceKey>(_ key: Key.Type, within scope: Set<ObjectIdentifier>? = nil)
    -> Key.Value?
  {
    if let writer = modifier(PreferenceModifier<Key>.self) { return writer.value }
    let value = Node.reducedPreference(Key.self, of: children, within: scope)
    guard let transform = modifier(TransformPreferenceModifier<Key>.self) else { return value }
    var transformed = value ?? Key.defaultValue
    transform.transform(&transformed)
    return transformed
  }
}

extension View {
  /// Sets `value` for `key`, for an `.onPreferenceChange` above to see.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceModifier<K>(value: value))
  }

  /// Changes the value for `key` that this view's content sets.
  @preconcurrency public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping @MainActor (inout K.Value) -> Void
  ) -> some View {
    modifier(TransformPreferenceModifier<K>(transform: callback))
  }

  /// Runs `action` with the value for `key` that the views inside set, reduced, at the end of
  /// the first update and of every update that changes it.
  @preconcurrency public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, file: StaticString = #fileID, line: UInt = #line,
    perform action: @escaping @MainActor (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(OnPreferenceChangeModifier<K>(action: action, site: DeclarationSites.site(file, line)))
  }
}
