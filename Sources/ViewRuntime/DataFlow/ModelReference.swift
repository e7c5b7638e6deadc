/// A reference to a model that does not keep it alive and reads nil once it is gone, as `weak`
/// does, without a weak reference to the model itself: the first weak reference to an object
/// moves its reference count to a side table, after which every retain and release of the
/// object takes the Swift runtime's slow path, and a model that rows hold is retained each time
/// a row's view is copied.
///
/// The weak reference goes instead to an object that lives exactly as long as the model: the
/// extent of an `@Observable` model's registrar (`_$observationRegistrar.extent`), which the
/// model alone holds and which Observation does not retain per read. A model without one (an
/// `ObservableObject`) is held weakly itself. The model is reached through an unowned(unsafe)
/// reference, read only while the weak one says it lives.
struct ModelReference: @unchecked Sendable {
  private unowned(unsafe) let target: AnyObject
  /// The model's registrar extent, or the model itself when it has none.
  private weak var lifetime: AnyObject?
  /// The model's identity, which no other object takes while the model lives.
  let id: ObjectIdentifier

  init(_ object: AnyObject) {
    target = object
    lifetime = Self.lifetime(of: object)
    id = ObjectIdentifier(object)
  }

  /// The model, while it lives.
  var object: AnyObject? { lifetime == nil ? nil : target }

  /// Whether the model lives and is `object`.
  func refers(to object: AnyObject) -> Bool {
    id == ObjectIdentifier(object) && lifetime != nil
  }

  /// Whether the model is gone.
  var isGone: Bool { lifetime == nil }

  /// The object that lives as long as `object`: its registrar's extent when it is an
  /// `@Observable` model with one, else `object` itself.
  private static func lifetime(of object: AnyObject) -> AnyObject {
    guard
      let registrar = Mirror(reflecting: object).children.first(where: {
        $0.label == "_$observationRegistrar"
      })?.value,
      let extent = Mirror(reflecting: registrar).children.first(where: { $0.label == "extent" })?
        .value,
      type(of: extent) is AnyClass
    else { return object }
    return classInstance(extent)
  }
}

/// The identity of an object found last, told apart without reading a weak reference: the
/// unowned reference keeps the object's memory (not the object, which is deinitialized as usual)
/// from being taken by another object, so a living object with the same identity is that one.
/// Kept for one object at a time (the one a look-up found last), whose memory it holds.
struct ObjectPin: @unchecked Sendable {
  private unowned let object: AnyObject
  private let id: ObjectIdentifier

  init(_ object: AnyObject) {
    self.object = object
    id = ObjectIdentifier(object)
  }

  /// Whether `object`, which the caller holds, is the object pinned.
  func pins(_ object: AnyObject) -> Bool { id == ObjectIdentifier(object) }
}
