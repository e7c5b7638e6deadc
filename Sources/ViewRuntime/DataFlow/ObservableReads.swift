import Observation

/// Finds which `@Observable` properties a body read.
///
/// Observation does not tell: it keeps the list of accessed key paths to itself. But each model's
/// registrar numbers the observations installed on it, and keeps the key paths of each. So the
/// runtime notes each model's next observation number before a body and, after it, reads the key
/// paths of the observations installed since. The registrar's layout is read through `Mirror`;
/// if a toolchain lays it out differently, no reads are found and nothing else changes.
@MainActor
struct ObservableReads {
  private var marks: [(object: AnyObject, next: Int)] = []

  /// Notes the models `view` holds (directly, in `@State`, from the environment, through
  /// `@Bindable`, and the models those hold) before its body runs.
  init(view: any View) {
    for object in Self.models(in: view) {
      if let next = RegistrarProbe.nextObservationID(of: object) { marks.append((object, next)) }
    }
  }

  /// The names (`Store.isLoading`) of the properties the body read, sorted.
  func names(using names: ObservationNames) -> [String] {
    var read: Set<String> = []
    for (object, next) in marks {
      for keyPath in RegistrarProbe.keyPaths(of: object, observedSince: next) {
        read.insert(names.name(of: keyPath, in: object))
      }
    }
    return read.sorted()
  }

  private static func models(in view: any View) -> [AnyObject] {
    var found: [AnyObject] = []
    var seen: Set<ObjectIdentifier> = []
    func add(_ value: Any?, depth: Int) {
      guard let value, let object = observableObject(value),
        seen.insert(ObjectIdentifier(object)).inserted
      else { return }
      found.append(object)
      guard depth < 1 else { return }
      for child in Mirror(reflecting: object).children { add(child.value, depth: depth + 1) }
    }
    for child in Mirror(reflecting: view).children {
      add((child.value as? any ModelCarrier)?.carriedModel ?? child.value, depth: 0)
    }
    return found
  }
}

/// A property wrapper that holds a model the runtime gave it.
@MainActor
protocol ModelCarrier {
  var carriedModel: Any? { get }
}

extension State: ModelCarrier {
  var carriedModel: Any? { box.slot?.value }
}

extension Environment: ModelCarrier {
  var carriedModel: Any? { box.value }
}

extension Bindable: ModelCarrier {
  var carriedModel: Any? { wrappedValue }
}

/// Reads an `@Observable` model's registrar through `Mirror`.
enum RegistrarProbe {
  /// The number the registrar will give its next observation.
  static func nextObservationID(of object: AnyObject) -> Int? {
    state(of: object)?.children.first { $0.label == "id" }?.value as? Int
  }

  /// The key paths of the observations installed since `id`.
  static func keyPaths(of object: AnyObject, observedSince id: Int) -> [AnyKeyPath] {
    guard
      let observations = state(of: object)?.children.first(where: { $0.label == "observations" })?
        .value
    else { return [] }
    var keyPaths: [AnyKeyPath] = []
    for entry in Mirror(reflecting: observations).children {
      let pair = Mirror(reflecting: entry.value).children.map(\.value)
      guard pair.count == 2, let key = pair[0] as? Int, key >= id,
        let properties = Mirror(reflecting: pair[1]).children.first(where: {
          $0.label == "properties"
        })?
        .value as? Set<AnyKeyPath>
      else { continue }
      keyPaths.append(contentsOf: properties)
    }
    return keyPaths
  }

  /// The registrar's state: `_$observationRegistrar.extent.context.state.buffer.header`.
  private static func state(of object: AnyObject) -> Mirror? {
    var value: Any = object
    for label in ["_$observationRegistrar", "extent", "context", "state", "buffer"] {
      guard let next = Mirror(reflecting: value).children.first(where: { $0.label == label })?.value
      else { return nil }
      value = next
    }
    guard
      let header = Mirror(reflecting: value).superclassMirror?.children.first(where: {
        $0.label == "header"
      })?.value
    else { return nil }
    return Mirror(reflecting: header)
  }
}
