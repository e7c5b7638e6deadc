import TraceFormat

// Dictionary keys hashed by the runtime's own code. A dictionary asks its key for
// `_rawHashValue(seed:)`, which for an `ObjectIdentifier` or a `String` is the standard library's
// SipHash: a call into the Swift runtime on each look-up, and the update loop makes several per
// body (the writes a body's models had, the sources a binding read, the sites of its `@State`).

/// An object's identity (or a type's) as a dictionary key, hashed with one multiply
/// (``wordHash(_:seed:)``).
struct ObjectKey: Hashable {
  let id: ObjectIdentifier

  init(_ id: ObjectIdentifier) { self.id = id }

  init(_ object: AnyObject) { id = ObjectIdentifier(object) }

  func _rawHashValue(seed: Int) -> Int { wordHash(UInt(bitPattern: id), seed: seed) }
}

/// A text as a dictionary key, told apart and hashed by its UTF-8 bytes
/// (``Swift/String/bytesHash(seed:)``): two canonically equal spellings in different bytes are
/// two keys, which the runtime's own names (`Type.property`) never are.
struct TextKey: Hashable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (a: TextKey, b: TextKey) -> Bool { a.text.hasSameBytes(as: b.text) }

  func _rawHashValue(seed: Int) -> Int { text.bytesHash(seed: seed) }
}
