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

  /// Whether the ids are the elements' `Identifiable` ids, which may be stored properties that
  /// cannot change in place (``StoredIdentity``).
  let identifiesByElementID: Bool
  /// The offset of the id in an element, when the `id:` key path leads to a stored field of a
  /// struct (``storedIDs``).
  let keyPathIDOffset: Int?

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, file: StaticString = #fileID,
    line: UInt = #line, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(
      data, idOf: { $0[keyPath: id] }, byElementID: false,
      keyPathIDOffset: MemoryLayout<Data.Element>.offset(of: id), file: file, line: line,
      content: content)
  }

  /// `idOf` computes an element's id: read directly for an `Identifiable` element's `id`,
  /// without the key path's projection, as a row's id is computed for every element.
  init(
    _ data: Data, idOf: @escaping (Data.Element) -> ID, byElementID: Bool,
    keyPathIDOffset: Int? = nil, file: StaticString,
    line: UInt, content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.idOf = idOf
    self.content = content
    isIndexBased = data is Range<Int> || data is ClosedRange<Int>
    site = DeclarationSites.site(file, line)
    identifiesByElementID = byElementID
    self.keyPathIDOffset = keyPathIDOffset
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    let state = node.runtimeState as? ForEachState ?? ForEachState()
    node.runtimeState = state
    let window = node.lazyContainer?.lazyWindowState
    if let window, node.evaluationCount > 0 {
      let rows = window.rows(in: state.writtenIDs.count)
      if idsHold(state: state, rows: rows) {
        makeWindowChildren(&list, node: node, state: state, rows: rows)
        return
      }
    }
    makeAllChildren(&list, node: node, state: state, window: window)
  }

  /// Whether the ids listed last time are still the data's. When the data is the plain value
  /// they were computed from (or the same array of elements whose ids are stored and cannot
  /// change in place), nothing changed its ids, and the window's ids are computed again (an id
  /// computed on each call, such as `UUID()`, changes there); otherwise every id is.
  private func idsHold(state: ForEachState, rows: Range<Int>) -> Bool {
    guard state.duplicateWarnings.isEmpty else {
      return Self.written(readRows().ids).ids.all == state.orderedIDs
    }
    let kept = state.plainIDs as? [ID]
    if let last = state.plainData as? Data, PlainValue.same(last, data) {
      return rows.allSatisfy { idHolds(at: $0, kept: kept, state: state) }
    }
    return data.count == state.writtenIDs.count
      && (0..<data.count).allSatisfy { idHolds(at: $0, kept: kept, state: state) }
  }

  /// For each offset, whether the element there is the one read by the evaluation that made
  /// `last`: told by the slot the collection is in, or by comparing the elements' bytes.
  private func sameElements(_ rows: Rows, as last: ForEachLastCall) -> [Bool]? {
    if let changed = rows.changed {
      var same = [Bool](repeating: true, count: rows.ids.count)
      for offset in changed where offset < same.count { same[offset] = false }
      return same
    }
    guard let snapshot = rows.snapshot, let kept = last.snapshot else { return nil }
    return snapshot.sameElements(as: kept)
  }

  /// Whether the element at `offset` has the id listed there: a plain id with the same bytes
  /// as the one `kept`, or one that reads the same.
  private func idHolds(at offset: Int, kept: [ID]?, state: ForEachState) -> Bool {
    let id = idOf(element(at: offset, of: data))
    if let kept, PlainValue.same(id, kept[offset]) { return true }
    return describeValue(id) == state.writtenIDs[offset]
  }

  /// Computes every element's id and view; in a lazy container, rows outside the window are
  /// listed but not realized. Outside one, a row whose content closure would build the same
  /// view again keeps its view (``ForEachReuse``).
  private func makeAllChildren(
    _ list: inout ChildList, node: Node, state: ForEachState, window: LazyWindow?
  ) {
    let rows = readRows(comparingWith: window == nil ? state : nil)
    let same = window == nil && (rows.idsAsLast ?? sameIDs(rows.ids, state: state))
    let (ids, warnings) =
      same ? (state.writtenIDs, state.duplicateWarnings) : Self.written(rows.ids)
    for warning in warnings { recordDuplicate(warning, node: node) }
    if same, let due = dueRows(rows, node: node, state: state) {
      keepRows(due: due, rows: rows, ids: ids, list: &list, node: node, state: state)
      return
    }
    if same, let kept = keptRows(rows, node: node, state: state) {
      keepRows(kept, rows: rows, ids: ids, list: &list, node: node, state: state)
      return
    }
    // The children change: those checked are held no longer.
    state.checkedRows = nil
    state.keptSymbols = nil
    var reusable = window == nil ? [Bool](repeating: false, count: ids.count) : []
    let shown = window?.rows(in: ids.count) ?? 0..<ids.count
    let hidden =
      window == nil ? [] : hiddenRows(ids: ids, shown: shown, node: node)
    list.items.reserveCapacity(shown.count + hidden.count)
    // Outside a lazy container every row is realized: a row of a known id is no row realized
    // for the first time, and the realized ids are the ids, not kept.
    let lazy = window != nil
    // Every row realized before is among the old ids: with none, none is to be forgotten.
    let forgets = lazy && !state.realizedIDs.isEmpty
    for row in hidden where row.index < shown.lowerBound { list.items.append(row.item) }
    for index in shown {
      let id = ids[index]
      let known = lazy && state.index(of: id) != nil
      // The row is built into the list, not copied there.
      let dependsOnMore = RowCallReads.watching(node, own: rows.location?(index)) {
        list.items.append(
          row(rows.element(index), key: key(id, known: known, node: node, state: state), node: node)
        )
      }.dependsOnMore
      if lazy { state.realizedIDs.insert(id) } else { reusable[index] = !dependsOnMore }
    }
    for row in hidden where row.index >= shown.upperBound { list.items.append(row.item) }
    if !same {
      if forgets { state.realizedIDs = state.realizedIDs.filter { ids.index(of: $0) != nil } }
      state.writtenIDs = ids
    }
    state.duplicateWarnings = warnings
    state.shownRows = shown
    remember(rows, reusable: window == nil ? reusable : nil, state: state)
  }

  /// In a lazy container, the rows outside the window that were realized before, in data
  /// order: each child of the node of the content's type whose id is among `ids` outside the
  /// `shown` rows, listed with its own view (it stays, hidden). A row never realized has no
  /// node, and gets no item, view or call of the content closure: its id is all it costs.
  private func hiddenRows(ids: WrittenIDs, shown: Range<Int>, node: Node)
    -> [(index: Int, item: ChildList.Item)]
  {
    guard !node.children.isEmpty else { return [] }
    let contentType = ObjectIdentifier(Content.self)
    var hidden: [(index: Int, item: ChildList.Item)] = []
    for child in node.children where child.typeID == contentType {
      guard let id = child.key.explicitID,
        let index = ids.index(of: id), !shown.contains(index)
      else { continue }
      var key = ChildKey(structural: "", explicitID: id, isIndex: isIndexBased, isElement: true)
      key.elementSite = site
      hidden.append((index, ChildList.Item(key: key, view: child.view, isOutsideWindow: true)))
    }
    hidden.sort { $0.index < $1.index }
    return hidden
  }

  /// The same ids as last time, outside a lazy container, with the rows due known, in ascending
  /// order (``dueRows(_:node:state:)``): builds those rows again
  /// (``rebuildRows(_:rows:ids:list:node:state:)``), in time independent of the other rows, and
  /// updates the last call in place.
  private func keepRows(
    due: [Int], rows: Rows, ids: WrittenIDs, list: inout ChildList, node: Node, state: ForEachState
  ) {
    let calls = rebuildRows(due, rows: rows, ids: ids, list: &list, node: node, state: state)
    state.checkedRows = (node.children, node.host.staleBuilds)
    if let last = state.lastCall {
      last.written = rows.written
      for call in calls { last.setReusable(call.reusable, at: call.offset) }
    }
  }

  /// The rows that must be built again, in ascending order, when the ids are the ones listed
  /// last time and the slot the collection is in tells which elements changed since
  /// (``Rows/changed``): those rows, and those the dirty queue holds; nil when every row must be
  /// looked at (``keptRows(_:node:state:)``): the children are not the ones checked and kept
  /// since, or some rows' calls may not be kept at all.
  private func dueRows(_ rows: Rows, node: Node, state: ForEachState) -> [Int]? {
    guard let changed = rows.changed, changed.allSatisfy({ $0 < rows.ids.count }),
      let last = state.lastCall, last.unreusable == 0,
      last.reusable.count == rows.ids.count, node.children.count == rows.ids.count,
      last.base == rows.base, last.identity == ClosureIdentity(content),
      ForEachReuse.holdsComparableInputs(Content.self), state.rowsHeld(by: node)
    else { return nil }
    let contentType = ObjectIdentifier(Content.self)
    guard let first = node.children.first(where: { $0.typeID == contentType }),
      !first.descriptor.rebuildsWithParent
    else { return nil }
    var due = changed
    for dirty in node.host.dirtyNodes.nodes where dirty.parent === node {
      if let id = dirty.key.explicitID, let index = state.index(of: id) { due.append(index) }
    }
    return due.count > changed.count ? Set(due).sorted() : due
  }

  /// The same ids as last time, outside a lazy container, with the rows that keep their views
  /// known (`kept`): builds the others again (``rebuildRows(_:rows:ids:list:node:state:)``) and
  /// remembers the call.
  private func keepRows(
    _ kept: [Bool], rows: Rows, ids: WrittenIDs, list: inout ChildList, node: Node,
    state: ForEachState
  ) {
    let rebuilt = kept.indices.filter { !kept[$0] }
    var reusable = kept
    for call in rebuildRows(rebuilt, rows: rows, ids: ids, list: &list, node: node, state: state) {
      reusable[call.offset] = call.reusable
    }
    remember(rows, reusable: reusable, state: state)
  }

  /// Lists the children as the same (``ChildList/SameChildren``), with an item for each row at
  /// `offsets` (ascending) only, built again; returns, for each, whether its call may be kept.
  private func rebuildRows(
    _ offsets: [Int], rows: Rows, ids: WrittenIDs, list: inout ChildList, node: Node,
    state: ForEachState
  ) -> [(offset: Int, reusable: Bool)] {
    for warning in state.duplicateWarnings { recordDuplicate(warning, node: node) }
    var same = ChildList.SameChildren(count: ids.count)
    same.rebuilt = offsets
    var calls: [(offset: Int, reusable: Bool)] = []
    calls.reserveCapacity(offsets.count)
    for index in offsets {
      let dependsOnMore = RowCallReads.watching(node, own: rows.location?(index)) {
        list.items.append(
          row(
            rows.element(index), key: key(ids[index], known: false, node: node, state: state),
            node: node))
      }.dependsOnMore
      calls.append((index, !dependsOnMore))
    }
    list.sameChildren = same
    state.keptSymbols = KeptRowSymbols.of(node.children, keeping: state.keptSymbols)
    node.host.recorder.keptRows = state.keptSymbols
    state.shownRows = 0..<ids.count
    return calls
  }

  /// Keeps what tells the next evaluation which ids and rows are the same: the data or its
  /// ids, and (outside a lazy container) the elements and which rows' calls may be kept.
  private func remember(_ rows: Rows, reusable: [Bool]?, state: ForEachState) {
    let plainIDs = PlainValue.isPlain(ID.self)
    state.plainData = plainIDs && (PlainValue.isPlain(Data.self) || hasStoredIDs) ? data : nil
    state.plainIDs = plainIDs && state.plainData == nil ? rows.ids : nil
    // A collection in a slot that tells its changed elements is not kept: the slot's next write
    // would copy it.
    let snapshot = rows.written == nil ? rows.snapshot : nil
    state.lastCall =
      reusable.flatMap { reusable in
        guard snapshot != nil || rows.written != nil else { return nil }
        return ForEachLastCall(
          identity: ClosureIdentity(content), content: content, snapshot: snapshot,
          written: rows.written, base: rows.base, reusable: reusable)
      }
  }

  /// The rows that keep their views, by offset, when the ids are the ones listed last time: nil
  /// when none can (another closure, elements that cannot be compared, children that are not
  /// one per element, a view type whose inputs might compare changed when built again). Each
  /// row is looked at once; while the children stay the ones looked at
  /// (``ForEachState/rowsHeld(by:)``), only the rows the dirty queue holds are.
  private func keptRows(_ rows: Rows, node: Node, state: ForEachState) -> [Bool]? {
    guard let last = state.lastCall, last.reusable.count == rows.ids.count,
      node.children.count == rows.ids.count, last.base == rows.base,
      last.identity == ClosureIdentity(content),
      ForEachReuse.holdsComparableInputs(Content.self),
      var kept = rows.sameAsLast ?? sameElements(rows, as: last)
    else { return nil }
    let contentType = ObjectIdentifier(Content.self)
    // Not an optional (``ForEachReuse``): every child of the type has the type's descriptor.
    guard let first = node.children.first(where: { $0.typeID == contentType }),
      !first.descriptor.rebuildsWithParent
    else { return nil }
    let reusable = last.reusable
    defer { state.checkedRows = (node.children, node.host.staleBuilds) }
    if state.rowsHeld(by: node) {
      // Only a row due now may not keep its view.
      for index in kept.indices where kept[index] { kept[index] = reusable[index] }
      for due in node.host.dirtyNodes.nodes where due.parent === node {
        if let id = due.key.explicitID, let index = state.index(of: id) { kept[index] = false }
      }
      return kept
    }
    let ids = state.writtenIDs
    Node.withUnretained(node.children) { children in
      for index in kept.indices where kept[index] {
        kept[index] =
          reusable[index]
          && children[index]._withUnsafeGuaranteedRef {
            Self.keepsView($0, id: ids[index], type: contentType)
          }
      }
    }
    return kept
  }

  /// Whether `child`, the row of the element `id`, may keep its view: it is of the `type` the
  /// content closure builds, due for nothing, shown, and the call that built it is current
  /// and saw no change.
  private static func keepsView(_ child: Node, id: String, type: ObjectIdentifier) -> Bool {
    child.typeID == type && !child.isDirty && !child.isRemoved && !child.isHidden
      && child.suspended == nil && child.key.structural.isEmpty && child.key.explicitID == id
      && child.contentBuild.map { $0.isCurrent && !$0.observedChange } == true
  }

  /// Whether the data is an array whose elements' ids are stored and cannot change in place
  /// (``StoredIdentity``): then, as with plain data, the same bytes are the same ids.
  private var hasStoredIDs: Bool {
    identifiesByElementID
      && (Data.self == [Data.Element].self || Data.self == ContiguousArray<Data.Element>.self
        || Data.self == ArraySlice<Data.Element>.self)
      && StoredIdentity.isFixed(Data.Element.self, id: ID.self)
  }

  /// Whether `ids` are, in order, the plain ids kept from the last evaluation, with the same
  /// bytes: then they are written as they were.
  private func sameIDs(_ ids: [ID], state: ForEachState) -> Bool {
    guard let kept = state.plainIDs as? [ID] else { return false }
    return CollectionSnapshot(ids).sameElements(as: CollectionSnapshot(kept))?.allSatisfy { $0 }
      ?? false
  }

  /// The data as one evaluation reads it: each element's id, and each element (and, for a
  /// bound collection, where it is) when a row needs it.
  private struct Rows {
    let ids: [ID]
    let element: (Int) -> Data.Element
    let location: ((Int) -> BindingLocation)?
    let base: BindingLocation?
    /// The elements, to compare with the next evaluation's, when they can be.
    let snapshot: (any RowsSnapshot)?
    /// The slot the collection is in, which tells which elements changed since, with its count
    /// of writes when read (``BoundRows/slot``).
    var written: (slot: Slot, writes: Int)?
    /// The offsets, in ascending order, of the elements that may have changed since the last
    /// evaluation, when the slot told them while reading.
    var changed: [Int]?
    /// For each offset, whether the element has the same bytes as in the last evaluation's
    /// snapshot, when that was told while reading.
    var sameAsLast: [Bool]?
    /// Whether ``ids`` are the plain ids kept from the last evaluation, when that was told
    /// while reading.
    var idsAsLast: Bool?
  }

  /// Reads the data once. A bound collection (`ForEach($items)`) is read once for all its rows,
  /// which depend on it whole: their bindings and ids read it untracked. Given the `state` of
  /// the last evaluation, a bound collection of elements whose ids are stored and cannot change
  /// in place (``StoredIdentity``) is compared with the collection it read then, and only the
  /// ids of the elements whose bytes changed are read again.
  private func readRows(comparingWith state: ForEachState? = nil) -> Rows {
    guard let bound = data as? any BoundCollection, let rows = bound.rows(as: Data.Element.self)
    else {
      let snapshot = PlainValue.isPlain(Data.Element.self) ? CollectionSnapshot(data) : nil
      return Rows(
        ids: storedIDs ?? data.map(idOf), element: { [data] in element(at: $0, of: data) },
        location: nil, base: nil, snapshot: snapshot)
    }
    let identified = identifiesByElementID ? data as? any IdentifiedBoundCollection : nil
    let changed = state?.lastCall?.written.flatMap { mark in
      rows.slot.flatMap {
        $0.slot === mark.slot ? $0.slot.elementsWritten(since: mark.writes) : nil
      }
    }
    if let identified, let state, let kept = state.plainIDs as? [ID], let changed,
      ViewHost.withoutReadTracking({
        identified.elementIDs(as: ID.self, at: changed, hold: kept)
      }) == true
    {
      var read = Rows(
        ids: kept, element: rows.binding, location: rows.location, base: rows.base,
        snapshot: rows.snapshot)
      read.written = rows.slot
      read.changed = changed
      read.idsAsLast = true
      return read
    }
    if let identified, let state, let last = state.lastCall, let kept = state.plainIDs as? [ID],
      let lastSnapshot = last.snapshot, let same = rows.snapshot.sameElements(as: lastSnapshot),
      let ids = ViewHost.withoutReadTracking({
        identified.elementIDs(as: ID.self, keeping: kept, same: same)
      })
    {
      var read = Rows(
        ids: ids.ids, element: rows.binding, location: rows.location, base: rows.base,
        snapshot: rows.snapshot)
      read.written = rows.slot
      read.sameAsLast = same
      read.idsAsLast = ids.unchanged
      return read
    }
    let ids = ViewHost.withoutReadTracking {
      // The elements' own ids, read from the collection, are what their bindings' ids read.
      if let identified,
        let ids = identified.elementIDs(as: ID.self), ids.count == rows.count
      {
        return ids
      }
      return (0..<rows.count).map { idOf(rows.binding($0)) }
    }
    var read = Rows(
      ids: ids, element: rows.binding, location: rows.location, base: rows.base,
      snapshot: rows.snapshot)
    read.written = rows.slot
    read.changed = changed
    return read
  }

  /// Each element's id loaded from the collection's contiguous storage, when the id is a stored
  /// field of a struct element (``StoredIdentity``, ``keyPathIDOffset``): no element is copied,
  /// and an `Int` id costs a load. A range of integers, each its own id (`\.self`, at offset 0
  /// of an `Int`), gives its integers. Nil otherwise.
  private var storedIDs: [ID]? {
    guard
      let offset = identifiesByElementID
        ? StoredIdentity.offset(in: Data.Element.self, id: ID.self) : keyPathIDOffset
    else { return nil }
    if Data.self == Range<Int>.self, ID.self == Int.self, offset == 0 {
      return unsafeBitCast(Array(unsafeBitCast(data, to: Range<Int>.self)), to: [ID].self)
    }
    let stride = MemoryLayout<Data.Element>.stride
    return data.withContiguousStorageIfAvailable { elements in
      guard let base = UnsafeRawPointer(elements.baseAddress) else { return [] }
      if ID.self == Int.self {
        var ids: [Int] = []
        ids.reserveCapacity(elements.count)
        for index in 0..<elements.count {
          ids.append(base.load(fromByteOffset: index * stride + offset, as: Int.self))
        }
        return unsafeBitCast(ids, to: [ID].self)
      }
      return (0..<elements.count).map {
        base.load(fromByteOffset: $0 * stride + offset, as: ID.self)
      }
    }
  }

  /// The ids as the trace writes them, a repeated id with its ` (2)` suffix, and a warning for
  /// each repeat. Ascending integers, the commonest ids, repeat none: each is written when read.
  private static func written(_ elementIDs: [ID]) -> (ids: WrittenIDs, warnings: [String]) {
    if ID.self == Int.self,
      let ids = WrittenIDs(ascending: unsafeBitCast(elementIDs, to: [Int].self))
    {
      return (ids, [])
    }
    var seen: [String: Int] = [:]
    var ids: [String] = []
    var warnings: [String] = []
    ids.reserveCapacity(elementIDs.count)
    seen.reserveCapacity(elementIDs.count)
    for elementID in elementIDs {
      // An `Int`, the commonest id, written as ``describeValue(_:)`` writes it, without a cast.
      var id =
        ID.self == Int.self
        ? String(unsafeBitCast(elementID, to: Int.self)) : describeValue(elementID)
      // One look-up for an id seen for the first time.
      if let count = seen.updateValue(1, forKey: id) {
        seen[id] = count + 1
        warnings.append("ForEach: the id \(id) occurs \(count + 1) times")
        id += " (\(count + 1))"
      }
      ids.append(id)
    }
    return (WrittenIDs(ids), warnings)
  }

  /// The same ids as last time, in a lazy container that scrolled: lists the rows leaving the
  /// window as they are and realizes the rows of the window, leaving the other rows realized
  /// so far untouched (``ChildList/rank``), so that a scroll costs the window, not the data
  /// nor the rows realized before. Decisions and warnings are those of `makeAllChildren` on the
  /// same ids.
  private func makeWindowChildren(
    _ list: inout ChildList, node: Node, state: ForEachState, rows: Range<Int>
  ) {
    for warning in state.duplicateWarnings { recordDuplicate(warning, node: node) }
    let rank: (ChildKey) -> Int? = { $0.explicitID.flatMap(state.index(of:)) }
    list.rank = rank
    let first = node.firstChild(rankedFrom: state.shownRows.lowerBound, rank: rank)
    let shown = node.children[
      first..<node.firstChild(rankedFrom: state.shownRows.upperBound, rank: rank)]
    func listLeaving(_ leaving: (Int) -> Bool) {
      for child in shown where rank(child.key).map(leaving) ?? false {
        list.items.append(ChildList.Item(key: child.key, view: child.view, isOutsideWindow: true))
      }
    }
    listLeaving { $0 < rows.lowerBound }
    for index in rows {
      let id = state.writtenIDs[index]
      list.items.append(
        row(
          element(at: index, of: data), key: key(id, known: true, node: node, state: state),
          node: node))
      state.realizedIDs.insert(id)
    }
    listLeaving { $0 >= rows.upperBound }
    state.shownRows = rows
  }

  /// The row of `element` under `key`, built by the content closure as a tracked evaluation:
  /// what it reads re-runs that row alone.
  private func row(_ element: Data.Element, key: consuming ChildKey, node: Node) -> ChildList.Item {
    // Built as `any View`, the item's own type: a call built as `Content` asks the runtime for
    // the metadata of generic types made of it, on every row.
    let (view, build) = node.host.build { [content] () -> any View in content(element) }
    return ChildList.Item(key: key, view: view, build: build)
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
    host.recorder.warning(
      .duplicateID, message: warning, identity: node.pathSym, cause: host.evaluationCause)
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  public init(
    _ data: Data, file: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, idOf: { $0.id }, byElementID: true, file: file, line: line, content: content)
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
  /// In a lazy container, the ids of the rows realized so far (outside one, every row is).
  var realizedIDs: Set<String> = []
  /// The element ids in data order, for scrolling to a row and for telling a realized row from
  /// an added one.
  var writtenIDs = WrittenIDs([])
  /// Every element id, in data order (a repeated id with its ` (2)` suffix).
  var orderedIDs: [String] { writtenIDs.all }
  /// The duplicate-id warnings the data gives, in order.
  var duplicateWarnings: [String] = []
  /// The positions of the rows shown (in a lazy container, the window's).
  var shownRows = 0..<0
  /// The data the ids were computed from, kept when it is a plain value (``PlainValue``) or an
  /// array of elements whose ids cannot change in place (``StoredIdentity``), so that the same
  /// bytes tell the same ids.
  var plainData: Any?
  /// The ids of data that is not plain, kept when they are (a plain id with the same bytes is
  /// the same id, found without formatting it).
  var plainIDs: Any?
  /// What the last evaluation outside a lazy container called its content closure with.
  var lastCall: ForEachLastCall?
  /// The children whose views the last evaluation outside a lazy container checked one by one
  /// (`ForEach.keptRows`), and the host's count of stale builds then.
  var checkedRows: (children: [Node], staleBuilds: Int)?
  /// The symbols of the children last kept in place, recorded from there while they are the
  /// same array.
  var keptSymbols: KeptRowSymbols?

  /// Whether `node`'s children are still those checked (the same array: reconciling them in
  /// any way but in place makes a new one, and this state holds the old one) and kept since:
  /// then each has the key and type checked, was given its own build, is shown and observed,
  /// and can have become due for nothing but an invalidation, which queued it.
  @MainActor func rowsHeld(by node: Node) -> Bool {
    guard let checked = checkedRows, checked.staleBuilds == node.host.staleBuilds,
      node.suspended == nil, !node.isHidden
    else { return false }
    return checked.children.withUnsafeBufferPointer { old in
      node.children.withUnsafeBufferPointer { now in
        old.baseAddress == now.baseAddress && old.count == now.count
      }
    }
  }

  /// The position of the element `id` in the data.
  func index(of id: String) -> Int? { writtenIDs.index(of: id) }
}

/// The rows of a lazy container that are realized: `start ..< start + size`.
final class LazyWindow {
  var start = 0
  var size: Int
  init(size: Int) { self.size = size }
  func contains(_ index: Int) -> Bool { index >= start && index < start + size }
  /// The positions of the window among `count` rows.
  func rows(in count: Int) -> Range<Int> { min(start, count)..<min(start + size, count) }
}

extension Node {
  /// The lazy container this node's rows belong to, if any: the nearest ancestor that is a lazy
  /// container, reached through primitives and transparent views only.
  var lazyContainer: Node? {
    var current = parent
    while let node = current {
      if node.runtimeState is LazyWindow { return node }
      guard node.view is any PrimitiveView || node.view is any TransparentView else { return nil }
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

/// A `ForEach`, asked for the id of one of its rows by the id as the trace writes it: what a
/// picker option with no `.tag` stands for.
@MainActor
protocol RowIdentifying {
  func id(ofRow written: String) -> AnyHashable?
}

extension ForEach: RowIdentifying {
  func id(ofRow written: String) -> AnyHashable? {
    data.lazy.map(idOf).first { describeValue($0) == written }.map { AnyHashable($0) }
  }
}

/// The element at `offset` of `data`: a range of integers' is computed, not reached by generic
/// index arithmetic. A function of the data alone: a closure that calls a method of `ForEach`
/// asks the runtime for the metadata of the generic type at each call.
private func element<Data: RandomAccessCollection>(at offset: Int, of data: Data) -> Data.Element {
  if Data.self == Range<Int>.self {
    let range = unsafeBitCast(data, to: Range<Int>.self)
    return unsafeBitCast(range.lowerBound + offset, to: Data.Element.self)
  }
  return data[data.index(data.startIndex, offsetBy: offset)]
}
