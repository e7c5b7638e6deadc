@_spi(Reflection) import Swift
import Synchronization

/// How `debugPrint` writes the values of a type, found once per type: an `Int`, `Bool`,
/// `Double` or `String`, an array of those, or a struct of such fields (or of such structs)
/// that tells no description or reflection of its own, written from its bytes with the same
/// text, without `Mirror` or a conformance look-up per value.
enum DebugText {
  /// Appends the text of the value at an address.
  typealias Writer = @Sendable (UnsafeRawPointer, inout String) -> Void

  private static let known = Mutex<[ObjectIdentifier: Writer?]>([:])
  /// The writers of ``description(of:)``, by type.
  private static let described = Mutex<[ObjectIdentifier: Writer?]>([:])

  /// The writer of `value`'s type; nil when `debugPrint` must write it.
  static func writer<T>(of value: T) -> Writer? {
    leafWriter(T.self)
      ?? cached(T.self, in: known) { composite(T.self, isStruct: isPlainStruct(value)) }
  }

  /// `String(describing: value)` when `value` is a struct that tells no text of its own and
  /// whose fields all have writers: its type's name unqualified, as `print` writes it, and its
  /// fields as `debugPrint` writes them. Nil for any other value.
  static func description<T>(of value: T) -> String? {
    let writer = cached(T.self, in: described) {
      isPlainStruct(value) ? structWriter(T.self, qualified: false) : nil
    }
    guard let writer else { return nil }
    var text = ""
    write(value, with: writer, to: &text)
    return text
  }

  /// Appends `value`'s text, written by `writer`.
  static func write<T>(_ value: T, with writer: Writer, to text: inout String) {
    withUnsafeBytes(of: value) { writer($0.baseAddress!, &text) }
  }

  fileprivate static func leafWriter(_ type: Any.Type) -> Writer? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Int.self): { $1 += String($0.load(as: Int.self)) }
    case ObjectIdentifier(Bool.self): { $1 += $0.load(as: Bool.self) ? "true" : "false" }
    case ObjectIdentifier(Double.self): { $1 += $0.load(as: Double.self).debugDescription }
    case ObjectIdentifier(String.self): { $1 += quoted($0.load(as: String.self)) }
    default: nil
    }
  }

  /// Whether `debugPrint` writes `value` as a struct, from its stored properties
  /// (`Mirror`'s children).
  private static func isPlainStruct<T>(_ value: T) -> Bool {
    type(of: value) == T.self && !tellsOwnText(T.self)
      && Mirror(reflecting: value).displayStyle == .struct
  }

  /// Whether `type` tells its own description, stream or reflection.
  private static func tellsOwnText(_ type: Any.Type) -> Bool {
    type is any CustomDebugStringConvertible.Type || type is any CustomStringConvertible.Type
      || type is any TextOutputStreamable.Type || type is any CustomReflectable.Type
  }

  /// `Module.Type(label: value, …)`, each field written by its own type's writer; nil when a
  /// field's type has none (only a struct's nested fields are looked at: a field's kind is
  /// told by the walk, a value's kind by `Mirror`).
  private static func structWriter(_ type: Any.Type, qualified: Bool = true) -> Writer? {
    var fields: [(label: String, offset: Int, write: Writer)] = []
    let complete = _forEachField(of: type) { name, offset, fieldType, kind in
      guard let write = fieldWriter(fieldType, kind: kind) else { return false }
      fields.append((String(cString: name), offset, write))
      return true
    }
    guard complete, !fields.isEmpty else { return nil }
    let name = _typeName(type, qualified: qualified)
    return { [fields] bytes, text in
      text += name
      text += "("
      for (index, field) in fields.enumerated() {
        if index > 0 { text += ", " }
        text += field.label
        text += ": "
        field.write(bytes + field.offset, &text)
      }
      text += ")"
    }
  }

  private static func fieldWriter(_ type: Any.Type, kind: _MetadataKind) -> Writer? {
    leafWriter(type)
      ?? cached(type, in: known) {
        composite(type, isStruct: kind == .struct && !tellsOwnText(type))
      }
  }

  /// The writer of an array of leaves, or of a struct that tells no text of its own.
  private static func composite(_ type: Any.Type, isStruct: Bool) -> Writer? {
    if let array = type as? any ArrayOfLeaves.Type { return array.leavesWriter }
    return isStruct ? structWriter(type) : nil
  }

  /// The writer of `type` in `cache`, from `make` on its first use.
  private static func cached(
    _ type: Any.Type, in cache: borrowing Mutex<[ObjectIdentifier: Writer?]>,
    make: () -> Writer?
  ) -> Writer? {
    let id = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[id] }) { return known }
    let writer = make()
    cache.withLock { $0[id] = writer }
    return writer
  }
}

/// An array, which `debugPrint` writes as its elements' texts in brackets.
private protocol ArrayOfLeaves {
  /// The writer of the array, when its elements have a leaf's.
  static var leavesWriter: DebugText.Writer? { get }
}

extension Array: ArrayOfLeaves {
  fileprivate static var leavesWriter: DebugText.Writer? {
    guard let writer = DebugText.leafWriter(Element.self) else { return nil }
    return { bytes, text in
      text += "["
      for (index, element) in bytes.load(as: [Element].self).enumerated() {
        if index > 0 { text += ", " }
        DebugText.write(element, with: writer, to: &text)
      }
      text += "]"
    }
  }
}
