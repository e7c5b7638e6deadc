/// Where a binding reads and writes: the storage it starts from (a state slot, a model, the
/// app's settings) and the path from there (property key paths, collection positions).
///
/// As in SwiftUI, a binding's location is part of the inputs a parent passes: two bindings to
/// the same location are the same input, however often they are spelled afresh, and bindings
/// to different locations are different inputs even while their values are equal. A binding
/// made with `Binding(get:set:)` has no known location.
struct BindingLocation: Equatable {
  let root: AnyObject
  let path: [AnyHashable]

  init(root: AnyObject, path: [AnyHashable] = []) {
    self.root = root
    self.path = path
  }

  /// The location of a part of the value here: a property, an element.
  func appending(_ step: AnyHashable) -> BindingLocation {
    var path = path
    path.append(step)
    return BindingLocation(root: root, path: path)
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

/// A binding among the inputs a parent passes to a child (see ``InputChanges``).
@MainActor
protocol InputBinding {
  /// Whether `other` is the same input: a copy of this binding or one to the same location;
  /// where a location is unknown, one that reads the same sources and `@Observable`
  /// properties and shows an equal value
  /// (nil when that cannot be told), whose reads the child then follows (see
  /// ``InputChanges/Rebinding``).
  func isSameInput(as other: Any) -> Bool?
}

extension Binding: InputBinding {
  func isSameInput(as other: Any) -> Bool? {
    guard let other = other as? Binding<Value> else { return false }
    if identity === other.identity { return true }
    if let location, let otherLocation = other.location { return location == otherLocation }
    let same: Bool? = ViewHost.withoutReadTracking {
      let mine = BindingReads.footprint(of: getter)
      let theirs = BindingReads.footprint(of: other.getter)
      guard mine.readsSame(as: theirs) else { return false }
      return ValueComparison.isEqual(mine.value, theirs.value)
    }
    if same == true {
      InputChanges.note(InputChanges.Rebinding(old: identity, readNew: { _ = other.wrappedValue }))
    }
    return same
  }
}
