import TraceFormat

/// A stack of screens over a root view, driven by a path of values, as SwiftUI's `NavigationStack`.
///
/// A push inserts the destination's identity; a pop removes it, with its state and tasks. The
/// screens below the top are covered: they disappear (and their `.task`s are cancelled) but keep
/// their state, and appear again when uncovered.
public struct NavigationStack<Root: View>: PrimitiveView {
  let root: Root
  let path: Binding<[AnyHashable]>?

  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  public init<Data: Hashable & SendableMetatype>(
    path: Binding<[Data]>, @ViewBuilder root: () -> Root
  ) {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = $0.compactMap { $0.base as? Data } })
  }

  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = Binding(
      get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    let state = NavigationState.of(node)
    state.externalPath = path
    let screens = state.screens(node: node)
    let screenEnvironment = state.screenEnvironment(node: node)
    var rootKey = ChildKey(structural: "root")
    rootKey.reasonHint = nil
    list.items.append(
      ChildList.Item(
        key: rootKey, view: root, isHidden: !screens.isEmpty, environment: screenEnvironment))
    for (index, screen) in screens.enumerated() {
      var key: ChildKey
      let destination: any View
      let build: ContentBuild?
      switch screen {
      case .value(let value):
        let built = node.host.build { state.destination(for: value) }
        destination = built.view ?? AnyView(Text("No destination for \(value.base)"))
        build = built.view == nil ? nil : built.build
        key = ChildKey(structural: "path\(index)", explicitID: navigationID(value.base))
      case .presented(let presenter, let id, _):
        (destination, build) = node.host.build { presenter.destination() }
        key = ChildKey(structural: "path\(index)", explicitID: id)
      }
      key.reasonHint = .navigation
      let pop = DismissAction(
        action: { [link = node.link] in
          link.object.map { NavigationState.of($0).popScreens(to: index, node: $0) }
        },
        id: index + 1)
      var environment = screenEnvironment
      environment.dismiss = pop
      list.items.append(
        ChildList.Item(
          key: key, view: destination, isHidden: index < screens.count - 1,
          environment: environment, build: build)
      )
    }
    state.didShow(screens)
  }
}

/// How a pushed value names its screen in paths: its id when it is `Identifiable`.
func navigationID(_ value: Any) -> String {
  if let identifiable = value as? any Identifiable { return describeValue(identifiable.id) }
  return describeValue(value)
}

/// A type-erased list of navigation values, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []
  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// What a navigation stack keeps: its own path when it has no binding, and the destinations
/// registered inside it.
@MainActor
final class NavigationState {
  var externalPath: Binding<[AnyHashable]>?
  var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
  /// The `.navigationDestination(isPresented:)` and `(item:)` modifiers inside the stack.
  var presenters: [DestinationPresenter] = []
  /// The update in which a presenter last had the stack evaluated again.
  var refreshUpdate: UInt32 = 0
  /// The stack's edit mode, once it was changed.
  var editModeSlot: Slot?
  private var slot: Slot?

  static func of(_ node: Node) -> NavigationState {
    if let state = node.runtimeState as? NavigationState { return state }
    let state = NavigationState()
    node.runtimeState = state
    return state
  }

  /// The path: the app's binding, or the stack's own `_path` slot.
  func currentPath(node: Node) -> [AnyHashable] {
    (externalPath?.wrappedValue ?? []) + (ownSlot(node).read() as! [AnyHashable])
  }

  /// Sets the path. Values go to the app's binding when there is one; screens pushed by a
  /// `NavigationLink(destination:)` always live in the stack's own `_path`, above them.
  func setPath(_ path: [AnyHashable], node: Node) {
    let values = path.filter { !($0.base is LinkedDestination) }
    let links = path.filter { $0.base is LinkedDestination }
    if let externalPath {
      if ViewHost.withoutReadTracking({ externalPath.wrappedValue }) != values {
        externalPath.wrappedValue = values
      }
      ownSlot(node).write(links)
    } else {
      ownSlot(node).write(path)
    }
  }

  func push(_ value: AnyHashable, node: Node) {
    setPath(currentPath(node: node) + [value], node: node)
  }

  func destination(for value: AnyHashable) -> (any View)? {
    if let link = value.base as? LinkedDestination { return linked[link.path] }
    return destinations[ObjectIdentifier(type(of: value.base))]?(value)
  }

  /// The destinations of `NavigationLink(destination:)` links, by the link's identity path,
  /// refreshed each time the link is evaluated.
  var linked: [String: any View] = [:]

  private func ownSlot(_ node: Node) -> Slot {
    if let slot { return slot }
    let slot = node.slot(
      "_path", kind: .state, typeName: "[AnyHashable]", site: "NavigationStack"
    ) { [AnyHashable]() }
    self.slot = slot
    return slot
  }
}

extension Node {
  /// The nearest navigation stack above this node.
  var navigationStack: Node? {
    var current = parent
    while let node = current {
      if node.runtimeState is NavigationState { return node }
      current = node.parent
    }
    return nil
  }
}

/// `.navigationDestination(for:)`: how the enclosing stack shows values of a type.
struct NavigationDestinationModifier<Value: Hashable, Destination: View>: BuiltinModifier {
  let build: (Value) -> Destination
  var name: String { "navigationDestination" }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    if let stack = node.navigationStack {
      let build = self.build
      NavigationState.of(stack).destinations[ObjectIdentifier(Value.self)] = { value in
        (value.base as? Value).map(build)
      }
    }
    list.add(content, key: ChildKey())
  }
}

/// A view that pushes a value (or a destination view) onto the enclosing navigation stack when
/// tapped, as SwiftUI's `NavigationLink`.
public struct NavigationLink<Label: View>: PrimitiveView {
  let value: AnyHashable?
  let destination: (any View)?
  /// For the deprecated `isActive:` form: the binding that shows the destination.
  let isActive: Binding<Bool>?
  let label: Label

  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.value = value.map { AnyHashable($0) }
    destination = nil
    isActive = nil
    self.label = label()
  }

  public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
    value = nil
    self.destination = destination
    isActive = nil
    self.label = label()
  }

  /// The deprecated form: the destination is pushed while `isActive` is true, as with
  /// `.navigationDestination(isPresented:)`, and tapping the link sets it.
  public init<Destination: View>(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    value = nil
    self.destination = destination
    self.isActive = isActive
    self.label = label()
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    if let isActive, let destination {
      list.add(
        Self.presenter(of: destination, isActive: isActive), key: ChildKey(structural: "isActive"))
    } else if let destination, let stack = node.navigationStack {
      NavigationState.of(stack).linked[node.path] = destination
    }
    list.add(label, key: ChildKey())
  }

  /// What pushes an `isActive:` link's destination while the binding is true.
  private static func presenter<Destination: View>(
    of destination: Destination, isActive: Binding<Bool>
  ) -> some View {
    EmptyView().navigationDestination(isPresented: isActive) { destination }
  }

  /// Pushes the link's value or destination; false when there is none or no stack.
  func activate(node: Node) -> Bool {
    if let isActive {
      isActive.wrappedValue = true
      return true
    }
    guard let stack = node.navigationStack else { return false }
    if let value {
      NavigationState.of(stack).push(value, node: stack)
    } else if destination != nil {
      NavigationState.of(stack).push(AnyHashable(LinkedDestination(path: node.path)), node: stack)
    } else {
      return false
    }
    return true
  }
}

/// A screen pushed by a `NavigationLink(destination:)`, named by the link that pushed it.
struct LinkedDestination: Hashable, CustomStringConvertible {
  let path: String
  var description: String { IdentityPath(path).last }
}

extension NavigationLink where Label == Text {
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(title) }
  }

  public init<Destination: View>(_ title: String, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension View {
  /// Declares how the enclosing `NavigationStack` shows pushed values of type `data`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(build: destination))
  }
}
