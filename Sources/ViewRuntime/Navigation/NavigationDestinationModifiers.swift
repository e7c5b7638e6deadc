import TraceFormat

/// A screen of a navigation stack above its root: a value of its path, or a destination shown
/// by `.navigationDestination(isPresented:)` or `(item:)`.
@MainActor
enum StackScreen {
  case value(AnyHashable)
  case presented(DestinationPresenter, id: String?, view: any View)
}

/// A `.navigationDestination(isPresented:)` or `(item:)` inside a stack, as its modifier last
/// registered it.
@MainActor
final class DestinationPresenter {
  var node: Node? { nodeLink.object }
  private let nodeLink: Unretained<Node>
  let serial: Int
  /// Whether the modifier sits in the stack's root screen: its destination then goes right
  /// above the root, below the path's screens; otherwise above them.
  let isInRoot: Bool
  /// What is presented now: nil when nothing, else the item's id ("" for `isPresented:`).
  var key: @MainActor () -> String?
  /// The destination's view, while it is presented.
  var destination: @MainActor () -> any View
  var dismiss: @MainActor () -> Void
  /// The key and the view the stack showed at its last evaluation.
  var shownKey: String?
  var shownView: (any View)?

  init(node: Node, isInRoot: Bool) {
    nodeLink = node.link
    serial = node.serial
    self.isInRoot = isInRoot
    key = { nil }
    destination = { EmptyView() }
    dismiss = {}
  }
}

extension NavigationState {
  /// The screens above the root, bottom first: destinations presented from the root, then the
  /// path's values, then destinations presented from other screens, in tree order.
  func screens(node: Node) -> [StackScreen] {
    presenters.removeAll { $0.node?.isRemoved ?? true }
    let live = presenters.sorted { $0.serial < $1.serial }.compactMap { presenter in
      presenter.key().map { (presenter, $0) }
    }
    let presented = { (inRoot: Bool) in
      live.filter { $0.0.isInRoot == inRoot }.map { presenter, key in
        StackScreen.presented(
          presenter, id: key.isEmpty ? nil : key,
          view: presenter.destination())
      }
    }
    return presented(true) + currentPath(node: node).map(StackScreen.value) + presented(false)
  }

  /// Notes which presented destinations the stack shows now.
  func didShow(_ screens: [StackScreen]) {
    for presenter in presenters {
      presenter.shownKey = nil
      presenter.shownView = nil
    }
    for case .presented(let presenter, let id, let view) in screens {
      presenter.shownKey = id ?? ""
      presenter.shownView = view
    }
  }

  /// Pops the screens from `index` up: dismisses the presented ones, and cuts the path to the
  /// values below `index`.
  func popScreens(to index: Int, node: Node) {
    let screens = self.screens(node: node)
    guard index < screens.count else { return }
    for case .presented(let presenter, _, _) in screens[index...].reversed() { presenter.dismiss() }
    let valuesBelow = screens.prefix(index).filter {
      if case .value = $0 { return true } else { return false }
    }.count
    let path = currentPath(node: node)
    if valuesBelow < path.count { setPath(Array(path.prefix(valuesBelow)), node: node) }
  }

  /// Registers the presenter `node` with what it presents now, and has the stack evaluated
  /// again when that changed, or, once per update, when the presenter now builds the shown
  /// destination with other inputs.
  func register(
    _ node: Node, stack: Node, modifier: PresentedDestinationModifier
  ) {
    let presenter =
      presenters.first { $0.node === node }
      ?? {
        let inRoot = node.ancestors.first { $0.parent === stack }?.key.structural == "root"
        let presenter = DestinationPresenter(node: node, isInRoot: inRoot)
        presenters.append(presenter)
        return presenter
      }()
    presenter.key = modifier.key
    presenter.destination = modifier.destination
    presenter.dismiss = modifier.dismiss
    let host = node.host
    let live = modifier.key()
    if live == presenter.shownKey {
      guard let shown = presenter.shownView, refreshUpdate != host.recorder.update else { return }
      // A comparison, not a build: what the destination reads is the stack's, which builds it.
      let fresh = ViewHost.withoutReadTracking { modifier.destination() }
      guard type(of: fresh) != type(of: shown) || !InputChanges.between(shown, fresh).isEmpty
      else { return }
      refreshUpdate = host.recorder.update
    }
    host.markDirty(stack, cause: host.evaluationCause)
  }
}

/// `.navigationDestination(isPresented:)` and `(item:)`: pushes a destination onto the
/// enclosing stack while a binding says so; popping it resets the binding.
struct PresentedDestinationModifier: BuiltinModifier, LifecycleModifier {
  let key: @MainActor () -> String?
  let destination: @MainActor () -> any View
  let dismiss: @MainActor () -> Void
  var name: String { "navigationDestination" }

  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    if let stack = node.navigationStack {
      NavigationState.of(stack).register(node, stack: stack, modifier: self)
    }
    list.add(content, key: ChildKey())
  }

  func didAppear(node: Node, event: Seq) {}

  /// A presenter that leaves the tree while its destination shows takes the destination along.
  func didDisappear(node: Node, event: Seq) {
    guard node.isRemoved, let stack = node.navigationStack else { return }
    let state = NavigationState.of(stack)
    if state.presenters.contains(where: { $0.node === node && $0.shownKey != nil }) {
      node.host.markDirty(stack, cause: event)
    }
  }
}

extension View {
  /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true;
  /// popping it (back button, `dismiss`) sets `isPresented` to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = destination()
    return modifier(
      PresentedDestinationModifier(
        key: { isPresented.wrappedValue ? "" : nil }, destination: { view },
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// Pushes the destination for the item onto the enclosing `NavigationStack` while `item`
  /// holds one; popping it sets `item` to nil. Another item is another identity.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      PresentedDestinationModifier(
        key: { item.wrappedValue.map(navigationID) },
        destination: { item.wrappedValue.map { destination($0) as any View } ?? EmptyView() },
        dismiss: { item.wrappedValue = nil }))
  }
}
