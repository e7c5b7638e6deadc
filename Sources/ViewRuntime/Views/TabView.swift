/// Tabs, as SwiftUI's `TabView`: `Tab(…)`s, or views marked with `.tabItem` and `.tag`. Only
/// the selected tab is shown; the others are hidden and keep their state.
///
/// A tab's value is its `Tab` value, else its `.tag`, else its position. Without a selection
/// binding the tab view keeps the position of the selected tab in a slot `_selection` of its
/// own identity, so the driver can still switch tabs (`select("Settings")`).
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    var tabs = ChildList()
    tabs.add(content, key: ChildKey())
    let selected: AnyHashable? = selection.map {
      AnyHashable($0.wrappedValue)
    }
    let ownIndex = selection == nil ? ownSlot(node).read() as? Int : nil
    for (index, var item) in tabs.items.enumerated() {
      let value = tabValue(of: item.view) ?? AnyHashable(index)
      item.isHidden = ownIndex.map { $0 != index } ?? (value != selected)
      list.items.append(item)
    }
  }

  /// Where a tab view without a binding keeps the position of its selected tab.
  private func ownSlot(_ node: Node) -> Slot {
    node.slot("_selection", kind: .state, typeName: "Int", site: "TabView") {
      0
    }
  }

  /// Selects the tab whose value reads `option` or whose subtree shows it.
  func selectTab(_ option: String, node: Node) -> Bool {
    for index in tabIndices(selectedBy: option, node: node) {
      if let selection {
        let value = tabValue(of: node.children[index].view) ?? AnyHashable(index)
        guard let typed = value.base as? SelectionValue else { continue }
        selection.wrappedValue = typed
      } else {
        ownSlot(node).write(index)
      }
      return true
    }
    return false
  }

  /// The positions of the tabs that `option` names, in order: those whose value reads it or
  /// whose subtree shows it.
  func tabIndices(selectedBy option: String, node: Node) -> [Int] {
    node.children.indices.filter { index in
      let child = node.children[index]
      let value = tabValue(of: child.view) ?? AnyHashable(index)
      return child.shows(option) || child.descendants.contains(where: { $0.shows(option) })
        || describeValue(value.base) == option
    }
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension TabView: Selectable {
  func select(_ option: String, node: Node) -> Bool { selectTab(option, node: node) }
}

/// The value a tab stands for: a `Tab`'s value, or the `.tag` among the modifiers around it.
@MainActor
func tabValue(of view: any View) -> AnyHashable? {
  if let tab = view as? any TabContent { return tab.tabValue }
  guard let carrier = view as? any ModifierChainLink else { return nil }
  if let tag = carrier.anyModifier as? TagModifier { return tag.value }
  return tabValue(of: carrier.wrappedContent)
}

/// A modified view whose content can be looked through, to find a tag under other modifiers.
@MainActor
protocol ModifierChainLink: ModifierCarrier {
  var wrappedContent: any View { get }
}

extension ModifiedContent: ModifierChainLink {
  var wrappedContent: any View { content }
}
