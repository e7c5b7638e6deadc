import TraceFormat

/// `.sheet`: presents content over the view while a binding says so. Each presentation is a new
/// identity: dismissing removes it with its state.
struct SheetModifier: BuiltinModifier {
  let isPresented: @MainActor () -> Bool
  let itemID: @MainActor () -> String?
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?
  let content: @MainActor () -> (any View)?
  var name: String { "sheet" }

  func makeChildren(content base: any View, list: inout ChildList, node: Node) {
    list.add(base, key: ChildKey(structural: "content"))
    let presented = ViewHost.withoutReadTracking { isPresented() }
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
    guard presented, let sheet = content() else { return }
    var key = ChildKey(structural: "sheet", explicitID: ViewHost.withoutReadTracking { itemID() })
    key.reasonHint = .presentation
    var environment = node.environment
    environment.dismiss = DismissAction(action: dismiss, id: -1)
    list.items.append(ChildList.Item(key: key, view: sheet, environment: environment))
  }

  /// Dismisses the sheet as the user would.
  func dismissSheet() { dismiss() }
}

/// Whether a sheet was showing after the last evaluation.
final class SheetState {
  var wasPresented = false
}

extension View {
  /// Presents `content` while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        isPresented: { isPresented.wrappedValue }, itemID: { nil },
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
        content: { content() }))
  }

  /// Presents `content` for the item while the binding holds one; a different item is a new
  /// identity.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        isPresented: { item.wrappedValue != nil },
        itemID: { item.wrappedValue.map { describeValue($0.id) } },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
        content: { item.wrappedValue.map { content($0) } }))
  }
}
