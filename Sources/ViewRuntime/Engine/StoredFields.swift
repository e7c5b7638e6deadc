@_spi(Reflection) import Swift

/// The stored properties of a struct type, as `Mirror` lists them (names, order, values), found
/// once per type from its metadata and read at their offsets: reading a view's properties on
/// each update costs no `Mirror` and no demangling of field types.
///
/// Types whose `Mirror` is not their stored properties (classes, enums, tuples, custom
/// reflections) and structs with a weak or unowned property have no layout here: their values
/// are read through `Mirror`.
@MainActor
final class StoredFields {
  /// One stored property: an object, so that a walk over the fields retains one reference per
  /// field, not each of its closures and its label.
  final class Field {
    let label: String
    /// Where the property is stored, in bytes from the start of the struct's (or the
    /// instance's) bytes.
    let offset: Int
    /// The declared type; a value's own type may differ only when this is a class, an
    /// existential or an optional.
    let type: Any.Type
    /// The traits of the declared type, when every value of the property has that type and
    /// their answers hold for every value (see ``ValueTraits``); nil when the value must be
    /// asked.
    let traits: ValueTraits?
    /// Reads the property's value from the start of the struct's bytes.
    let read: (UnsafeRawPointer) -> Any
    /// `==` of the declared type on the property's values in two structs' bytes, read where
    /// they are, when ``traits`` decide and the type is `Equatable`.
    let equal: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?

    init(
      label: String, offset: Int, type: Any.Type, traits: ValueTraits?,
      read: @escaping (UnsafeRawPointer) -> Any,
      equal: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? = nil
    ) {
      self.label = label
      self.offset = offset
      self.type = type
      self.traits = traits
      self.read = read
      self.equal = equal
    }
  }

  let fields: [Field]

  /// The field labelled `label`, if there is one.
  func field(_ label: String) -> Field? { fields.first { $0.label == label } }

  private init(fields: [Field]) { self.fields = fields }

  private static let known = PerTypeCache<StoredFields?>()

  /// The layout of `type`, found on its first use; nil when its values are read through `Mirror`.
  static func of(_ type: Any.Type) -> StoredFields? {
    known.value(for: type) { layout(of: type) }
  }

  /// Calls `body` with the field (nil when read through `Mirror`), label and value of each of
  /// `value`'s stored properties, as its `Mirror`'s children; a field `skip` takes is not read.
  static func forEachChild(
    of value: Any, skipping skip: (Field) -> Bool = { _ in false },
    _ body: (Field?, String?, Any) -> Void
  ) {
    guard let layout = of(type(of: value)) else {
      for child in Mirror(reflecting: value).children { body(nil, child.label, child.value) }
      return
    }
    withBytes(of: value) { bytes in
      for field in layout.fields where !skip(field) { body(field, field.label, field.read(bytes)) }
    }
  }

  /// Calls `body` with the field, label and values of each stored property of `a` and `b`, in
  /// order, as zipping their `Mirror`s' children does. `field` is nil when read through `Mirror`.
  /// A field `skip` takes, given the bytes of `a` and `b`, is not read.
  static func forEachPair(
    of a: Any, _ b: Any,
    skipping skip: (Field, UnsafeRawPointer, UnsafeRawPointer) -> Bool = { _, _, _ in false },
    _ body: (Field?, String?, Any, Any) -> Void
  ) {
    guard type(of: a) == type(of: b), let layout = of(type(of: a)) else {
      for (ca, cb) in zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children) {
        body(nil, ca.label, ca.value, cb.value)
      }
      return
    }
    withBytes(of: a) { bytesA in
      withBytes(of: b) { bytesB in
        for field in layout.fields where !skip(field, bytesA, bytesB) {
          body(field, field.label, field.read(bytesA), field.read(bytesB))
        }
      }
    }
  }

  /// The value of `field`, one of the fields of `value`'s type's layout.
  static func read(_ field: Field, of value: Any) -> Any {
    withBytes(of: value) { field.read($0) }
  }

  /// Calls `body` with the address of `value`'s bytes. Nonisolated: a closure made on the main
  /// actor and called by `withUnsafeBytes` would check on each call that it runs there.
  nonisolated static func withBytes<R>(of value: Any, _ body: (UnsafeRawPointer) -> R) -> R {
    func open<T>(_ value: T) -> R {
      withUnsafeBytes(of: value) { body($0.baseAddress ?? UnsafeRawPointer(bitPattern: 64)!) }
    }
    return _openExistential(value, do: open)
  }

  private static let knownClasses = PerTypeCache<StoredFields?>()

  /// The stored properties of the class `type`, as `Mirror` lists an instance's children (the
  /// class's own, in order), found on its first use; nil when they are read through `Mirror`:
  /// a subclass (whose fields in the metadata include its superclass's), a class that tells its
  /// own reflection, or one with a property that may be `weak` or `unowned`, whose storage is
  /// not a value of its declared type.
  static func ofClass(_ type: AnyClass) -> StoredFields? {
    knownClasses.value(for: type) { classLayout(of: type) }
  }

  /// Calls `body` with the label and value of each of `object`'s stored properties, as its
  /// `Mirror`'s children, read at their offsets when its class has a layout here.
  static func forEachChild(ofObject object: AnyObject, _ body: (String?, Any) -> Void) {
    guard let layout = ofClass(type(of: object)) else {
      for child in Mirror(reflecting: object).children { body(child.label, child.value) }
      return
    }
    withExtendedLifetime(object) {
      let bytes = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
      for field in layout.fields { body(field.label, field.read(bytes)) }
    }
  }

  private static func classLayout(of type: AnyClass) -> StoredFields? {
    guard _getSuperclass(type) == nil, !(type is any CustomReflectable.Type) else { return nil }
    var fields: [Field] = []
    let complete = _forEachField(of: type, options: classType) { name, offset, fieldType, _ in
      guard !mayBeReference(fieldType) else { return false }
      fields.append(
        Field(
          label: String(cString: name), offset: offset, type: fieldType, traits: nil,
          read: reader(of: fieldType, at: offset)))
      return true
    }
    return complete ? StoredFields(fields: fields) : nil
  }

  /// Whether a property of type `type` may be declared `weak` or `unowned`: a class, an
  /// existential, or an optional of one.
  private static func mayBeReference(_ type: Any.Type) -> Bool {
    switch TypeRecord.kind(of: type) {
    case .class, .existential, .foreignClass, .objcClassWrapper: true
    case .optional: (type as? any WrapsValue.Type).map { mayBeReference($0.wrappedType) } ?? true
    default: false
    }
  }

  /// Whether the struct type `type` has a stored property that holds a function, optional or
  /// not (a closure its maker gave it).
  static func holdsFunction(_ type: Any.Type) -> Bool {
    guard TypeRecord.kind(of: type) == .struct else { return false }
    var answer = false
    _ = _forEachField(of: type) { _, _, fieldType, _ in
      answer = ValueTraits.of(fieldType).isFunction
      return !answer
    }
    return answer
  }

  private static func layout(of type: Any.Type) -> StoredFields? {
    guard TypeRecord.kind(of: type) == .struct, !(type is any CustomReflectable.Type) else {
      return nil
    }
    var fields: [Field] = []
    let complete = _forEachField(of: type) { name, offset, fieldType, kind in
      let decided = ![.class, .existential, .optional].contains(kind)
      let traits = decided ? ValueTraits.of(fieldType) : nil
      let decides = traits?.isDecided == true
      fields.append(
        Field(
          label: String(cString: name), offset: offset, type: fieldType,
          traits: decides ? traits : nil,
          read: reader(of: fieldType, at: offset),
          equal: decides ? (fieldType as? any Equatable.Type).map { equality($0, at: offset) } : nil
        ))
      return true
    }
    guard complete, strongFieldCount(of: type) == fields.count(where: isKeyPathReadable) else {
      return nil
    }
    return StoredFields(fields: fields)
  }

  /// Whether the standard library's key-path walk lists a field of this kind when it is a strong
  /// reference (it leaves out functions, metatypes and weak or unowned references).
  private static func isKeyPathReadable(_ field: Field) -> Bool {
    [.struct, .class, .optional, .existential, .existentialMetatype, .tuple, .enum].contains(
      TypeRecord.kind(of: field.type))
  }

  /// How many of `type`'s fields the key-path walk lists: a smaller count than
  /// ``isKeyPathReadable(_:)`` expects means a weak or unowned property.
  private static func strongFieldCount(of type: Any.Type) -> Int {
    func count<T>(_: T.Type) -> Int {
      var count = 0
      _ = _forEachFieldWithKeyPath(of: T.self, options: ignoreUnknown) { _, _ in
        count += 1
        return true
      }
      return count
    }
    return _openExistential(type, do: count)
  }

  private static func reader(of type: Any.Type, at offset: Int) -> (UnsafeRawPointer) -> Any {
    func make<T>(_: T.Type) -> (UnsafeRawPointer) -> Any {
      { $0.load(fromByteOffset: offset, as: T.self) }
    }
    return _openExistential(type, do: make)
  }

  /// `==` of `type` on values at `offset` in two structs' bytes.
  private static func equality<T: Equatable>(
    _: T.Type, at offset: Int
  ) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { $0.load(fromByteOffset: offset, as: T.self) == $1.load(fromByteOffset: offset, as: T.self) }
  }

  // The standard library's options, as values (its own are mutable statics).
  /// Walk a class's fields.
  static let classType = _EachFieldOptions(rawValue: 1 << 0)
  /// Leave out the fields a key path cannot reach instead of failing.
  private static let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)
}

/// An optional type, which names the type it wraps.
private protocol WrapsValue {
  static var wrappedType: Any.Type { get }
}

extension Optional: WrapsValue {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
