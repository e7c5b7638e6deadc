import Observation
@_spi(Reflection) import Swift

/// Finds which `@Observable` properties a body read, from the body's own access list (see
/// ``ObservationHandle``): the properties of the models the view holds that the scope read. The
/// cost depends on what the body read, not on how many other views observe the same models.
@MainActor
struct ObservableReads {
  /// The models `view` holds, each with the id its reads are filed under in an access list.
  private(set) var models: [(object: AnyObject, contextID: ObjectIdentifier)]
  /// Whether the view holds a closure (a stored function, as a builder or a formatter its
  /// parent gave it): calling it in the body may read models the view does not hold.
  let holdsClosure: Bool

  /// Notes the models `node`'s view holds (or what holds its properties: a style, an app)
  /// (directly, in `@State`, from the environment, through `@Bindable`, and the models those
  /// hold) before its body runs.
  init(of node: Node) {
    // Each read of a node's property is checked for exclusive access: read once.
    let (descriptor, view) = (node.descriptor, node.view)
    models =
      if let owner = descriptor.propertyOwner {
        Self.models(in: owner(view))
      } else {
        Self.models(inView: view)
      }
    holdsClosure = descriptor.holdsClosure
  }

  /// Adds the models the body read that the view does not hold, reached through a closure it
  /// called, when the host knows them (a view holding them ran before): they are the body's
  /// reads as much as the others, as in SwiftUI.
  mutating func addModels(readThrough accessed: [ObjectIdentifier: Set<AnyKeyPath>]) {
    let held = Set(models.map(\.contextID))
    for contextID in accessed.keys where !held.contains(contextID) {
      guard let object = AccessListReader.object(filedUnder: contextID) else { continue }
      models.append((object, contextID))
    }
  }

  /// Notes on `host` a read of each property the body read (`Store.isLoading`), by name in
  /// order, each name once. The models and key paths are borrowed from ``models`` and
  /// `accessed`, which hold them meanwhile.
  func noteReads(in accessed: [ObjectIdentifier: Set<AnyKeyPath>], on host: ViewHost) {
    // The only name (the common body) needs no list, no set and no sort.
    if models.count == 1 {
      guard let keyPaths = accessed[models[0].contextID] else { return }
      if keyPaths.count == 1 {
        let name = withBorrowed(Unmanaged.passUnretained(keyPaths.first!)) {
          self.name(of: $0, model: 0, on: host)
        }
        return host.noteRead(.observable, name: name)
      }
    }
    var read: [String] = []
    for index in models.indices {
      guard let keyPaths = accessed[models[index].contextID] else { continue }
      for keyPath in keyPaths { read.append(name(of: keyPath, model: index, on: host)) }
    }
    for name in read.count > 1 ? Set(read).sorted() : read {
      host.noteRead(.observable, name: name)
    }
  }

  /// The name of `keyPath`, read of the model at `index` in ``models``, which holds it.
  private func name(of keyPath: AnyKeyPath, model index: Int, on host: ViewHost) -> String {
    withBorrowed(Unmanaged.passUnretained(models[index].object)) {
      host.observationNames.name(of: keyPath, in: $0)
    }
  }

  /// The models `view` holds, as ``models(in:)`` lists them: the view opened where it is, as
  /// `Any` it would be copied into a box of its own, each of its references retained.
  private static func models<V: View>(inView view: V) -> [(
    object: AnyObject, contextID: ObjectIdentifier
  )] {
    guard let plan = ModelPlan.of(V.self) else { return models(in: view) }
    return StoredFields.withBytes(ofValue: view) { models(in: $0, plan: plan) }
  }

  /// The models `holder` holds, each with the id its reads are filed under, in one list: a
  /// model no access list files reads under (no id) is not listed, only visited once.
  private static func models(in holder: Any) -> [(object: AnyObject, contextID: ObjectIdentifier)] {
    guard let plan = ModelPlan.of(type(of: holder)) else {
      var found = FoundModels()
      for child in Mirror(reflecting: holder).children {
        found.add(held: child.value, traits: ValueTraits.of(type(of: child.value)))
      }
      return found.listed
    }
    return StoredFields.withBytes(of: holder) { models(in: $0, plan: plan) }
  }

  /// The models held by the value at `bytes`, whose properties `plan` reads.
  private static func models(in bytes: UnsafeRawPointer, plan: ModelPlan) -> [(
    object: AnyObject, contextID: ObjectIdentifier
  )] {
    var found = FoundModels()
    for step in plan.steps {
      guard step.isObject else {
        let field = step.field
        let value = field.read(bytes)
        found.add(held: value, traits: field.traits ?? ValueTraits.of(type(of: value)))
        continue
      }
      // Borrowed where the value stores it: the value at `bytes` holds the object meanwhile.
      let object = bytes.load(fromByteOffset: step.offset, as: Unmanaged<AnyObject>.self)
      let type: AnyClass = withBorrowed(object) { Swift.type(of: $0) }
      if step.isModel || ValueTraits.flags(of: type).isObservableObject {
        withBorrowed(object) { found.add(object: $0, depth: 0) }
      }
    }
    return found.listed
  }
}

/// The models found in what a view holds so far. A struct in a local variable, not variables
/// that nested functions capture: those would be checked for exclusive access on each use.
@MainActor
private struct FoundModels {
  /// The models found, each with the id its reads are filed under.
  var listed: [(object: AnyObject, contextID: ObjectIdentifier)] = []
  /// The models found that no access list files reads under.
  private var unfiled: [AnyObject] = []

  mutating func add(_ value: Any?, depth: Int) {
    guard let value, ValueTraits.of(type(of: value)).isObservableObject else { return }
    add(object: classInstance(value), depth: depth)
  }

  mutating func add(object: AnyObject, depth: Int) {
    // A view holds few models: a search of those found costs less than a set. Loops, not
    // `contains(where:)`: each call of a closure made here would check that it runs on the
    // main actor.
    for index in listed.indices where listed[index].object === object { return }
    for index in unfiled.indices where unfiled[index] === object { return }
    if let contextID = AccessListReader.contextID(of: object) {
      listed.append((object, contextID))
    } else {
      unfiled.append(object)
    }
    guard depth < 1, ModelFields.mayHoldModels(type(of: object)) else { return }
    for child in Mirror(reflecting: object).children { add(child.value, depth: depth + 1) }
  }

  /// A property is a model, or carries one (a property wrapper's), or neither.
  mutating func add(held value: Any, traits: ValueTraits) {
    var carried: Any?
    if !traits.isDecided {
      carried = (value as? any ModelCarrier)?.carriedModel
    } else if let carry = traits.carriedModel {
      carried = carry(value)
    }
    add(carried ?? value, depth: 0)
  }
}

/// Where the values of a struct type (a view, what holds a view's properties) may hold models,
/// found once per type from its layout (``StoredFields``): a property whose declared type
/// decides is a model only if it carries one, and one whose declared type is a class is read as
/// the object it is, without making a value of it.
///
/// Its steps are plain values in a buffer kept for the life of the process, as the plan is (in
/// its cache): reading a plan and its steps per body retains nothing.
@MainActor
private struct ModelPlan {
  struct Step {
    /// Whether the property is declared as a class: read as the object at ``offset``.
    let isObject: Bool
    /// For a property declared as a class: whether its class (then every subclass too) is
    /// `@Observable`; else the instance's own class is asked.
    let isModel: Bool
    /// Where the property is stored (the field's offset).
    let offset: Int
    /// The property, read as a value when it is not declared as a class: a model, a property
    /// wrapper that carries one, or neither. Kept by the layout, which the plan keeps.
    unowned(unsafe) let field: StoredFields.Field
  }

  /// The properties to read, in declaration order (the order models are first named in).
  let steps: UnsafeBufferPointer<Step>

  private static let known = PerTypeCache<ModelPlan?>()

  /// The plan for `type`; nil when its values are read through `Mirror`.
  static func of(_ type: Any.Type) -> ModelPlan? {
    known.value(for: type) { StoredFields.of(type).map(ModelPlan.init) }
  }

  /// The plan for the fields of `layout`, which it keeps for the life of the process.
  private init(_ layout: StoredFields) {
    let steps = layout.fields.compactMap { field -> Step? in
      if let traits = field.traits, traits.carriedModel == nil || !Self.mayCarryModel(field.type) {
        return nil
      }
      let isObject = TypeRecord.kind(of: field.type) == .class
      return Step(
        isObject: isObject, isModel: isObject && field.type is any Observable.Type,
        offset: field.offset, field: field)
    }
    let buffer = UnsafeMutableBufferPointer<Step>.allocate(capacity: steps.count)
    _ = buffer.initialize(from: steps)
    self.steps = UnsafeBufferPointer(buffer)
    _ = Unmanaged.passRetained(layout)
  }

  /// Whether a property wrapper of type `carrier` may carry a model: not when every value it
  /// carries is of its declared type, a struct, an enum or a tuple (a `@State var flag: Bool`).
  private static func mayCarryModel(_ carrier: Any.Type) -> Bool {
    guard let carried = (carrier as? any ModelCarrier.Type)?.carriedType else { return true }
    return ![.struct, .enum, .tuple].contains(TypeRecord.kind(of: carried))
  }
}

/// Tells the model classes whose stored properties may hold other models, once per class.
@MainActor
private enum ModelFields {
  private static let known = PerTypeCache<Bool>()

  /// Whether an instance of the class `type` may hold a model: it has a stored property whose
  /// value may be an object (a class, an existential or an optional one). Classes that tell their
  /// own reflection are asked each time.
  static func mayHoldModels(_ type: AnyClass) -> Bool {
    known.value(for: type) {
      var answer = false
      let complete = _forEachField(of: type, options: StoredFields.classType) { _, _, _, kind in
        answer = [.class, .existential].contains(kind)
        return !answer
      }
      return answer || !complete || type is any CustomReflectable.Type
    }
  }
}

/// A property wrapper that holds a model the runtime gave it.
@MainActor
protocol ModelCarrier: DynamicProperty {
  var carriedModel: Any? { get }
  /// The declared type of the model carried.
  static var carriedType: Any.Type { get }
}

extension State: ModelCarrier {
  var carriedModel: Any? { box.slot?.value }
  static var carriedType: Any.Type { Value.self }
}

extension Environment: ModelCarrier {
  var carriedModel: Any? { box.value }
  static var carriedType: Any.Type { Value.self }
}

extension Bindable: ModelCarrier {
  var carriedModel: Any? { wrappedValue }
  static var carriedType: Any.Type { Value.self }
}
