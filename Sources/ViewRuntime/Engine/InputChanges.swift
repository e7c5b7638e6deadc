import TraceFormat

/// Finds which stored inputs of a view changed between two values built by its parent.
@MainActor
enum InputChanges {
  /// What comparing a child's inputs found.
  struct Comparison {
    /// The properties whose values differ, with their values.
    var changed: [ChangedInput] = []
    /// For a view compared by `==` that said equal: the names of the properties whose values
    /// differ all the same, which `==` ignores.
    var ignoredByEquality: [String] = []
  }

  /// The names of the properties whose values differ, without runtime-managed wrappers
  /// (state and environment live outside the struct).
  static func between(_ old: any View, _ new: any View) -> [String] {
    compare(old, new).changed.map(\.name)
  }

  /// Compares the inputs of `old` and `new`: a view of an `Equatable` type by its `==` (`self`
  /// changed when it says different; when it says equal, noting the properties that differ all
  /// the same), others property by property, bindings by their locations (see
  /// ``BindingLocation``), closures as changed.
  static func compare(_ old: any View, _ new: any View) -> Comparison {
    if let equals = ViewDescriptor.of(old).equals {
      guard equals(old, new) else { return Comparison(changed: [ChangedInput(name: "self")]) }
      let compared = { (view: any View) in (view as? any EqualityGate)?.comparedView ?? view }
      return Comparison(
        ignoredByEquality: fieldChanges(compared(old), compared(new)).changed.map(\.name))
    }
    return fieldChanges(old, new)
  }

  /// Compares `old` and `new` stored property by stored property, describing the values of
  /// those that differ. As in SwiftUI, a closure cannot be compared: it is a changed input,
  /// marked as made afresh, as is a `Binding(get:set:)` spelled afresh; another binding's value
  /// is the location it reads, which is not described.
  private static func fieldChanges(_ old: Any, _ new: Any) -> Comparison {
    var comparison = Comparison()
    // A property whose type decides and compares it by `==` alone (see ``isSame(_:_:traits:)``)
    // is compared where it is stored, and read only if it changed.
    let skip = { (field: StoredFields.Field, a: UnsafeRawPointer, b: UnsafeRawPointer) in
      guard let equal = field.equal, let traits = field.traits, traits.sameSeed == nil,
        !traits.isRuntimeManaged, traits.sameInput == nil
      else { return false }
      return equal(a, b)
    }
    StoredFields.forEachPair(of: old, new, skipping: skip) { field, label, a, b in
      let traits = field?.traits ?? ValueTraits.of(type(of: a))
      let same = isSame(a, b, traits: traits)
      guard same != true else { return }
      let label = label ?? "?"
      var input = ChangedInput(name: label.hasPrefix("_") ? String(label.dropFirst()) : label)
      if same == nil {
        input.kind = .closure
      } else if let binding = a as? any InputBinding {
        if binding.isManual { input.kind = .binding }
      } else {
        input.before = describeValue((a as? any SeededProperty)?.seed ?? a)
        input.after = describeValue((b as? any SeededProperty)?.seed ?? b)
      }
      comparison.changed.append(input)
    }
    return comparison
  }

  /// Whether the property value `a` (of a type with `traits`) is the same input as `b`; nil
  /// when that cannot be told (a closure), and true for a property whose value the runtime
  /// manages.
  private static func isSame(_ a: Any, _ b: Any, traits: ValueTraits) -> Bool? {
    guard traits.isDecided else {
      if let seeded = a as? any SeededProperty { return seeded.hasSameSeed(as: b) }
      if a is any RuntimeManagedProperty { return true }
      if let binding = a as? any InputBinding { return binding.isSameInput(as: b) }
      return ValueComparison.isEqual(a, b, traits: traits)
    }
    if let sameSeed = traits.sameSeed { return sameSeed(a, b) }
    if traits.isRuntimeManaged { return true }
    if let sameInput = traits.sameInput { return sameInput(a, b) }
    return ValueComparison.isEqual(a, b, traits: traits)
  }
}

/// A view that stands for another in comparisons: the properties that differ are the other's
/// (`EquatableView`'s content's).
@MainActor
protocol EqualityGate: RuntimeHooks {
  var comparedView: any View { get }
}

/// A property wrapper whose initial value the parent may pass (`State(initialValue: quantity)`):
/// a different initial value is a changed input, though the slot keeps its value.
@MainActor
protocol SeededProperty: DynamicProperty {
  /// Whether `other` was built with the same initial value; true when that cannot be told.
  func hasSameSeed(as other: Any) -> Bool
  /// The initial value it was built with: what a changed input shows.
  var seed: Any { get }
}

/// A property wrapper whose value lives in the runtime, not in the view struct, so that it is
/// never an input that changed.
protocol RuntimeManagedProperty: DynamicProperty {}
