@_spi(Reflection) import Swift

/// Tells the types whose values nothing can change in place: values that hold no object, no
/// function and no existential anywhere inside, only other such values and the standard
/// library's copy-on-write storage (strings, arrays, sets, dictionaries). A copy of such a value
/// is the value for as long as it is kept, and its bytes name it: a value with the same bytes is
/// the same value.
@MainActor
enum PlainValue {
  private static let known = PerTypeCache<Bool>()

  /// Whether values of `type` are plain; decided once per type, from its declaration.
  static func isPlain(_ type: Any.Type) -> Bool {
    // A type that contains itself is taken as not plain while it is being decided.
    known.value(for: type, provisional: false) { decide(type) }
  }

  /// Whether `a` and `b` are values of one plain type with the same bytes: the same value.
  static func same(_ a: Any, _ b: Any) -> Bool {
    func open<T>(_ a: T) -> Bool { isPlain(T.self) && same(a, b as! T) }
    return type(of: a) == type(of: b) && _openExistential(a, do: open)
  }

  /// Whether `a` and `b`, values of a plain type, are the same value: the same bytes. Equal
  /// values with different bytes (the same text in two strings' storage) are taken as different.
  static func same<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { a.elementsEqual($0) } }
  }

  private static func decide(_ type: Any.Type) -> Bool {
    if isBitwise(type) { return true }
    if type == String.self || type == Substring.self || type == Character.self { return true }
    if let container = type as? any PlainContainer.Type {
      for element in container.elementTypes where !isPlain(element) { return false }
      return true
    }
    let kind = TypeRecord.kind(of: type)
    return (kind == .struct || kind == .tuple) && fieldsArePlain(type)
  }

  /// Whether every stored field of the struct or tuple `type` is plain.
  private static func fieldsArePlain(_ type: Any.Type) -> Bool {
    var plain = true
    _forEachField(of: type) { _, _, field, _ in
      plain = isPlain(field)
      return plain
    }
    return plain
  }

  /// Whether `type` is plain bytes (`_isPOD`).
  private static func isBitwise(_ type: Any.Type) -> Bool {
    func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: open)
  }
}

/// A standard value type that keeps its elements in copy-on-write storage: plain when they are.
private protocol PlainContainer {
  static var elementTypes: [Any.Type] { get }
}

extension Optional: PlainContainer {
  static var elementTypes: [Any.Type] { [Wrapped.self] }
}

extension Array: PlainContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: PlainContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ArraySlice: PlainContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: PlainContainer {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: PlainContainer {
  static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}
