import CSwiftMetadata

/// Finds the types `#Preview` declared. Each has `__ViewTracePreview` in its name (the macro
/// makes it unique around that), and the Swift runtime keeps a record of every type of every
/// image: reading those records needs no registration code that runs at load time.
enum PreviewDiscovery {
  /// The registration types in the loaded images.
  static func registrations() -> [any _PreviewRegistration.Type] {
    let found = Found()
    withExtendedLifetime(found) {
      cswiftmetadata_types_named(
        "__ViewTracePreview",
        { metadata, context in
          guard let metadata, let context else { return }
          let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
          let type = unsafeBitCast(metadata, to: Any.Type.self)
          if let registration = type as? any _PreviewRegistration.Type {
            found.types.append(registration)
          }
        }, Unmanaged.passUnretained(found).toOpaque())
    }
    return found.types
  }

  /// The types found so far; only the enumeration's callback, on this thread, adds to it.
  private final class Found {
    var types: [any _PreviewRegistration.Type] = []
  }
}
