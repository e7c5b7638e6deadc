/// A reference to a node or a host that does not keep it alive and reads nil once it is freed,
/// as `weak` does, without what `weak` costs: the first weak reference to an object moves its
/// reference count to a side table, after which every retain and release of the object takes
/// the Swift runtime's slow path, and nodes and the host are retained on every walk of the tree
/// and every update. The object makes one link (``Node/link``, ``ViewHost/link``), points it at
/// itself once made, and clears it as it is freed, before any of its properties is.
final class Unretained<Object: AnyObject>: @unchecked Sendable {
  /// The object, while it lives.
  private(set) unowned(unsafe) var object: Object?

  init() {}

  /// Points the link at `object`, its owner, once the owner is made.
  func attach(_ object: Object) { self.object = object }

  /// Clears the link, from the owner's `deinit`.
  func detach() { object = nil }
}
