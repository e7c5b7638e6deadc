import TraceFormat

/// `List(selection:)`: a list whose rows the user selects, as in a split view's sidebar.
///
/// A row's value is its `.tag`, or else the id of its `ForEach` element. The driver selects
/// the row that shows a text with `select("Inbox")`, which writes the binding as a tap on the
/// row does.
struct ListSelection {
  /// Sets the selection to a row's value; false when the value has the wrong type.
  let select: @MainActor (AnyHashable) -> Bool
}

extension List {
  public init<S: Hashable>(selection: Binding<S?>, @ViewBuilder content: () -> Content) {
    self.init(content: content)
    self.selection = ListSelection { value in
      guard let typed = value.base as? S else { return false }
      selection.wrappedValue = typed
      return true
    }
  }

  public init<S: Hashable>(selection: Binding<Set<S>>, @ViewBuilder content: () -> Content) {
    self.init(content: content)
    self.selection = ListSelection { value in
      guard let typed = value.base as? S else { return false }
      selection.wrappedValue = [typed]
      return true
    }
  }

  public init<Data: RandomAccessCollection, S: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<S?>, file: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) {
      ForEach(data, file: file, line: line, content: rowContent)
    }
  }

  public init<Data: RandomAccessCollection, ID: Hashable, S: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<S?>,
    file: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) {
      ForEach(data, id: id, file: file, line: line, content: rowContent)
    }
  }
}

extension List: Selectable {
  var offersSelection: Bool { selection != nil }

  func select(_ option: String, node: Node) -> Bool {
    guard let selection else { return false }
    for match in node.descendants where match.shows(option) {
      for row in [match] + match.ancestors {
        if row === node { break }
        if let value = rowValue(of: row), selection.select(value) { return true }
      }
    }
    return false
  }

  /// A row's value: its tag, or the id of the `ForEach` element it is.
  func rowValue(of row: Node) -> AnyHashable? {
    if let tag = row.modifier(TagModifier.self) { return tag.value }
    guard row.key.isElement, let id = row.key.explicitID,
      let rows = row.parent?.view as? any IdentifiedRows
    else { return nil }
    return rows.elementID(named: id)
  }
}

/// A view whose children are elements with ids (`ForEach`).
@MainActor
protocol IdentifiedRows {
  /// The id whose description is `name`.
  func elementID(named name: String) -> AnyHashable?
}

extension ForEach: IdentifiedRows {
  func elementID(named name: String) -> AnyHashable? {
    data.lazy.map { AnyHashable(self.idOf($0)) }.first { describeValue($0.base) == name }
  }
}
