/// Finds which stored inputs of a view changed between two values built by its parent.
@MainActor
enum InputChanges {
  /// What comparing a child's inputs found.
  struct Comparison {
    /// The names of the properties whose values differ.
    var changed: [String] = []
    /// Bindings of unknown location judged unchanged but spelled afresh: the child's reads
    /// through the old one must follow the new one.
    var rebound: [Rebinding] = []
  }

  /// A `Binding(get:set:)` that a parent spelled afresh, showing an equal value: the old one's
  /// identity, and how to read the new one.
  struct Rebinding {
    let old: BindingIdentity
    let readNew: @MainActor () -> Void
  }

  /// The rebindings found by the comparison running now.
  private static var rebound: [Rebinding]?

  /// The names of the properties whose values differ, without runtime-managed wrappers
  /// (state and environment live outside the struct).
  static func between(_ old: any View, _ new: any View) -> [String] {
    compare(old, new).changed
  }

  /// Compares the inputs of `old` and `new`, bindings by their locations (see
  /// ``BindingLocation``), and finds the bindings whose reads must follow a new one.
  static func compare(_ old: any View, _ new: any View) -> Comparison {
    if let equatable = old as? any Equatable {
      return Comparison(changed: equatable.isEqual(toView: new) ? [] : ["self"])
    }
    let outer = rebound
    rebound = []
    defer { rebound = outer }
    var comparison = Comparison()
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
        comparison.changed.append(label.hasPrefix("_") ? String(label.dropFirst()) : label)
      }
    }
    comparison.rebound = rebound ?? []
    return comparison
  }

  /// Notes a binding judged unchanged whose reads must follow a new one, if a comparison of
  /// inputs is running.
  static func note(_ rebinding: Rebinding) {
    rebound?.append(rebinding)
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
