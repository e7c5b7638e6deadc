import TraceFormat

/// A value owned by a view's identity, as SwiftUI's `@State`.
///
/// The slot is created when the identity first appears, from the initial value at that moment;
/// initial values that the parent passes later are ignored. Writing it invalidates the views
/// whose body read it, directly or through a binding (not the owner, unless it read it).
@MainActor @preconcurrency @propertyWrapper
public struct State<Value>: DynamicProperty, InstallableProperty, RuntimeManagedProperty {
  let box: StateBox<Value>

  public init(wrappedValue: Value, file: StaticString = #fileID, line: UInt = #line) {
    box = StateBox(initial: wrappedValue, site: "\(file):\(line)")
  }

  public init(initialValue: Value, file: StaticString = #fileID, line: UInt = #line) {
    self.init(wrappedValue: initialValue, file: file, line: line)
  }

  public var wrappedValue: Value {
    get {
      guard let slot = box.slot else { return box.initial }
      return slot.read() as! Value
    }
    nonmutating set {
      guard let slot = box.slot else {
        box.initial = newValue
        return
      }
      slot.write(newValue)
    }
  }

  /// A binding to the slot, for controls and child views.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(
      get: { State(box: box).wrappedValue },
      set: { State(box: box).wrappedValue = $0 },
      location: BindingLocation(root: box.slot ?? box))
  }

  private init(box: StateBox<Value>) { self.box = box }

  func install(on node: Node, label: String) {
    box.slot = node.host.slot(
      on: node, label: label, kind: .state, typeName: String(describing: Value.self), site: box.site
    ) { box.initial }
  }
}

extension State: SeededProperty {
  /// Compares the initial values of two `State`s of equatable values; others (models held by
  /// reference) are made anew with each struct and never count as a changed input.
  func hasSameSeed(as other: Any) -> Bool {
    guard let other = other as? State<Value>, box.initial is any Equatable else { return true }
    return ValueComparison.isEqual(box.initial, other.box.initial) ?? true
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// An optional state that starts as nil. (Its declaration site is unknown: write `= nil`
  /// to have the site recorded.)
  public init() {
    self.init(wrappedValue: nil, file: "?", line: 0)
  }
}

/// Where a `State` finds its slot: created with the struct, linked by the runtime before each body.
final class StateBox<Value> {
  var initial: Value
  let site: String
  var slot: Slot?
  init(initial: Value, site: String) {
    self.initial = initial
    self.site = site
  }
}

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
  weak var node: Node?
  /// The owner's identity path, which outlives the owner.
  let identity: Sym
  weak var host: ViewHost?
  var value: Any
  /// The views whose current evaluation read the value.
  var readers = ValueReaders()

  init(label: String, labelSym: Sym, kind: SlotKind, node: Node, value: Any) {
    self.label = label
    self.labelSym = labelSym
    self.kind = kind
    self.node = node
    self.identity = node.pathSym
    self.host = node.host
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

  /// Writes `newValue`, recording who wrote it and invalidating its readers if it changed.
  func write(_ newValue: Any) {
    guard let host else {
      value = newValue
      return
    }
    host.write(self, newValue)
  }
}
