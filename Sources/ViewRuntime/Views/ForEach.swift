import TraceFormat

/// Views computed from a collection, one identity per element, as SwiftUI's `ForEach`.
///
/// Elements are identified by their id (`Identifiable`, or the `id:` key path); a range of
/// indices identifies them by position. Inside a lazy container only the rows in the visible
/// window are realized.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
  public let data: Data
  let idOf: (Data.Element) -> ID
  let content: (Data.Element) -> Content
  let isIndexBased: Bool
  /// Where the `ForEach` is written, recorded on the decisions that add and remove its rows.
  let site: String

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, file: StaticString = #fileID,
    line: UInt = #line, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    idOf = { $0[keyPath: id] }
    self.content = content
    isIndexBased = data is Range<Int> || data is ClosedRange<Int>
    site = "\(file):\(line)"
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    let state = node.runtimeState as? ForEachState ?? ForEachState()
    node.runtimeState = state
    let container = node.lazyContainer
    if let container, state.dataVersion == container.viewVersion {
      makeWindowChildren(&list, node: node, state: state, window: container.lazyWindowState!)
      return
    }
    makeAllChildren(&list, node: node, state: state, window: container?.lazyWindowState)
    state.dataVersion = container?.viewVersion
  }

  /// Computes every element's id and view; in a lazy container, rows outside the window are
  /// listed but not realized.
  private func makeAllChildren(
    _ list: inout ChildList, node: Node, state: ForEachState, window: LazyWindow?
  ) {
    var seen: [String: Int] = [:]
    var ids: [String] = []
    ids.reserveCapacity(data.count)
    state.duplicateWarnings.removeAll()
    let known = Set(state.orderedIDs)
    for (index, element) in data.enumerated() {
      var id = describeValue(idOf(element))
      if let count = seen[id] {
        seen[id] = count + 1
        let warning = "ForEach: the id \(id) occurs \(count + 1) times"
        state.duplicateWarnings.append(warning)
        recordDuplicate(warning, node: node)
        id += " (\(count + 1))"
      } else {
        seen[id] = 1
      }
      ids.append(id)
      let outside = window.map { !$0.contains(index) } ?? false
      list.items.append(
        ChildList.Item(
          key: key(id, known: known.contains(id), node: node, state: state),
          view: content(element), isOutsideWindow: outside))
      if !outside { state.realizedIDs.insert(id) }
    }
    state.realizedIDs.formIntersection(ids)
    state.orderedIDs = ids
  }

  /// The same data as last time, in a lazy container that scrolled: realizes the rows of the
  /// window and lists the realized rows outside it as they are, so that a scroll costs the
  /// window and the rows realized so far, not every element. Decisions and warnings are those
  /// of `makeAllChildren` on the same data.
  private func makeWindowChildren(
    _ list: inout ChildList, node: Node, state: ForEachState, window: LazyWindow
  ) {
    for warning in state.duplicateWarnings { recordDuplicate(warning, node: node) }
    let rows =
      min(
        window.start, state.orderedIDs.count)..<min(
        window.start + window.size, state.orderedIDs.count)
    var listedWindow = false
    func listWindow() {
      listedWindow = true
      for index in rows {
        let id = state.orderedIDs[index]
        let element = data[data.index(data.startIndex, offsetBy: index)]
        list.items.append(
          ChildList.Item(
            key: key(id, known: true, node: node, state: state), view: content(element)))
        state.realizedIDs.insert(id)
      }
    }
    // The children are the realized rows, in data order.
    for child in node.children {
      guard let index = child.key.explicitID.flatMap(state.index(of:)), !rows.contains(index)
      else { continue }
      if index >= rows.upperBound && !listedWindow { listWindow() }
      list.items.append(ChildList.Item(key: child.key, view: child.view, isOutsideWindow: true))
    }
    if !listedWindow { listWindow() }
  }

  /// The key of the element `id`; a known element realized for the first time says so.
  private func key(_ id: String, known: Bool, node: Node, state: ForEachState) -> ChildKey {
    var key = ChildKey(structural: "", explicitID: id, isIndex: isIndexBased, isElement: true)
    key.elementSite = site
    if node.evaluationCount > 0, known, !state.realizedIDs.contains(id) {
      key.reasonHint = .realized
    }
    return key
  }

  private func recordDuplicate(_ warning: String, node: Node) {
    let host = node.host
    host.recorder.record(
      .warning, identity: node.pathSym, cause: host.evaluationCause,
      code: WarningKind.duplicateID.rawValue, name: host.recorder.intern(warning))
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  public init(
    _ data: Data, file: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, file: file, line: line, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One identity per index: state stays with the position, not with the data.
  public init(
    _ data: Range<Int>, file: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder content: @escaping (Int) -> Content
  ) {
    self.init(data, id: \.self, file: file, line: line, content: content)
  }
}

/// What a `ForEach` remembers between evaluations.
final class ForEachState {
  var realizedIDs: Set<String> = []
  /// The element ids in data order (a repeated id with its ` (2)` suffix), for scrolling to a
  /// row and for telling a realized row from an added one.
  var orderedIDs: [String] = [] { didSet { positions = nil } }
  /// The duplicate-id warnings the data gives, in order.
  var duplicateWarnings: [String] = []
  /// In a lazy container: its view version when the ids were computed, for as long as they
  /// hold (a scroll re-evaluates the container with the same view).
  var dataVersion: Int?
  private var positions: [String: Int]?

  /// The position of the element `id` in the data, found in constant time after the first
  /// look-up since the data changed.
  func index(of id: String) -> Int? {
    if positions == nil {
      var positions: [String: Int] = [:]
      positions.reserveCapacity(orderedIDs.count)
      for (index, id) in orderedIDs.enumerated() where positions[id] == nil {
        positions[id] = index
      }
      self.positions = positions
    }
    return positions?[id]
  }
}

/// The rows of a lazy container that are realized: `start ..< start + size`.
final class LazyWindow {
  var start = 0
  var size: Int
  init(size: Int) { self.size = size }
  func contains(_ index: Int) -> Bool { index >= start && index < start + size }
}

extension Node {
  /// The lazy container this node's rows belong to, if any: the nearest ancestor that is a lazy
  /// container, reached through primitives only.
  var lazyContainer: Node? {
    var current = parent
    while let node = current {
      if node.runtimeState is LazyWindow { return node }
      guard node.view is any PrimitiveView else { return nil }
      current = node.parent
    }
    return nil
  }

  /// The window of a lazy container's node.
  var lazyWindowState: LazyWindow? { runtimeState as? LazyWindow }
}

/// A container that realizes only the rows in its visible window: its node keeps a
/// ``LazyWindow`` that the `ForEach`es inside consult and the driver scrolls.
@MainActor
protocol LazyContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
  /// How many rows are visible at once.
  var visibleRows: Int { get }
}

extension LazyContainer {
  var visibleRows: Int { LazyWindowDefaults.rows }

  func makeChildren(_ list: inout ChildList, node: Node) {
    if node.runtimeState == nil { node.runtimeState = LazyWindow(size: visibleRows) }
    list.add(content, key: ChildKey())
  }
}

/// A vertical stack that realizes rows as they scroll into view, as SwiftUI's `LazyVStack`.
public struct LazyVStack<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A scrolling list of rows, realized lazily, as SwiftUI's `List`.
public struct List<Content: View>: PrimitiveView, LazyContainer {
  let content: Content
  /// What selecting a row does, for `List(selection:)`.
  var selection: ListSelection?
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension List {
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, file: StaticString = #fileID,
    line: UInt = #line, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, file: file, line: line, content: rowContent)
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, file: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, file: file, line: line, content: rowContent)
  }

  public init<RowContent: View>(
    _ data: Range<Int>, file: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  )
  where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, file: file, line: line, content: rowContent)
  }
}

/// How many rows a lazy container shows at once.
enum LazyWindowDefaults {
  static let rows = 10
}
