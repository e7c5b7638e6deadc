/// Calls `body` with the object `reference` points to, borrowed: no retain and release around
/// the call. Only where the caller knows what keeps the object alive until `body` returns (each
/// call says what).
///
/// A function of the module's own, not `Unmanaged._withUnsafeGuaranteedRef` called with a
/// closure made on the main actor: such a closure, given to the standard library, checks on
/// each call that it runs on the main actor (retaining and releasing the actor).
@inline(__always)
func withBorrowed<Object: AnyObject, Result>(
  _ reference: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
  reference._withUnsafeGuaranteedRef(body)
}
