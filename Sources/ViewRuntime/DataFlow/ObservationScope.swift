@_spi(SwiftUI) import Observation

#if canImport(Glibc)
  import Glibc
#endif

/// A tracking scope of Observation's own kind, opened by the runtime: the reads of `@Observable`
/// properties made while it is open go to an access list the runtime holds, and nothing is
/// installed, so that the runtime decides what to observe (the registrations of a body that read
/// the same as last time are kept: ``ViewHost/observeBody(of:_:)``).
///
/// Observation finds the scope open on a thread through a thread-local pointer of its library
/// (`_ThreadLocal.value`, the address of the scope's access list), which it does not export: the
/// runtime finds it through the dynamic loader (the library's thread-local block, whose first
/// word it is) and checks, once, that `withObservationTracking` sets it and that a read made
/// while it points to the runtime's list is filed there. Where that fails (another toolchain, a
/// static build), ``collect(_:)`` answers nil and the runtime tracks through
/// `withObservationTracking`.
enum ObservationScope {
  /// Runs `apply` in a scope of its own and returns its result and what it read, or nil, not
  /// having run it, when no such scope can be opened: the thread-local is not found, or a scope
  /// is open on this thread already, whose access list the reads would have to join.
  static func collect<T>(_ apply: () -> T) -> (result: T, list: ObservationTracking._AccessList?)? {
    guard let slot = ThreadLocalSlot.current(), slot.pointee == nil else { return nil }
    var list: ObservationTracking._AccessList?
    let result = withUnsafeMutablePointer(to: &list) { pointer in
      slot.pointee = UnsafeMutableRawPointer(pointer)
      defer { slot.pointee = nil }
      return apply()
    }
    return (result, list)
  }
}

/// Observation's thread-local pointer to the access list of the scope open on a thread.
private enum ThreadLocalSlot {
  /// The address of the calling thread's pointer, nil if it was not found.
  static func current() -> UnsafeMutablePointer<UnsafeMutableRawPointer?>? {
    guard let locator = locator else { return nil }
    return locator.getAddress(locator.index)?.assumingMemoryBound(
      to: UnsafeMutableRawPointer?.self)
  }

  /// `__tls_get_addr`, which answers the address of a thread-local variable for the calling
  /// thread, and the variable's module and offset.
  private struct Locator: @unchecked Sendable {
    let getAddress: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    /// A `tls_index`: Observation's module, offset 0. Made once and never freed.
    let index: UnsafeMutableRawPointer
  }

  private static let locator: Locator? = {
    guard let locator = find(), check(locator) else { return nil }
    return locator
  }()

  private static func find() -> Locator? {
    #if os(Linux)
      guard
        let library = dlopen("libswiftObservation.so", RTLD_LAZY | RTLD_NOLOAD),
        let dlinfo = dlsym(nil, "dlinfo"), let tlsGetAddr = dlsym(nil, "__tls_get_addr")
      else { return nil }
      typealias Info =
        @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?)
        -> Int32
      var module: UInt = 0
      let rtldDITLSModID: Int32 = 9
      guard unsafeBitCast(dlinfo, to: Info.self)(library, rtldDITLSModID, &module) == 0, module != 0
      else { return nil }
      let index = UnsafeMutablePointer<UInt>.allocate(capacity: 2)
      index[0] = module
      index[1] = 0
      return Locator(
        getAddress: unsafeBitCast(
          tlsGetAddr,
          to: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?).self),
        index: UnsafeMutableRawPointer(index))
    #else
      return nil
    #endif
  }

  /// Whether the word found is Observation's pointer: `withObservationTracking` points it at its
  /// own list while its scope runs and restores it after, and a read made while it points to a
  /// list of ours is filed in that list.
  private static func check(_ locator: Locator) -> Bool {
    guard
      let slot = locator.getAddress(locator.index)?.assumingMemoryBound(
        to: UnsafeMutableRawPointer?.self)
    else { return false }
    let outside = slot.pointee
    var inside: UnsafeMutableRawPointer?
    withObservationTracking({ inside = slot.pointee }, onChange: {})
    guard inside != nil, inside != outside, slot.pointee == outside else { return false }
    let probe = ScopeProbe()
    var list: ObservationTracking._AccessList?
    withUnsafeMutablePointer(to: &list) { pointer in
      slot.pointee = UnsafeMutableRawPointer(pointer)
      _ = probe.value
      slot.pointee = outside
    }
    return list != nil
  }
}

/// A model that the check of ``ThreadLocalSlot`` reads.
@Observable private final class ScopeProbe {
  var value = 0
}
