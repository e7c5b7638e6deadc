extension Driver {
  /// Every action the screen offers as it is now, in tree order: tap each enabled button and
  /// link, flip each toggle, step each stepper up and down, type a short text into each field,
  /// choose each of the first options of each picker, each tab not shown of a tab view and
  /// each of the first rows of a `List(selection:)`, then scroll the first lazy container a page on or back to its top, pull to refresh, pop,
  /// dismiss the presented sheet, and let time pass to the next sleeping task's deadline.
  /// Controls are named as a script would name them: by their accessibility identifier or
  /// label or their text, and where that is shared, by a text of their row or else their index.
  public func possibleActions() -> [DriverAction] {
    guard host.root != nil else { return [] }
    let query = inputQuery
    let nodes = query.visibleNodes
    let names = ControlNames(query: query, nodes: nodes)
    var actions: [DriverAction] = []
    for node in nodes {
      let kinds = ControlKinds.of(node)
      guard !kinds.isEmpty, node.environment.isEnabled else { continue }
      if kinds.contains(.tappable),
        let control = locator(of: node, as: (any Tappable).self, in: names)
      {
        actions.append(.tap(control))
      } else if kinds.contains(.switchable),
        let control = locator(of: node, as: (any Switchable).self, in: names)
      {
        actions.append(.toggle(control))
      } else if kinds.contains(.steppable),
        let control = locator(of: node, as: (any Steppable).self, in: names)
      {
        actions += [.step(control, by: 1), .step(control, by: -1)]
      } else if kinds.contains(.textInput),
        let control = locator(of: node, as: (any TextInput).self, in: names)
      {
        actions.append(.type("a", into: control))
      } else if kinds.contains(.optionListing), let picker = node.view as? any OptionListing,
        (picker as? any Selectable)?.offersSelection != false,
        let control = locator(of: node, as: (any Selectable).self, in: names)
      {
        let options = picker.optionNames(node: node).prefix(DriverLimits.optionsOffered)
        actions += options.map { .select($0, in: control) }
      }
    }
    actions += scrollActions(in: nodes)
    if nodes.contains(where: { $0.modifier(RefreshableModifier.self) != nil }) {
      actions.append(.refresh)
    }
    if let stack = nodes.first(where: { $0.runtimeState is NavigationState }),
      !NavigationState.of(stack).screens(node: stack).isEmpty
    {
      actions.append(.pop)
    }
    if query.front != nil { actions.append(.dismissSheet) }
    if let deadline = host.core.nextDeadline, deadline > host.core.now {
      actions.append(.advance(milliseconds: Int((deadline - host.core.now + 999_999) / 1_000_000)))
    }
    return actions
  }

  /// Performs `action` as the script line it prints as would.
  public func perform(_ action: DriverAction) async throws {
    switch action {
    case .tap(let c): try await tap(c.text, within: c.within, index: c.index)
    case .toggle(let c): try await toggle(c.text, within: c.within, index: c.index)
    case .step(let c, let count):
      try await step(c.text, by: count, within: c.within, index: c.index)
    case .type(let text, let c):
      try await type(text, into: c.text, within: c.within, index: c.index)
    case .select(let option, let c):
      try await select(option, in: c.text, within: c.within, index: c.index)
    case .scroll(let row): try await scroll(toRow: row)
    case .refresh: try await refresh()
    case .pop: try await pop()
    case .dismissSheet: try await dismissSheet()
    case .advance(let ms): try await advance(by: .milliseconds(ms))
    }
  }

  /// The screen's state as text: the identity tree with every slot's value, and how long
  /// until the next sleeping task wakes. Two equal digests are the same state to explore. In
  /// deterministic mode its UUIDs are named as the trace names them (`UUID#3`), so a screen
  /// that makes a `UUID()` reads the same however many times it is played.
  public var stateDigest: String {
    var digest = host.recorder.stable(TreePrinter.render(host.root))
    if let deadline = host.core.nextDeadline {
      digest += "\nnext wake in \(deadline &- host.core.now) ns"
    }
    return digest
  }

  /// How a script names `node`: the first of its accessibility identifier, its accessibility
  /// label (either put on it or on the modifiers around it) and the texts and labels inside it
  /// that finds it, with the text of its row when several controls match and that tells them
  /// apart, else its index.
  private func locator<C>(of node: Node, as kind: C.Type, in query: ControlNames)
    -> ControlLocator?
  {
    let wrappers = node.modifierWrappers
    var names = wrappers.compactMap(\.accessibilityIdentifier)
    names += wrappers.compactMap(\.accessibilityLabel)
    for candidate in [node] + node.descendants {
      names += (candidate.view as? any Labeled)?.searchableText ?? []
      names += candidate.accessibilityLabel.map { [$0] } ?? []
    }
    for name in names where !name.isEmpty {
      let controls = query.controls(matching: name, as: kind)
      guard let index = controls.places[ObjectIdentifier(node)] else { continue }
      if controls.nodes.count == 1 { return ControlLocator(name) }
      if let row = node.row?.label(besides: name),
        let scoped = query.controls(matching: name, as: kind, within: row),
        scoped.count == 1, scoped[0] === node
      {
        return ControlLocator(name, within: row)
      }
      return ControlLocator(name, index: index)
    }
    return nil
  }

  /// A page on in the first lazy container, and back to its top once scrolled.
  private func scrollActions(in nodes: [Node]) -> [DriverAction] {
    guard let lazy = nodes.first(where: { $0.runtimeState is LazyWindow }),
      let window = lazy.runtimeState as? LazyWindow
    else { return [] }
    let rows =
      lazy.descendants.compactMap { ($0.runtimeState as? ForEachState)?.writtenIDs }.first
      ?? WrittenIDs([])
    var actions: [DriverAction] = []
    if window.start + window.size < rows.count {
      actions.append(.scroll(toRow: rows[window.start + window.size]))
    }
    if window.start > 0, rows.count > 0 { actions.append(.scroll(toRow: rows[0])) }
    return actions
  }
}

extension TabView: OptionListing {
  /// Each tab not shown, by the first text it shows (its label first) that selects it, else
  /// its value.
  func optionNames(node: Node) -> [String] {
    node.children.indices.compactMap { index in
      let tab = node.children[index]
      guard tab.isHidden else { return nil }
      return optionNames(of: tab).first { tabIndices(selectedBy: $0, node: node).first == index }
    }
  }

  private func optionNames(of tab: Node) -> [String] {
    let texts = ([tab] + tab.descendants).flatMap {
      ($0.view as? any Labeled)?.searchableText ?? []
    }
    let value = tabValue(of: tab.view).map { [describeValue($0.base)] } ?? []
    return texts.filter { !$0.isEmpty } + value
  }
}

extension List: OptionListing {
  /// Each row the selection can take (a tagged view or a `ForEach` element), by the first text
  /// it shows that selects it: the first view showing the text is in that row.
  func optionNames(node: Node) -> [String] {
    guard selection != nil else { return [] }
    let all = node.descendants
    let rows = all.filter { $0.isShown && rowValue(of: $0) != nil }
    return rows.prefix(DriverLimits.optionsOffered).compactMap { row in
      let texts = ([row] + row.descendants).flatMap {
        ($0.view as? any Labeled)?.searchableText ?? []
      }
      return texts.first { text in
        guard !text.isEmpty, let match = all.first(where: { $0.shows(text) }) else { return false }
        return ([match] + match.ancestors).first { rowValue(of: $0) != nil } === row
      }
    }
  }
}
