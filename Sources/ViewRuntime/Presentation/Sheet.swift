import TraceFormat

/// `.sheet`: presents content over the view while a binding says so. Each presentation is a new
/// identity: dismissing removes it with its state.
struct SheetModifier: BuiltinModifier {
  let isPresented: @MainActor () -> Bool
  let itemID: @MainActor () -> String?
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?
  let content: @MainActor () -> (any View)?
  /// A full-screen cover hides the presenting view; a sheet leaves it visible.
  var coversContent = false
  /// The name in paths: `sheet`, `fullScreenCover` or `popover`.
  var name = "sheet"

  func makeChildren(content base: any View, list: inout ChildList, node: Node) {
    let presented = isPresented()
    list.items.append(
      ChildList.Item(
        key: ChildKey(structural: "content"), view: base, isHidden: coversContent && presented))
    let state = node.runtimeState as? SheetState ?? SheetState()
    node.runtimeState = state
    if state.wasPresented && !presented, let onDismiss {
      node.host.lifecycle.afterUpdate {
        node.host.runLifecycleAction(on: node, cause: node.host.recorder.seq, site: "sheet") {
          onDismiss()
        }
      }
    }
    state.wasPresented = presented
    let (built, build) = presented ? node.host.build(content) : (nil, nil)
    guard let sheet = built else { return }
    var key = ChildKey(structural: name, explicitID: itemID())
    key.reasonHint = .presentation
    let shown = node.children.first { $0.key == key && $0.isPresentation && !$0.isRemoved }
    let environment = contentEnvironment(presenter: node, content: shown)
    list.items.append(
      ChildList.Item(key: key, view: sheet, environment: environment, build: build))
  }

  /// The environment of the presented `content` (nil before it exists): the presenting view's,
  /// with the action that dismisses it, and the color scheme the presentation prefers.
  func contentEnvironment(presenter node: Node, content: Node?) -> EnvironmentValues {
    var environment = node.environment
    environment.dismiss = DismissAction(action: dismiss, id: -1)
    guard let content else { return environment }
    return node.host.presentationSchemes.environment(environment, of: content)
  }

  /// Dismisses the sheet as the user would.
  func dismissSheet() { dismiss() }

  /// A presentation of `content` while `isPresented` is true: dismissing sets it to false.
  static func forFlag(
    _ isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
    content: @escaping @MainActor () -> (any View)?, coversContent: Bool = false,
    name: String = "sheet"
  ) -> SheetModifier {
    SheetModifier(
      isPresented: { isPresented.wrappedValue }, itemID: { nil },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, content: content,
      coversContent: coversContent, name: name)
  }

  /// A presentation of `content` for the item while `item` holds one: a different item is a
  /// new identity, and dismissing clears the binding.
  static func forItem<Item: Identifiable, Content: View>(
    _ item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
    content: @escaping (Item) -> Content, coversContent: Bool = false, name: String = "sheet"
  ) -> SheetModifier {
    SheetModifier(
      isPresented: { item.wrappedValue != nil },
      itemID: { item.wrappedValue.map { describeValue($0.id) } },
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
      content: { item.wrappedValue.map { content($0) } }, coversContent: coversContent,
      name: name)
  }
}

extension Node {
  /// The environment of a presentation's content that its presenter gives it (see
  /// ``SheetModifier/contentEnvironment(presenter:content:)``); nil for any other view.
  var presentedEnvironment: EnvironmentValues? {
    guard key.reasonHint == .presentation, let parent,
      let sheet = parent.modifier(SheetModifier.self)
    else { return nil }
    return sheet.contentEnvironment(presenter: parent, content: self)
  }

  /// Whether the node is the view a full-screen cover hides while it is presented.
  var isCoveredByPresentation: Bool {
    isHidden && key.reasonHint != .presentation && parent?.modifier(SheetModifier.self) != nil
  }
}

/// Whether a sheet was showing after the last evaluation.
final class SheetState {
  var wasPresented = false
}

extension View {
  /// Presents `content` while `isPresented` is true.
  @preconcurrency public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier.forFlag(isPresented, onDismiss: onDismiss, content: { content() }))
  }

  /// Presents `content` for the item while the binding holds one; a different item is a new
  /// identity.
  @preconcurrency public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(SheetModifier.forItem(item, onDismiss: onDismiss, content: content))
  }

  /// Presents `content` over the whole screen while `isPresented` is true; the view below
  /// disappears meanwhile.
  @preconcurrency public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier.forFlag(
        isPresented, onDismiss: onDismiss, content: { content() }, coversContent: true,
        name: "fullScreenCover"))
  }

  /// Presents `content` for the item over the whole screen while the binding holds one; a
  /// different item is a new identity.
  @preconcurrency public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      SheetModifier.forItem(
        item, onDismiss: onDismiss, content: content, coversContent: true,
        name: "fullScreenCover"))
  }

  /// Shows an alert with `actions` while `isPresented` is true. Any of its buttons dismisses it.
  public func alert<Actions: View, Message: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View {
    let body = AlertContent(
      title: title, actions: actions(), message: message(),
      dismiss: { isPresented.wrappedValue = false })
    return modifier(SheetModifier.forFlag(isPresented, onDismiss: nil, content: { body }))
  }

  /// Shows an alert with `actions` while `isPresented` is true.
  public func alert<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Shows a dialog of actions while `isPresented` is true. Any of its buttons dismisses it.
  public func confirmationDialog<Actions: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
}

/// The content of an alert or dialog: its title, message and buttons.
struct AlertContent: PrimitiveView {
  let title: String
  let actions: any View
  let message: any View
  let dismiss: @MainActor () -> Void
  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(Text(title), key: ChildKey(structural: "title"))
    list.add(message, key: ChildKey(structural: "message"))
    list.add(actions, key: ChildKey(structural: "actions"))
  }
}
