/// Compares runtime values the way the update loop needs: `Equatable` values by `==`, objects
/// by identity, bindings by their locations (see ``InputBinding``), closures as unknown, and
/// other values by their stored properties.
@MainActor
enum ValueComparison {
  /// Whether `a` and `b` are the same value; nil when that cannot be told (closures).
  static func isEqual(_ a: Any, _ b: Any, depth: Int = 0) -> Bool? {
    if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
    if let binding = a as? any InputBinding { return binding.isSameInput(as: b) }
    if isFunction(a) { return nil }
    let ma = Mirror(reflecting: a)
    if ma.displayStyle == .class {
      return (a as AnyObject) === (b as AnyObject)
    }
    let mb = Mirror(reflecting: b)
    guard type(of: a) == type(of: b) else { return false }
    if ma.children.isEmpty || depth > 4 {
      return String(describing: a) == String(describing: b)
    }
    if ma.displayStyle == .enum {
      guard
        String(describing: a).prefix(while: { $0 != "(" })
          == String(describing: b).prefix(while: { $0 != "(" })
      else { return false }
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
