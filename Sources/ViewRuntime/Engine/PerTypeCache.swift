/// Answers that depend only on a type, computed on the type's first use and kept for the life of
/// the process, keyed by the type's identity.
///
/// A class, not a struct: computing an answer may ask this cache again (a type's descriptor asks
/// for its fields' traits, a field's plainness for its own fields'), which a mutating method of
/// a struct held in a static could not allow under exclusivity checking.
final class PerTypeCache<Value> {
  private var answers: [ObjectIdentifier: Value] = [:]

  /// The answer for `type`, from `compute` on its first use. While `compute` runs, `provisional`
  /// (when given) is the answer for `type`, for a type that contains itself.
  func value(for type: Any.Type, provisional: Value? = nil, compute: () -> Value) -> Value {
    let id = ObjectIdentifier(type)
    if let known = answers[id] { return known }
    if let provisional { answers[id] = provisional }
    let answer = compute()
    answers[id] = answer
    return answer
  }
}
