import TraceFormat

/// A state slot: the storage of one `@State` or `@StateObject` of one identity.
///
/// It does not keep its identity alive: a task may write it after the identity left the tree
/// (and was freed), and that write is still recorded, under the identity's path.
@MainActor
final class Slot: ReadSource {
  let label: String
  let labelSym: Sym
  let kind: SlotKind
  /// The owner, while its identity lives; a task or a binding may outlive it.
  var node: Node? { nodeLink.object }
  private let nodeLink: Unretained<Node>
  /// The owner's identity path, which outlives the owner.
  let identity: Sym
  var host: ViewHost? { hostLink.object }
  private let hostLink: Unretained<ViewHost>
  /// The value; it changes by the slot's writes alone.
  private(set) var value: Any
  /// The rendering of the value last recorded, kept while the value is plain (nothing but a
  /// write of the slot can change it, nor its rendering): a write records it as the value
  /// before without rendering it again.
  private var recorded: ValueDescription?
  /// The views whose current evaluation read the value.
  var readers = ValueReaders()
  /// Which elements of the value (an array) each write changed, as far as known.
  private var log = ElementWriteLog()
  /// Tells which elements of the value a write of the whole changed (given the value before and
  /// after), once a reader asked to know (``comparesElements(of:)``); nil when it cannot tell.
  private var changedElements: (@MainActor (Any, Any) -> [Int]?)?

  init(label: String, labelSym: Sym, kind: SlotKind, node: Node, value: Any) {
    self.label = label
    self.labelSym = labelSym
    self.kind = kind
    nodeLink = node.link
    self.identity = node.pathSym
    hostLink = node.host.link
    self.value = value
  }

  /// The value, noting the read if a view is being evaluated.
  func read() -> Any {
    BindingReads.noteRead(of: self)
    host?.noteRead(.slot, name: label)
    return value
  }

  func noteReader(_ node: Node, projection: ValueReaders.Projection?) {
    readers.note(node, of: self, projection: projection)
  }

  /// The rendering of the value for the trace, kept for the next write while the value is plain.
  var rendered: ValueDescription {
    if let recorded { return recorded }
    let description = ValueDescription(of: value)
    if PlainValue.isPlain(type(of: value)) { recorded = description }
    return description
  }

  /// How many times the value was written: a mark for ``elementsWritten(since:)``.
  var writeCount: Int { log.count }

  /// The offsets of the elements of the value, an array, that the writes after the
  /// `mark`-th may have changed, in ascending order; nil when that is not known (the whole value
  /// was written, in a way no element comparison told, or too many writes ago).
  func elementsWritten(since mark: Int) -> [Int]? { log.offsets(since: mark) }

  /// Makes the writes of the whole value tell which of its elements they changed, when the value
  /// is an array `A` of plain elements (``PlainValue``) whose count stays the same: compared by
  /// their bytes, as a reader of the elements would compare what it read with the new value.
  func comparesElements<A: Collection>(of _: A.Type) {
    guard changedElements == nil, type(of: value) == A.self else { return }
    changedElements = { old, new in
      guard let old = old as? A, let new = new as? A,
        let same = CollectionSnapshot(new).sameElements(as: CollectionSnapshot(old))
      else { return nil }
      return same.indices.filter { !same[$0] }
    }
  }

  /// Writes `newValue` if it differs: records the write with its writer and cause, and
  /// invalidates the views whose current evaluation read it (through a binding: only if what it
  /// shows changed).
  func write(_ newValue: Any) {
    guard let host else {
      replaceValue(with: newValue)
      log.wroteWhole()
      return
    }
    if ValueComparison.isEqual(value, newValue) == true { return }
    let before = rendered
    let changed = changedElements?(value, newValue)
    replaceValue(with: newValue)
    if let changed { log.wrote(changed) } else { log.wroteWhole() }
    didWrite(before: before, after: rendered, element: nil, host: host)
  }

  /// Writes `newElement` at `position` of the array the slot holds (an `A`), if it differs
  /// from the element there: compares that element alone, renders the array again only when
  /// its rendering shows that element, and compares what the readers of that element and of
  /// the whole array see (those of other elements saw nothing change). As ``write(_:)`` does
  /// with the whole array written, only in time independent of its length.
  func write<A: MutableCollection>(_ newElement: A.Element, at position: A.Index, of _: A.Type)
  where A.Index: Hashable {
    guard var array = value as? A else { return }
    let offset = array.distance(from: array.startIndex, to: position)
    guard let host else {
      replace(at: position, of: &array, with: newElement)
      recorded = nil
      log.wrote(CollectionOfOne(offset))
      return
    }
    if ValueComparison.isEqual(array[position], newElement) == true { return }
    let before = rendered
    let plain = recorded != nil
    replace(at: position, of: &array, with: newElement)
    log.wrote(CollectionOfOne(offset))
    let after = before.isUnchanged(byWriteAt: offset) ? before : ValueDescription(of: value)
    recorded = plain ? after : nil
    didWrite(before: before, after: after, element: ElementPosition(position), host: host)
  }

  /// Writes `newElement` at `position` of `array`, the value, and makes the result the value.
  private func replace<A: MutableCollection>(
    at position: A.Index, of array: inout A, with newElement: A.Element
  ) {
    // The slot lets go of the array first, so that a copy nothing else holds is written in place.
    value = ()
    array[position] = newElement
    value = array
  }

  private func replaceValue(with newValue: Any) {
    value = newValue
    recorded = nil
  }

  /// Records the write of the value, rendered `before` and `after`, and invalidates its
  /// readers: when one `element` of an array was written, those of that element and of the
  /// whole.
  private func didWrite(
    before: ValueDescription, after: ValueDescription, element: ElementPosition?, host: ViewHost
  ) {
    let origin = host.currentOrigin()
    let seq = host.recorder.slotWrite(
      self, before: before.text, after: after.text, writer: origin.writer, task: origin.task,
      cause: origin.cause)
    origin.task?.lastCause = seq
    // A write from a body invalidates nothing: SwiftUI leaves it undefined, and re-running the
    // body would write again, for ever.
    guard origin.writer != .body else {
      host.recorder.warning(
        .writeDuringBody, message: "\(label) was written while a body was being evaluated",
        identity: host.bodyStack.last?.node.pathSym ?? .none, cause: seq)
      return
    }
    for node in readers.changed(of: self, element: element) {
      host.invalidate(node, reason: .slot, name: label, cause: seq)
    }
  }
}

/// The state slots of one identity, in the order they were created.
///
/// Found by label with a linear search: a view holds a few slots, and a dictionary cost an
/// allocation and a hash per slot created, for each row of a list.
@MainActor
struct Slots {
  /// Every slot, in the order of creation.
  private(set) var inOrder: [Slot] = []

  subscript(label: String) -> Slot? { inOrder.first { $0.label == label } }

  fileprivate mutating func add(_ slot: Slot) { inOrder.append(slot) }
}

extension Node {
  /// The slot `label` of this identity, created from `initial()` if it has none yet: a slot of
  /// `kind` holding values of type `typeName`, declared at `site` (both asked only then).
  func slot(
    _ label: String, kind: SlotKind, typeName: @autoclosure () -> String,
    site: @autoclosure () -> String, initial: () -> Any
  ) -> Slot {
    if let existing = slots[label] { return existing }
    let value = initial()
    let recorder = host.recorder
    let labelSym = recorder.lastSlotLabel.symbol(for: label, in: recorder)
    let slot = Slot(label: label, labelSym: labelSym, kind: kind, node: self, value: value)
    slots.add(slot)
    if let object = observableObject(value) { host.observationNames.noteCandidate(object) }
    let cause = insertionSeq ?? host.bodyStack.last?.seq ?? 0
    host.recorder.slotCreate(slot, typeName: typeName(), site: site(), cause: cause)
    return slot
  }
}
