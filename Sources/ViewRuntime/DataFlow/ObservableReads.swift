import Observation

/// Finds which `@Observable` properties a body read, from the body's own access list (see
/// ``ObservationHandle``): the properties of the models the view holds that the scope read. The
/// cost depends on what the body read, not on how many other views observe the same models.
@MainActor
struct ObservableReads {
  /// The models `view` holds, each with the id its reads are filed under in an access list.
  let models: [(object: AnyObject, contextID: ObjectIdentifier)]

  /// Notes the models `view` holds (directly, in `@State`, from the environment, through
  /// `@Bindable`, and the models those hold) before its body runs.
  init(view: any View) {
    models = Self.models(in: view).compactMap { object in
      AccessListReader.contextID(of: object).map { (object, $0) }
    }
  }

  /// The names (`Store.isLoading`) of the properties the body read, sorted.
  func names(in accessed: [ObjectIdentifier: Set<AnyKeyPath>], using names: ObservationNames)
    -> [String]
  {
    var read: Set<String> = []
    for (object, contextID) in models {
      for keyPath in accessed[contextID] ?? [] {
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
