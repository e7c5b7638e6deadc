/// The names that models have in a trace (`Store#1`): their type and their instance number, in
/// order of first mention, the same for as long as the instance lives.
struct ObjectNames {
  /// An object with its name.
  private struct Named {
    let object: ModelReference
    let name: String
  }

  private var known: [ObjectIdentifier: Named] = [:]
  private var counts: [String: Int] = [:]

  /// The name of `object`, given now if it has none.
  mutating func name(of object: AnyObject) -> String {
    let id = ObjectIdentifier(object)
    if let named = known[id], named.object.refers(to: object) { return named.name }
    let type = String(describing: Swift.type(of: object))
    let count = (counts[type] ?? 0) + 1
    counts[type] = count
    let name = "\(type)#\(count)"
    known[id] = Named(object: ModelReference(object), name: name)
    return name
  }
}
