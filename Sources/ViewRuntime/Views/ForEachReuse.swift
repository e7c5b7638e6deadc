import Foundation
@_spi(Reflection) import Swift

/// What lets a `ForEach` evaluated again keep a row's view without calling its content closure
/// again, as SwiftUI keeps a row whose element and inputs are equal: its diff is a comparison of
/// ids, and a row costs nothing more unless something it depends on changed.
///
/// A row is kept when calling the closure again could only build the same view: the closure is
/// the same one (the `ForEach` was not rebuilt by its parent, or its closure captures nothing),
/// the row's element has the same bytes at the same offset (a plain element; for a bound
/// collection, the same binding's collection), the last call read nothing but its own element
/// and spelled no `Binding(get:set:)` afresh (``RowCallReads``), and the view's type holds only
/// inputs that compare equal when built again from the same values (``holdsComparableInputs(_:)``):
/// then the row's inputs would compare unchanged, and nothing is recorded differently.
@MainActor
enum ForEachReuse {
  private static let comparable = PerTypeCache<Bool>()

  /// Whether every stored input of `type` compares equal when a value of the type is built again
  /// from the same values: plain data, bindings (compared by location; one spelled afresh is
  /// caught when it is made), state and other properties the runtime manages, `Equatable`
  /// values, and structs, tuples and optionals of those. A closure, an object (a new one may be
  /// made by each call), an existential or an enum with payloads is not.
  static func holdsComparableInputs(_ type: Any.Type) -> Bool {
    comparable.value(for: type, provisional: false) { decide(type) }
  }

  private static func decide(_ type: Any.Type) -> Bool {
    // An optional view's descriptor depends on its value.
    if type is any OptionalProtocol.Type { return false }
    if PlainValue.isPlain(type) { return true }
    let traits = ValueTraits.of(type)
    guard traits.isDecided, !traits.isFunction, !traits.isReflectedClass,
      !traits.isObservableObject
    else { return false }
    if traits.sameInput != nil || traits.sameSeed != nil || traits.isRuntimeManaged { return true }
    if traits.equals != nil, !(type is AnyClass) { return true }
    let kind = TypeRecord.kind(of: type)
    guard kind == .struct || kind == .tuple else { return false }
    var comparable = true
    _forEachField(of: type) { _, _, field, _ in
      comparable = holdsComparableInputs(field)
      return comparable
    }
    return comparable
  }
}

/// What the last evaluation of a `ForEach` outside a lazy container called its content closure
/// with: the closure's identity and the closure (kept, so that no other closure takes its
/// identity), the elements (or the slot that tells which changed since), the bound
/// collection's location, and whether each row's call may be kept (``ForEachReuse``).
@MainActor
final class ForEachLastCall {
  let identity: ClosureIdentity
  let content: Any
  /// The elements, kept to compare with the next evaluation's, when no slot tells which changed.
  let snapshot: (any RowsSnapshot)?
  /// The slot the bound collection is in, with its count of writes when it was last read.
  var written: (slot: Slot, writes: Int)?
  let base: BindingLocation?
  /// Whether each row's last call may be kept.
  private(set) var reusable: [Bool]
  /// How many rows' calls may not.
  private(set) var unreusable: Int

  init(
    identity: ClosureIdentity, content: Any, snapshot: (any RowsSnapshot)?,
    written: (slot: Slot, writes: Int)?, base: BindingLocation?, reusable: [Bool]
  ) {
    self.identity = identity
    self.content = content
    self.snapshot = snapshot
    self.written = written
    self.base = base
    self.reusable = reusable
    unreusable = reusable.count { !$0 }
  }

  /// Notes whether the call of the row at `index` may be kept.
  func setReusable(_ keeps: Bool, at index: Int) {
    if reusable[index] != keeps { unreusable += keeps ? -1 : 1 }
    reusable[index] = keeps
  }
}

/// The identity of a closure value: its function and its context. Two values with the same
/// identity are copies of one closure, which captured the same values (a closure that captures
/// nothing has no context: every value of it is the same function).
struct ClosureIdentity: Equatable {
  let function: UInt
  let context: UInt

  init<Argument, Result>(_ closure: @escaping (Argument) -> Result) {
    (function, context) = withUnsafeBytes(of: closure) {
      ($0.load(as: UInt.self), $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self))
    }
  }
}

/// A collection as one evaluation of a `ForEach` read it, kept to tell which of its elements
/// the next evaluation finds with the same bytes.
protocol RowsSnapshot: AnyObject {
  /// For each offset, whether the element there has the same bytes in `kept` as in this one;
  /// nil when that cannot be told (another type or count, or elements that are not plain).
  @MainActor func sameElements(as kept: any RowsSnapshot) -> [Bool]?
}

/// A ``RowsSnapshot`` of a collection of type `C`.
final class CollectionSnapshot<C: Collection>: RowsSnapshot {
  let collection: C
  init(_ collection: C) { self.collection = collection }

  @MainActor func sameElements(as kept: any RowsSnapshot) -> [Bool]? {
    guard let kept = kept as? CollectionSnapshot<C>, kept.collection.count == collection.count,
      PlainValue.isPlain(C.Element.self)
    else { return nil }
    let compared = collection.withContiguousStorageIfAvailable { now in
      kept.collection.withContiguousStorageIfAvailable { old in
        Self.sameBytes(UnsafeRawBufferPointer(old), UnsafeRawBufferPointer(now), count: now.count)
      }
    }
    if let compared = compared ?? nil { return compared }
    return zip(kept.collection, collection).map { PlainValue.same($0, $1) }
  }

  /// Compares `count` elements laid out one stride apart in `a` and `b`, by their bytes: a
  /// block of elements at a time, and each element of a block that differs (its padding may be
  /// all that does), so that a change of one element among many costs a comparison of memory.
  private static func sameBytes(
    _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, count: Int
  )
    -> [Bool]
  {
    let size = MemoryLayout<C.Element>.size
    let stride = MemoryLayout<C.Element>.stride
    var same = Array(repeating: true, count: count)
    guard size > 0, let a = a.baseAddress, let b = b.baseAddress else { return same }
    let block = 64
    for start in Swift.stride(from: 0, to: count, by: block) {
      let end = min(start + block, count)
      let offset = start * stride
      guard memcmp(a + offset, b + offset, (end - start) * stride) != 0 else { continue }
      for index in start..<end {
        same[index] = memcmp(a + index * stride, b + index * stride, size) == 0
      }
    }
    return same
  }
}
