import Synchronization

/// `String(describing: type)`, made once per type: describing a type demangles its name, which
/// the runtime would otherwise do for every slot installed, environment value set and model
/// write.
func typeDescription(_ type: Any.Type) -> String {
  if let known = typeDescriptions.withLock({ $0[ObjectIdentifier(type)] }) { return known }
  let description = String(describing: type)
  typeDescriptions.withLock { $0[ObjectIdentifier(type)] = description }
  return description
}

private let typeDescriptions = Mutex<[ObjectIdentifier: String]>([:])
