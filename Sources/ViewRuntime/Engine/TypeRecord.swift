/// What a type's metadata record tells at once, read from the record (the Swift ABI's layout)
/// instead of asked through a cast or the type's name.
enum TypeRecord {
  /// The record's kind (`MetadataKind` in the ABI): a class's is 0, or a pointer on Apple's
  /// platforms.
  static func kind(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
  }

  static let structure: UInt = 0x200
  static let enumeration: UInt = 0x201
  static let optional: UInt = 0x202
  static let function: UInt = 0x302

  /// Whether `type`'s name (as `String(describing:)` writes it) names a function type: holds
  /// `->`. A struct or enum that is not generic names none, and is not named to tell.
  static func namesFunction(_ type: Any.Type, kind: UInt) -> Bool {
    if kind == structure || kind == enumeration {
      // A struct's or enum's record holds its descriptor next, whose flags say if it is generic.
      let record = unsafeBitCast(type, to: UnsafeRawPointer.self)
      let descriptor = record.load(
        fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
      let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
      if !isGeneric { return false }
    }
    return _typeName(type, qualified: false).contains("->")
  }
}
