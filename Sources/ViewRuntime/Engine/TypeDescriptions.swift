import Synchronization

/// `String(describing: type)`, made once per type: describing a type demangles its name, which
/// the runtime would otherwise do for every slot installed, environment value set and model
/// write. Written as `String(describing:)` writes a type, without its casts of the metatype to
/// the printing protocols and its `Mirror`, each conformance question a scan of every
/// conformance record for a type not seen before.
func typeDescription(_ type: Any.Type) -> String {
  typeDescriptions.withLock { $0.value(for: type) { _typeName(type, qualified: false) } }
}

private let typeDescriptions = Mutex(PerTypeCache<String>())
