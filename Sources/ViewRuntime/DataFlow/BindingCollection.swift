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
    return Binding<Value.Element>(
      get: {
        let collection = base.wrappedValue
        return collection.indices.contains(position) ? collection[position] : last
      },
      set: { newValue in
        guard base.wrappedValue.indices.contains(position) else { return }
        BindingLocation.writing(element: position, of: base.location, in: Value.self) {
          base.wrappedValue[position] = newValue
        }
      }, location: base.location.appending(position), isConstant: base.isConstant)
  }
}

/// A binding to a collection, whose element bindings can be made from one read of it.
@MainActor
protocol BoundCollection {
  /// The bindings to the elements, made from one read of the collection, if they are `T`s.
  func elementBindings<T>(as type: T.Type) -> [T]?
}

extension Binding: BoundCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  func elementBindings<T>(as type: T.Type) -> [T]? {
    guard T.self == Binding<Value.Element>.self else { return nil }
    let collection = wrappedValue
    let elements = collection.indices.map { element(at: $0, now: collection[$0]) }
    return unsafeBitCast(elements, to: [T].self)
  }
}

/// A binding to a collection of `Identifiable` elements, whose ids can be read from one read of
/// the collection.
@MainActor
protocol IdentifiedBoundCollection {
  /// The elements' ids, if they are `ID`s.
  func elementIDs<ID>(as type: ID.Type) -> [ID]?
}

extension Binding: IdentifiedBoundCollection
where
  Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable,
  Value.Element: Identifiable
{
  func elementIDs<ID>(as type: ID.Type) -> [ID]? {
    guard ID.self == Value.Element.ID.self else { return nil }
    return unsafeBitCast(wrappedValue.map(\.id), to: [ID].self)
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
