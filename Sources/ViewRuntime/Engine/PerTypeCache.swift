/// Answers that depend only on a type, computed on the type's first use and kept for the life of
/// the process, keyed by the type's identity.
///
/// A class, not a struct: computing an answer may ask this cache again (a type's descriptor asks
/// for its fields' traits, a field's plainness for its own fields'), which a mutating method of
/// a struct held in a static could not allow under exclusivity checking.
///
/// Its stored properties are not checked for exclusive access at run time: each access reads or
/// writes them at once and none is held while `compute` runs, so no two accesses overlap, and
/// the update loop asks several caches per node.
final class PerTypeCache<Value> {
  @exclusivity(unchecked) private var answers: [ObjectKey: Value] = [:]
  /// The last type answered, and its answer: the update loop asks for one type many times in a
  /// row (the rows of a `ForEach`), which then costs no look-up. Two fields, not an optional
  /// pair, so that a different type is told apart without copying the answer (a retain and a
  /// release of a class).
  @exclusivity(unchecked) private var lastID: ObjectIdentifier?
  @exclusivity(unchecked) private var lastAnswer: Value?

  /// The answer for `type`, from `compute` on its first use. While `compute` runs, `provisional`
  /// (when given) is the answer for `type`, for a type that contains itself.
  func value(for type: Any.Type, provisional: Value? = nil, compute: () -> Value) -> Value {
    let id = ObjectIdentifier(type)
    if lastID == id, let answer = lastAnswer { return answer }
    let answer = storedValue(for: type, provisional: provisional, compute: compute)
    lastID = id
    lastAnswer = answer
    return answer
  }

  /// ``value(for:provisional:compute:)`` without the last answer: neither read nor kept, for a
  /// caller that keeps its own in front of this cache.
  func storedValue(for type: Any.Type, provisional: Value? = nil, compute: () -> Value) -> Value {
    let key = ObjectKey(ObjectIdentifier(type))
    if let known = answers[key] { return known }
    if let provisional { answers[key] = provisional }
    let answer = compute()
    answers[key] = answer
    return answer
  }
}
