import Synchronization

/// `String(describing: type)`, made once per type: describing a type demangles its name, which
/// the runtime would otherwise do for every slot installed, environment value set and model
/// write.
func typeDescription(_ type: Any.Type) -> String {
  typeDescriptions.withLock { $0.value(for: type) { String(describing: type) } }
}

private let typeDescriptions = Mutex(PerTypeCache<String>())
