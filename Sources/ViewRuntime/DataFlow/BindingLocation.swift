/// Where a binding reads and writes: the storage it starts from (a state slot, a model, the
/// app's settings) and the path from there (property key paths, collection positions).
///
/// As in SwiftUI, a binding's location is part of the inputs a parent passes: two bindings to
/// the same location are the same input, however often they are spelled afresh, and bindings
/// to different locations are different inputs even while their values are equal. A binding
/// made with `Binding(get:set:)` has no known location: it holds closures, which cannot be
/// compared, so its location starts from the binding itself, and each one spelled afresh is a
/// different input, while its copies and their projections (`manual.title`) share it.
struct BindingLocation: Equatable {
  let root: AnyObject
  let path: [PathStep]
  /// Whether the first step is a position in the value of the state slot at the root, told when
  /// it is appended (asking the step itself casts it): an `Int` offset kept as it is.
  private let slotElement: SlotElement

  private enum SlotElement {
    case none
    case offset(Int)
    /// A position of another type: the first step.
    case firstStep
  }

  /// A location at `root`, not a state slot, or at a state slot's whole value (`path` empty).
  init(root: AnyObject, path: [PathStep] = []) {
    self.init(root: root, path: path, slotElement: .none)
  }

  private init(root: AnyObject, path: [PathStep], slotElement: SlotElement) {
    self.root = root
    self.path = path
    self.slotElement = slotElement
  }

  /// Whether it starts from storage the runtime knows (a state slot, a model, the app's
  /// settings), so that the binding always reads the same sources; false from a
  /// `Binding(get:set:)`, whose getter may read others later.
  var isKnown: Bool { !(root is BindingIdentity) }

  /// The position of the element of the storage itself (an array in a state slot) that this
  /// location is in, if it is in one: then it reads that element alone. (A step is a key path
  /// or a position in a collection.)
  var element: ElementPosition? {
    switch slotElement {
    case .none: nil
    case .offset(let offset): .offset(offset)
    case .firstStep: .index(path[0].hashable)
    }
  }

  /// The state slot whose value a binding to an `A` here shows as it is, when that value is an
  /// array (`$items`, and the `@Binding` it is passed on as): a write of one of its elements
  /// writes that element of the slot (``Slot/write(_:at:of:)``), and leaves the others as
  /// they are.
  @MainActor func slot<A>(holdingArray _: A.Type) -> Slot? {
    guard path.isEmpty, A.self is any ArrayWrites.Type, let slot = root as? Slot,
      type(of: slot.value) == A.self
    else { return nil }
    return slot
  }

  /// The location of a property of the value here.
  func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
    appending(.keyPath(keyPath), slotElement: .none)
  }

  /// The location of the element at `position` of the value here, a collection.
  func appending<Position: Hashable>(position: Position) -> BindingLocation {
    let offset = ElementPosition.offset(of: position)
    let step = offset.map { PathStep.offset($0) } ?? .other(AnyHashable(position))
    guard path.isEmpty, root is Slot else { return appending(step, slotElement: .none) }
    return appending(step, slotElement: offset.map { SlotElement.offset($0) } ?? .firstStep)
  }

  /// The location one `step` further; `slotElement` tells the first step's element.
  private func appending(_ step: PathStep, slotElement first: SlotElement) -> BindingLocation {
    var path = path
    path.append(step)
    return BindingLocation(
      root: root, path: path, slotElement: path.count == 1 ? first : slotElement)
  }

  /// Whether reading here may read `@Observable` models: not when it starts from a state slot
  /// holding a value (`$items[2]` of an `@State` array), whose reads are the slot's.
  @MainActor var mayReadModels: Bool {
    guard let slot = root as? Slot else { return true }
    return type(of: slot.value) is AnyClass
  }

  static func == (a: BindingLocation, b: BindingLocation) -> Bool {
    a.root === b.root && a.path == b.path
  }
}

/// A step of a ``BindingLocation``'s path: a property's key path, an `Int` position, or a
/// position of another type. Steps compare as `AnyHashable`s of them would, but a key path or an
/// `Int` is kept as it is: made `AnyHashable`, each would be looked up for its `Hashable`
/// conformance (a key path's found on its base class) and boxed.
enum PathStep: Equatable {
  case keyPath(AnyKeyPath)
  case offset(Int)
  case other(AnyHashable)

  /// The step as `AnyHashable`.
  var hashable: AnyHashable {
    switch self {
    case .keyPath(let keyPath): AnyHashable(keyPath)
    case .offset(let offset): AnyHashable(offset)
    case .other(let other): other
    }
  }

  static func == (a: PathStep, b: PathStep) -> Bool {
    switch (a, b) {
    case (.keyPath(let a), .keyPath(let b)): a == b
    case (.offset(let a), .offset(let b)): a == b
    case (.keyPath, .offset), (.offset, .keyPath): false
    // An `Int` equals a position of another integer type holding the same number.
    default: a.hashable == b.hashable
    }
  }
}

/// A binding among the inputs a parent passes to a child (see ``InputChanges``).
@MainActor
protocol InputBinding: DynamicProperty {
  /// Whether `other` is the same input, as SwiftUI judges it: one to the same location (a
  /// copy of a `Binding(get:set:)`, a projection of the same one), or a constant showing an
  /// equal value (nil when that cannot be told).
  func isSameInput(as other: Any) -> Bool?
  /// Whether it was made with `Binding(get:set:)`: when it is a changed input, it was made
  /// afresh, which says nothing of the value it shows.
  var isManual: Bool { get }
}

extension Binding: InputBinding {
  func isSameInput(as other: Any) -> Bool? {
    guard let other = other as? Binding<Value> else { return false }
    if isConstant, other.isConstant { return ValueComparison.isEqual(getter(), other.getter()) }
    return location == other.location
  }

  var isManual: Bool { !location.isKnown && !isConstant }
}

/// An array: writing one of its elements through its subscript leaves the others as they are.
private protocol ArrayWrites {}
extension Array: ArrayWrites {}
extension ContiguousArray: ArrayWrites {}
