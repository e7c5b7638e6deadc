@_spi(Reflection) import Swift

/// What a type's metadata record tells at once, read from the record (the Swift ABI's layout)
/// instead of asked through a cast or the type's name.
enum TypeRecord {
  /// The record's kind (`MetadataKind` in the ABI), `.unknown` for a kind the standard library
  /// does not name.
  static func kind(of type: Any.Type) -> _MetadataKind {
    _MetadataKind(rawValue: metadataKind(type)) ?? .unknown
  }

  /// Whether `type`'s name (as `String(describing:)` writes it) names a function type: holds
  /// `->`. A struct or enum that is not generic names none, and is not named to tell.
  static func namesFunction(_ type: Any.Type, kind: _MetadataKind) -> Bool {
    if kind == .struct || kind == .enum {
      // A struct's or enum's record holds its descriptor next, whose flags say if it is generic.
      let record = unsafeBitCast(type, to: UnsafeRawPointer.self)
      let descriptor = record.load(
        fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
      let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
      if !isGeneric { return false }
    }
    return typeDescription(type).contains("->")
  }
}

/// The kind of a type's metadata, as the Swift runtime reads it (a class's on every platform).
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt
