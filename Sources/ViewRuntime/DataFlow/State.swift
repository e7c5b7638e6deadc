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
    box = StateBox(initial: wrappedValue, file: file, line: line)
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
      location: BindingLocation(root: box.slot ?? box), showsSlot: box.slot != nil)
  }

  private init(box: StateBox<Value>) { self.box = box }

  func install(on node: Node, label: String) {
    box.slot = node.slot(
      label, kind: .state, typeName: typeDescription(Value.self), site: box.site
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

  var seed: Any { box.initial }
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
  /// Where the `State` is declared: its site is written out only when its slot is created.
  private let file: StaticString
  private let line: UInt
  var slot: Slot?
  init(initial: Value, file: StaticString, line: UInt) {
    self.initial = initial
    self.file = file
    self.line = line
  }

  /// `file:line`, where the `State` is declared.
  @MainActor var site: String { DeclarationSites.site(file, line) }
}
