import CSwiftMetadata

/// Finds the previews of the loaded images: the types `#Preview` declared, each with
/// `__ViewTracePreview` in its name (the macro makes it unique around that), and the types that
/// conform to ``PreviewProvider``. The Swift runtime keeps a record of every type and every
/// conformance of every image: reading those records needs no registration code that runs at
/// load time.
enum PreviewDiscovery {
  /// The registration types in the loaded images.
  static func registrations() -> [any _PreviewRegistration.Type] {
    collect { found, context in cswiftmetadata_types_named("__ViewTracePreview", found, context) }
  }

  /// The preview providers in the loaded images.
  static func providers() -> [any PreviewProvider.Type] {
    collect { found, context in
      cswiftmetadata_types_conforming("ViewRuntime", "PreviewProvider", found, context)
    }
  }

  /// The types of kind `T` that `search` hands to its callback.
  private static func collect<T>(
    _ search: (
      @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void,
      UnsafeMutableRawPointer
    ) -> Void
  ) -> [T] {
    let found = Found()
    withExtendedLifetime(found) {
      search(
        { metadata, context in
          guard let metadata, let context else { return }
          let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
          found.types.append(unsafeBitCast(metadata, to: Any.Type.self))
        }, Unmanaged.passUnretained(found).toOpaque())
    }
    return found.types.compactMap { $0 as? T }
  }

  /// The types found so far; only the enumeration's callback, on this thread, adds to it.
  private final class Found {
    var types: [Any.Type] = []
  }
}
