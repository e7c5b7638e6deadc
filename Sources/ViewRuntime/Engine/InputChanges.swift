/// Finds which stored inputs of a view changed between two values built by its parent.
@MainActor
enum InputChanges {
  /// The names of the properties whose values differ, without runtime-managed wrappers
  /// (state and environment live outside the struct), bindings compared as inputs (see
  /// ``InputBinding``).
  static func between(_ old: any View, _ new: any View) -> [String] {
    if let equatable = old as? any Equatable {
      return equatable.isEqual(toView: new) ? [] : ["self"]
    }
    var changed: [String] = []
    let oldChildren = Mirror(reflecting: old).children
    let newChildren = Mirror(reflecting: new).children
    for (a, b) in zip(oldChildren, newChildren) {
      let equal: Bool?
      if let seeded = a.value as? any SeededProperty {
        equal = seeded.hasSameSeed(as: b.value)
      } else if a.value is any RuntimeManagedProperty {
        continue
      } else if let binding = a.value as? any InputBinding {
        equal = binding.isSameInput(as: b.value)
      } else {
        equal = ValueComparison.isEqual(a.value, b.value)
      }
      if equal == false {
        let label = a.label ?? "?"
        changed.append(label.hasPrefix("_") ? String(label.dropFirst()) : label)
      }
    }
    return changed
  }
}

/// A property wrapper whose initial value the parent may pass (`State(initialValue: quantity)`):
/// a different initial value is a changed input, though the slot keeps its value.
@MainActor
protocol SeededProperty {
  /// Whether `other` was built with the same initial value; true when that cannot be told.
  func hasSameSeed(as other: Any) -> Bool
}

/// A property wrapper whose value lives in the runtime, not in the view struct, so that it is
/// never an input that changed.
protocol RuntimeManagedProperty {}

extension Equatable {
  fileprivate func isEqual(toView other: any View) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
