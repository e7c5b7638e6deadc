/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so
/// that `ForEach($items) { $item in … }` and `List($items) { $item in … }` work: each row gets
/// a binding that reads and writes its element in place.
extension Binding: @MainActor Sequence
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: @MainActor Collection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public typealias SubSequence = Slice<Binding<Value>>

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  /// A binding to the element at `position`. Once the element is gone (a row being removed),
  /// it reads the element as it was and writes nothing.
  public subscript(position: Index) -> Binding<Value.Element> {
    element(at: position, now: wrappedValue[position])
  }

  /// The binding to the element at `position`, whose value is `last` now (read by the caller,
  /// who may have read the whole collection once for all its elements).
  func element(at position: Index, now last: Value.Element) -> Binding<Value.Element> {
    let base = self
    let offset = Self.offset(of: position)
    return Binding<Value.Element>(
      get: {
        let collection = base.wrappedValue
        return Self.holds(collection, position, offset: offset) ? collection[position] : last
      },
      set: { newValue in
        guard Self.holds(base.wrappedValue, position, offset: offset) else { return }
        if let slot = base.location.slot(holdingArray: Value.self) {
          slot.write(newValue, at: position, of: Value.self)
        } else {
          base.wrappedValue[position] = newValue
        }
      }, location: base.location.appending(position: position), isConstant: base.isConstant)
  }

  /// `position` as an `Int`, when the collection's indices are an `Int` range (an array's):
  /// then whether it holds an element is told by two comparisons of `Int`s, where the generic
  /// `indices.contains` would look the range's type and its conformances up at each read.
  private static func offset(of position: Index) -> Int? {
    guard Index.self == Int.self, Indices.self == Range<Int>.self else { return nil }
    return unsafeBitCast(position, to: Int.self)
  }

  /// Whether `collection` has an element at `position`, whose `Int` value is `offset` when
  /// ``offset(of:)`` gave one.
  private static func holds(_ collection: Value, _ position: Index, offset: Int?) -> Bool {
    guard let offset else { return collection.indices.contains(position) }
    return unsafeBitCast(collection.startIndex, to: Int.self) <= offset
      && offset < unsafeBitCast(collection.endIndex, to: Int.self)
  }
}

/// One read of a bound collection (`$items`): its elements' bindings and locations, each made
/// when a row needs it.
struct BoundRows<T> {
  let count: Int
  /// The binding to the element at an offset.
  let binding: (Int) -> T
  /// Where the element at an offset is.
  let location: (Int) -> BindingLocation
  /// Where the collection is.
  let base: BindingLocation
  /// The collection as read.
  let snapshot: any RowsSnapshot
  /// The state slot whose value the collection is, as it is (`$items` of an `@State` array of
  /// plain elements), with its count of writes when the collection was read: it tells which
  /// elements changed since (``Slot/elementsWritten(since:)``).
  let slot: (slot: Slot, writes: Int)?
}

/// A binding to a collection, whose element bindings can be made from one read of it.
@MainActor
protocol BoundCollection {
  /// The collection, read once, as bindings to its elements, if they are `T`s.
  func rows<T>(as type: T.Type) -> BoundRows<T>?
}

extension Binding: BoundCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  func rows<T>(as type: T.Type) -> BoundRows<T>? {
    guard T.self == Binding<Value.Element>.self else { return nil }
    let collection = wrappedValue
    let base = self
    // Bytes tell the same elements only of plain ones (``PlainValue``).
    let slot =
      PlainValue.isPlain(Value.Element.self) ? location.slot(holdingArray: Value.self) : nil
    slot?.comparesElements(of: Value.self)
    func index(_ offset: Int) -> Value.Index {
      collection.index(collection.startIndex, offsetBy: offset)
    }
    return BoundRows(
      count: collection.count,
      binding: { offset in
        let position = index(offset)
        return unsafeBitCast(base.element(at: position, now: collection[position]), to: T.self)
      },
      location: { base.location.appending(position: index($0)) }, base: location,
      snapshot: CollectionSnapshot(collection), slot: slot.map { ($0, $0.writeCount) })
  }
}

/// A binding to a collection of `Identifiable` elements, whose ids can be read from one read of
/// the collection.
@MainActor
protocol IdentifiedBoundCollection {
  /// The elements' ids, if they are `ID`s.
  func elementIDs<ID>(as type: ID.Type) -> [ID]?
  /// The elements' ids, if they are `ID`s stored in the elements and unable to change in place
  /// (``StoredIdentity``), found from `kept`, the ids of the collection as it was, and `same`,
  /// which tells for each offset whether the element there has the same bytes as then: only
  /// the ids of the elements that changed are read. `unchanged`: whether they are `kept`.
  func elementIDs<ID>(as type: ID.Type, keeping kept: [ID], same: [Bool]) -> (
    ids: [ID], unchanged: Bool
  )?
  /// Whether the elements at `offsets` still have the ids `kept` lists there, when the ids are
  /// `ID`s stored in the elements and unable to change in place (``StoredIdentity``), and the
  /// collection has as many elements as `kept`; nil when that cannot be told so.
  func elementIDs<ID>(as type: ID.Type, at offsets: [Int], hold kept: [ID]) -> Bool?
}

extension Binding: IdentifiedBoundCollection
where
  Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable,
  Value.Element: Identifiable
{
  func elementIDs<ID>(as type: ID.Type) -> [ID]? {
    guard ID.self == Value.Element.ID.self else { return nil }
    return unsafeBitCast(wrappedValue.map { $0.id }, to: [ID].self)
  }

  func elementIDs<ID>(as type: ID.Type, keeping kept: [ID], same: [Bool]) -> (
    ids: [ID], unchanged: Bool
  )? {
    guard ID.self == Value.Element.ID.self,
      StoredIdentity.isFixed(Value.Element.self, id: Value.Element.ID.self)
    else { return nil }
    let collection = wrappedValue
    guard collection.count == kept.count, same.count == kept.count else { return nil }
    var ids = unsafeBitCast(kept, to: [Value.Element.ID].self)
    var unchanged = true
    for offset in same.indices where !same[offset] {
      let id = collection[collection.index(collection.startIndex, offsetBy: offset)].id
      // An id written only where it changed leaves `kept`'s storage shared, uncopied.
      guard !PlainValue.same(id, ids[offset]) else { continue }
      unchanged = false
      ids[offset] = id
    }
    return (unsafeBitCast(ids, to: [ID].self), unchanged)
  }

  func elementIDs<ID>(as type: ID.Type, at offsets: [Int], hold kept: [ID]) -> Bool? {
    guard ID.self == Value.Element.ID.self,
      StoredIdentity.isFixed(Value.Element.self, id: Value.Element.ID.self)
    else { return nil }
    let collection = wrappedValue
    guard collection.count == kept.count else { return nil }
    let ids = unsafeBitCast(kept, to: [Value.Element.ID].self)
    return offsets.allSatisfy { offset in
      ids.indices.contains(offset)
        && PlainValue.same(
          collection[collection.index(collection.startIndex, offsetBy: offset)].id, ids[offset])
    }
  }
}

extension Binding: @MainActor BidirectionalCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {}

/// A binding to an identifiable value has that value's id, so bindings can be `ForEach` rows.
extension Binding: @MainActor Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
