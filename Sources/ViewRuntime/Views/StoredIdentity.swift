@_spi(Reflection) import Swift

/// Tells the `Identifiable` element types whose `id` nothing can change while an array holding
/// the elements is kept: the id is a stored property (`let` in a class; any stored property of a
/// struct, whose copy in the array cannot change) of a plain type (``PlainValue``). A `var` of
/// a class, or an `id` computed from other values, can change in place. Tells too where a
/// struct stores its `id`, to read it without copying the element.
///
/// Decided once per type from the field records of its metadata, which the Swift runtime reads
/// (a class's own and its superclasses'; each record says whether the field is a `var`).
@MainActor
enum StoredIdentity {
  /// A type's stored `id`: whether the type is a struct, where the `id` is (in a class, in the
  /// object), and whether it is a `var`.
  private struct StoredID {
    let isStruct: Bool
    let offset: Int
    let isVar: Bool
  }

  private static let known = PerTypeCache<StoredID?>()

  /// Whether the `id` of `element` values, of type `id`, is stored and cannot change in place.
  static func isFixed(_ element: Any.Type, id: Any.Type) -> Bool {
    guard PlainValue.isPlain(id), let stored = stored(element, id: id) else { return false }
    return stored.isStruct || !stored.isVar
  }

  /// The offset in an `element` struct of its stored `id`, of type `id`; nil for any other type.
  static func offset(in element: Any.Type, id: Any.Type) -> Int? {
    stored(element, id: id).flatMap { $0.isStruct ? $0.offset : nil }
  }

  private static func stored(_ element: Any.Type, id: Any.Type) -> StoredID? {
    known.value(for: element) { decide(element, id: id) }
  }

  private static func decide(_ element: Any.Type, id: Any.Type) -> StoredID? {
    let kind = TypeRecord.kind(of: element)
    guard kind == .class || kind == .struct else { return nil }
    for index in 0..<fieldCount(of: element) {
      var record = FieldRecord()
      let type = field(of: element, at: index, record: &record)
      defer { record.freeName?(record.name) }
      guard let name = record.name, String(cString: name) == "id" else { continue }
      guard type == id else { return nil }
      return StoredID(
        isStruct: kind == .struct, offset: fieldOffset(of: element, at: index),
        isVar: record.isVar)
    }
    return nil
  }
}

/// What the Swift runtime says of one field record, as the standard library's own reflection
/// reads it (its `_FieldReflectionMetadata`): the fields of a struct, or of a class and its
/// superclasses.
private struct FieldRecord {
  var name: UnsafePointer<CChar>?
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)?
  var isStrong = false
  var isVar = false
}

/// How many fields `type` has, a class's superclasses' included.
@_silgen_name("swift_reflectionMirror_recursiveCount")
private func fieldCount(of type: Any.Type) -> Int

/// The declared type of the field of `type` at `index`, filling `record`, whose name the caller
/// frees.
@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func field(of type: Any.Type, at index: Int, record: UnsafeMutablePointer<FieldRecord>)
  -> Any.Type

/// The offset of the field of `type` at `index`: in a struct's value, or in a class's object.
@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func fieldOffset(of type: Any.Type, at index: Int) -> Int
