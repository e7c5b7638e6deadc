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
  var value: Any
  /// The views whose current evaluation read the value.
  var readers = ValueReaders()

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

  /// Writes `newValue` if it differs: records the write with its writer and cause, and
  /// invalidates the views whose current evaluation read it (through a binding: only if what it
  /// shows changed; when a binding to one element of an array wrote it, only the readers of
  /// that element and of the whole are compared).
  func write(_ newValue: Any) {
    guard let host else {
      value = newValue
      return
    }
    let element = BindingLocation.elementWritten.flatMap { $0.root === self ? $0.element : nil }
    if ValueComparison.isEqual(value, newValue) == true { return }
    let origin = host.currentOrigin()
    let old = value
    value = newValue
    let seq = host.recorder.slotWrite(
      self, before: old, writer: origin.writer, task: origin.task, cause: origin.cause)
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

/// The state slots of one identity, by label, in the order they were created.
@MainActor
struct Slots {
  private var byLabel: [String: Slot] = [:]
  /// Every slot, in the order of creation.
  private(set) var inOrder: [Slot] = []

  subscript(label: String) -> Slot? { byLabel[label] }

  fileprivate mutating func add(_ slot: Slot) {
    byLabel[slot.label] = slot
    inOrder.append(slot)
  }
}

extension Node {
  /// The slot `label` of this identity, created from `initial()` if it has none yet: a slot of
  /// `kind` holding values of type `typeName`, declared at `site`.
  func slot(
    _ label: String, kind: SlotKind, typeName: String, site: String, initial: () -> Any
  ) -> Slot {
    if let existing = slots[label] { return existing }
    let value = initial()
    let slot = Slot(
      label: label, labelSym: host.recorder.intern(label), kind: kind, node: self, value: value)
    slots.add(slot)
    if let object = observableObject(value) { host.observationNames.noteCandidate(object) }
    host.recorder.slotCreate(
      slot, typeName: typeName, site: site, cause: insertionSeq ?? host.bodyStack.last?.seq ?? 0)
    return slot
  }
}
