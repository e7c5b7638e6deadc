/// The views whose current evaluation read one value (a state slot, a published property),
/// directly or through a binding: those a write of the value must re-evaluate.
///
/// A reader that read the value through a binding keeps what the binding showed it (in
/// ``Node/projections``, so that the source does not hold the binding's closures); a write
/// re-evaluates it only when the binding now shows something else (or when that cannot be
/// compared), as SwiftUI compares the value a binding projects, or reads other sources (a
/// getter that picks one state by another). Readers are held weakly, and
/// the entries of readers that were re-evaluated or freed since are dropped as they are found.
@MainActor
struct ValueReaders {
  /// What a reader saw through a binding, the sources the binding read, and how to read it
  /// again.
  struct Projection {
    let binding: BindingIdentity
    let read: @MainActor () -> Any
    let seen: Any
    /// The sources the binding read, when it may read others later (its location unknown).
    let sources: [any ReadSource]?
    /// The element of the storage the binding reads, when it reads one element alone
    /// (`$items[2]`, `$items[2].isOn` of an `@State` array).
    let element: ElementPosition?
  }

  fileprivate struct Entry {
    var node: Node? { link.object }
    let link: Unretained<Node>
    let serial: Int
    let generation: Int
    /// Whether the reader read the value directly: then any change re-evaluates it.
    var readDirectly: Bool
    /// The one element of the value the reader saw, when it read through bindings to that
    /// element alone: a write of another element cannot change what it saw.
    var element: ElementPosition?
  }

  /// The readers of one element: as a rule, a row and a control in it, listed without a set.
  fileprivate enum ElementReaders {
    case one(ObjectIdentifier)
    case two(ObjectIdentifier, ObjectIdentifier)
    case many(Set<ObjectIdentifier>)
  }

  /// The reader, while the value has one (as a rule, the row that owns a slot): noted without
  /// the dictionary and the index, which hold the readers once there are more (``entries`` is
  /// then never empty, and this is nil).
  private var sole: Entry?
  private var entries: [ObjectIdentifier: Entry] = [:]
  /// The readers of one element alone, by element, and the others: where a write of one
  /// element finds the readers it may change without visiting those of other elements. An
  /// identifier may stay after its entry changed or went; ``changed(of:element:)`` checks.
  private var byElement: [ElementPosition: ElementReaders] = [:]
  private var ofWhole: Set<ObjectIdentifier> = []
  /// The count at which stale entries are next swept, so that they cannot pile up.
  private var sweepAt = 16
  /// The value of ``evaluationsRepeated`` when every entry was last known current: until it
  /// changes none can be stale (a reader's entry goes stale when the reader is evaluated again,
  /// or removed, which its parent's evaluation does), and the sweep need not visit them.
  private var currentAt: Int?

  /// How many times a view that read before began an evaluation again (``Node/beginReading()``).
  @exclusivity(unchecked) fileprivate static var evaluationsRepeated = 0

  /// Notes that `node`'s current evaluation read the value of `source`, directly
  /// (`projection` nil) or through a binding.
  mutating func note(_ node: Node, of source: AnyObject, projection: Projection?) {
    RowCallReads.noted(by: node)
    var readDirectly = true
    var element: ElementPosition?
    if let projection, node.keep(projection, of: source) {
      readDirectly = false
      element = projection.element
    }
    let id = ObjectIdentifier(node)
    // A read before the reader's first evaluation goes stale when that begins, uncounted.
    if node.readGeneration == 0 { currentAt = nil }
    if entries.isEmpty {
      if var entry = sole {
        if entry.isRead(by: node) {
          guard entry.widen(readDirectly: readDirectly, element: element) else { return }
          sole = entry
          return
        }
        // A reader of an earlier evaluation is dropped, as ``changed(of:element:)`` would drop
        // it; a current one joins the entries.
        if entry.isCurrent, let reader = entry.node {
          let readerID = ObjectIdentifier(reader)
          sole = nil
          entries[readerID] = entry
          if let element = entry.element {
            byElement.add(readerID, to: element)
          } else {
            ofWhole.insert(readerID)
          }
        }
      }
      if entries.isEmpty {
        sole = Entry(node, readDirectly: readDirectly, element: element)
        return
      }
    }
    if var entry = entries[id], entry.isRead(by: node) {
      guard entry.widen(readDirectly: readDirectly, element: element) else { return }
      entries[id] = entry
      ofWhole.insert(id)
      return
    }
    entries[id] = Entry(node, readDirectly: readDirectly, element: element)
    if let element { byElement.add(id, to: element) } else { ofWhole.insert(id) }
    if entries.count >= sweepAt {
      // While every reader is current (a start, where each row reads once), there is nothing to
      // drop and the index holds: the entries are not made again.
      if currentAt != Self.evaluationsRepeated, holdsStaleEntry {
        entries = entries.filter { $0.value.isCurrent }
        index()
      }
      currentAt = Self.evaluationsRepeated
      sweepAt = max(16, entries.count * 2)
    }
  }

  /// Whether an entry is not current (its reader was evaluated again, removed or freed). A loop,
  /// not `contains(where:)`: each call of a closure made here would check the actor it runs on.
  private var holdsStaleEntry: Bool {
    for entry in entries.values where !entry.isCurrent { return true }
    return false
  }

  /// Lists the entries by the element they read, anew.
  private mutating func index() {
    byElement.removeAll(keepingCapacity: true)
    ofWhole.removeAll(keepingCapacity: true)
    for (id, entry) in entries {
      if let element = entry.element {
        byElement.add(id, to: element)
      } else {
        ofWhole.insert(id)
      }
    }
  }

  /// Takes the readers that must re-evaluate after the value of `source` changed, in the order
  /// their identities were created; keeps the readers whose bindings show what they showed.
  /// When the write changed one `element` alone, only its readers and those of the whole value
  /// are visited: what the readers of other elements saw is as it was.
  mutating func changed(of source: AnyObject, element: ElementPosition? = nil) -> [Node] {
    if let entry = sole {
      if let element, entry.element != nil, entry.element != element { return [] }
      guard entry.isCurrent, let node = entry.node else {
        sole = nil
        return []
      }
      if !entry.readDirectly, node.projections(of: source).allSatisfy(\.isUnchanged) { return [] }
      sole = nil
      return [node]
    }
    guard !entries.isEmpty else { return [] }
    var invalid: [(serial: Int, node: Node)] = []
    func visit(_ id: ObjectIdentifier, _ entry: Entry) {
      guard entry.isCurrent, let node = entry.node else {
        entries[id] = nil
        return
      }
      if !entry.readDirectly, node.projections(of: source).allSatisfy(\.isUnchanged) { return }
      entries[id] = nil
      invalid.append((entry.serial, node))
    }
    if let element {
      byElement.removeValue(forKey: element)?.each { id in
        guard let entry = entries[id], entry.element == element else { return }
        visit(id, entry)
        if entries[id] != nil { byElement.add(id, to: element) }
      }
      let whole = ofWhole
      ofWhole.removeAll(keepingCapacity: true)
      for id in whole {
        guard let entry = entries[id], entry.element == nil else { continue }
        visit(id, entry)
        if entries[id] != nil { ofWhole.insert(id) }
      }
    } else {
      for (id, entry) in entries { visit(id, entry) }
      index()
    }
    return invalid.sorted { $0.serial < $1.serial }.map(\.node)
  }
}

/// The position of an element of a source's value (an array): an `Int` offset as it is, a
/// position of another type boxed.
enum ElementPosition: Hashable {
  case offset(Int)
  case index(AnyHashable)

  init<Position: Hashable>(_ position: Position) {
    self = Self.offset(of: position).map { .offset($0) } ?? .index(AnyHashable(position))
  }

  /// `position` itself when it is an `Int`, told by its type: neither cast nor boxed.
  static func offset<Position: Hashable>(of position: Position) -> Int? {
    Position.self == Int.self ? unsafeBitCast(position, to: Int.self) : nil
  }

  /// An offset hashed by mixing it with a large odd constant, its high half folded onto the low
  /// one (which picks the bucket), instead of running the standard hasher over it: the readers
  /// of a row's element are filed under it at each read.
  func _rawHashValue(seed: Int) -> Int {
    switch self {
    case .offset(let offset):
      let product = UInt(bitPattern: offset ^ seed) &* 0x9E37_79B9_7F4A_7C15
      return Int(bitPattern: product ^ (product >> 32))
    case .index(let index):
      return index._rawHashValue(seed: seed) ^ 1
    }
  }
}

extension ValueReaders.ElementReaders {
  /// Calls `body` with each reader.
  fileprivate func each(_ body: (ObjectIdentifier) -> Void) {
    switch self {
    case .one(let id): body(id)
    case .two(let first, let second):
      body(first)
      body(second)
    case .many(let ids): ids.forEach(body)
    }
  }
}

extension [ElementPosition: ValueReaders.ElementReaders] {
  /// Lists `id` among the readers of `element`.
  fileprivate mutating func add(_ id: ObjectIdentifier, to element: ElementPosition) {
    // Changed in place: the element is looked up once.
    ValueReaders.ElementReaders.add(id, to: &self[element])
  }
}

extension ValueReaders.ElementReaders {
  /// Lists `id` among `readers`, the readers of an element (nil: none yet).
  fileprivate static func add(_ id: ObjectIdentifier, to readers: inout Self?) {
    switch readers {
    case nil: readers = .one(id)
    case .one(let other) where other == id: return
    case .one(let other): readers = .two(other, id)
    case .two(let first, let second) where first == id || second == id: return
    case .two(let first, let second): readers = .many([first, second, id])
    case .many(let ids): readers = .many(ids.union(CollectionOfOne(id)))
    }
  }
}

@MainActor
extension ValueReaders.Entry {
  /// The entry of `node`'s current evaluation.
  fileprivate init(_ node: Node, readDirectly: Bool, element: ElementPosition?) {
    self.init(
      link: node.link, serial: node.serial, generation: node.readGeneration,
      readDirectly: readDirectly, element: element)
  }

  /// Whether the entry is that of `node`'s current evaluation (not of a freed node at the same
  /// address, nor of an earlier evaluation).
  fileprivate func isRead(by node: Node) -> Bool {
    self.node === node && generation == node.readGeneration
  }

  /// Notes another read by the same evaluation: directly, or of `element` (nil: the whole). The
  /// entry then stands for the whole value; false when it already covered that read.
  fileprivate mutating func widen(readDirectly: Bool, element: ElementPosition?) -> Bool {
    let widens = self.element != nil && self.element != element
    guard readDirectly && !self.readDirectly || widens else { return false }
    self.readDirectly = self.readDirectly || readDirectly
    self.element = nil
    return true
  }

  /// Whether the reader lives and its last evaluation is the one that read the value.
  fileprivate var isCurrent: Bool {
    guard let node else { return false }
    return !node.isRemoved && node.readGeneration == generation
  }
}

@MainActor
extension ValueReaders.Projection {
  /// Whether the binding still shows what the reader saw, read from the same sources.
  fileprivate var isUnchanged: Bool {
    ViewHost.withoutReadTracking {
      guard let sources else { return ValueComparison.isEqual(read(), seen) == true }
      let (value, read) = BindingReads.sources(of: read)
      return read.elementsEqual(sources, by: ===) && ValueComparison.isEqual(value, seen) == true
    }
  }

}

extension Node {
  /// Begins an evaluation: what earlier ones read is no dependency any more.
  func beginReading() {
    if readGeneration != 0 { ValueReaders.evaluationsRepeated &+= 1 }
    readGeneration &+= 1
    projectionsBySource.removeAll()
  }

  /// Keeps what the current evaluation saw of `source` through a binding, once per binding;
  /// false when it already keeps many: the reader then depends on the whole source, so that
  /// they cannot pile up.
  fileprivate func keep(_ projection: ValueReaders.Projection, of source: AnyObject) -> Bool {
    let id = ObjectIdentifier(source)
    if let known = projectionsBySource[id] {
      if known.contains(where: { $0.binding === projection.binding }) { return true }
      guard known.count < 16 else { return false }
    }
    // Appended in place: no copy of the list is made.
    projectionsBySource[id, default: []].append(projection)
    return true
  }

  /// What the current evaluation saw of `source` through bindings.
  fileprivate func projections(of source: AnyObject) -> [ValueReaders.Projection] {
    projectionsBySource[ObjectIdentifier(source)] ?? []
  }
}
