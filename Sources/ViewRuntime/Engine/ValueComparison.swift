/// Compares runtime values the way the update loop needs: `Equatable` values by `==`, objects
/// by identity, bindings by their locations (see ``InputBinding``), closures as unknown, and
/// other values by their stored properties.
@MainActor
enum ValueComparison {
  /// Whether `a` and `b` are the same value; nil when that cannot be told (closures).
  static func isEqual(_ a: Any, _ b: Any, depth: Int = 0) -> Bool? {
    isEqual(a, b, traits: ValueTraits.of(type(of: a)), depth: depth)
  }

  /// ``isEqual(_:_:depth:)`` for an `a` of a type whose `traits` are known.
  static func isEqual(_ a: Any, _ b: Any, traits: ValueTraits, depth: Int = 0) -> Bool? {
    guard traits.isDecided else { return isEqualCasting(a, b, depth: depth) }
    if let equals = traits.equals { return equals(a, b) }
    if let sameInput = traits.sameInput { return sameInput(a, b) }
    if traits.isFunction { return nil }
    if traits.isReflectedClass { return (a as AnyObject) === (b as AnyObject) }
    return isEqualByProperties(a, b, depth: depth)
  }

  /// ``isEqual(_:_:depth:)`` for an `a` whose conformances may depend on its value (an
  /// optional, an `AnyHashable`): asked of the value itself.
  private static func isEqualCasting(_ a: Any, _ b: Any, depth: Int) -> Bool? {
    if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
    if let binding = a as? any InputBinding { return binding.isSameInput(as: b) }
    if isFunction(a) { return nil }
    return isEqualByProperties(a, b, depth: depth)
  }

  /// Compares `a` and `b`, of a type that is neither equatable nor a binding nor a function, by
  /// their `Mirror`s: objects by identity, other values by their children.
  private static func isEqualByProperties(_ a: Any, _ b: Any, depth: Int) -> Bool? {
    let ma = Mirror(reflecting: a)
    if ma.displayStyle == .class {
      return (a as AnyObject) === (b as AnyObject)
    }
    let mb = Mirror(reflecting: b)
    guard type(of: a) == type(of: b) else { return false }
    if ma.children.isEmpty || depth > 4 {
      return String(describing: a) == String(describing: b)
    }
    // A case with a payload reflects as one child labelled with the case's name.
    if ma.displayStyle == .enum, ma.children.first?.label != mb.children.first?.label {
      return false
    }
    for (ca, cb) in zip(ma.children, mb.children) {
      if isEqual(ca.value, cb.value, depth: depth + 1) == false { return false }
    }
    return ma.children.count == mb.children.count
  }

  /// Whether `value` is a function or closure.
  static func isFunction(_ value: Any) -> Bool {
    String(describing: type(of: value)).contains("->")
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
