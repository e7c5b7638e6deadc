import TraceFormat

/// A value kept in the app's settings, shared by every view that reads its key, as SwiftUI's
/// `@AppStorage`. Headless, the settings live as long as the host. Reading it is an
/// environment-like dependency named `AppStorage(key)`; writing it is recorded as a
/// `model-write` of `UserDefaults.key`, which invalidates every view that read that key.
@MainActor @preconcurrency @propertyWrapper
public struct AppStorage<Value>: DynamicProperty, InstallableProperty, RuntimeManagedProperty {
  let key: String
  let defaultValue: Value
  let box = HostBox()

  public init(wrappedValue: Value, _ key: String) {
    self.key = key
    defaultValue = wrappedValue
  }

  public var wrappedValue: Value {
    get { box.host?.appStorage[key] as? Value ?? defaultValue }
    nonmutating set { box.host?.writeAppStorage(key, newValue, default: defaultValue) }
  }

  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(
      get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 },
      location: box.host.map { BindingLocation(root: $0, path: [.other(AnyHashable(key))]) })
  }

  func install(on node: Node, label: String) {
    box.host = node.host
    node.host.noteRead(.environment, name: "AppStorage(\(key))")
  }
}

/// The host a property wrapper was installed by, held weakly: view values outlive nothing.
final class HostBox {
  var host: ViewHost? {
    get { hostLink?.object }
    set { hostLink = newValue?.link }
  }
  private var hostLink: Unretained<ViewHost>?
}

extension ViewHost {
  /// Stores a setting, records the write as a `model-write` of `UserDefaults` (the store
  /// `@AppStorage` keeps its values in) with the values before and after, and invalidates every
  /// view that read its key, caused by that write. Writing the value it holds changes nothing.
  func writeAppStorage(_ key: String, _ value: Any, default defaultValue: Any) {
    let old = appStorage[key] ?? defaultValue
    if ValueComparison.isEqual(old, value) == true { return }
    appStorage[key] = value
    let origin = currentOrigin()
    let store = recorder.intern("UserDefaults")
    let write = recorder.modelWrite(
      identity: store, type: store, property: key, before: describeValue(old),
      after: describeValue(value), writer: origin.writer, task: origin.task,
      cause: origin.task?.lastCause ?? origin.cause)
    origin.task?.lastCause = write
    let name = "AppStorage(\(key))"
    root?.forEachInTree { node in
      guard !node.isRemoved, node.environmentReads.contains(name) else { return }
      invalidate(node, reason: .environment, name: name, cause: write)
    }
  }
}

/// A value restored with its scene, as SwiftUI's `@SceneStorage`. Headless the host is the one
/// scene, so it is kept as `@AppStorage` keeps settings (its reads are named `AppStorage(key)`).
public typealias SceneStorage = AppStorage
