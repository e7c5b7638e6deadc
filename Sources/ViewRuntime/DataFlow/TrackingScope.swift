@_spi(SwiftUI) import Observation
import Synchronization

/// The observation of one body (or of what a control shows, or of a model's watched
/// properties): the `ObservationTracking` whose registrations call the runtime when a property
/// read changes, and the access list it was made from (the properties read, by model).
///
/// The runtime makes the tracking itself from an access list its own scope collected
/// (``ObservationScope``), or, where it cannot open one, takes the one
/// `withObservationTracking` made: that function keeps its tracking to itself, so the scope reads
/// one property of a fresh ``ScopeMarker`` and then writes it, and Observation hands the tracking
/// to the scope's own `willSet`, where ``capture(_:)`` keeps it.
///
/// A handle stops reacting when it is cancelled, which removes its registrations, or paused,
/// which keeps them for the next body of its view: if that body reads the same properties, the
/// handle goes on observing them (``resume(ifReads:)``) instead of registering them all again.
final class ObservationHandle: Sendable {
  private struct State {
    var tracking: ObservationTracking?
    /// The group of bodies whose one tracking observes for this handle, when it joined one.
    var shared:
      (
        observations: SharedObservations, group: SharedObservations.Group,
        member: SharedObservations.Member
      )?
    var cancelled = false
    var paused = false
  }

  /// The tracking once known, and whether the observation stopped. A `Mutex` is stored in the
  /// handle itself: one allocation per body less than a lock object.
  private let state = Mutex<State>(State())
  /// Whether the runtime made the tracking from an access list of its own scope (``list``).
  private let isOwn: Bool
  /// The access list of the runtime's scope; nil for a tracking taken from
  /// `withObservationTracking` (whose list is read from it) or when nothing was read.
  private let list: ObservationTracking._AccessList?
  /// The entries of the access list, when given with it: a constant, compared where it is
  /// (``resume(ifReads:)``), not copied. Read on the main actor only.
  nonisolated(unsafe) private let givenEntries: [ObjectIdentifier: Set<AnyKeyPath>]?
  /// The entries of the access list, once read, when not given.
  @MainActor private var readEntries: [ObjectIdentifier: Set<AnyKeyPath>]?

  /// A handle for the tracking `withObservationTracking` makes, given to ``capture(_:)``.
  init() {
    isOwn = false
    list = nil
    givenEntries = nil
  }

  /// A handle for the tracking the runtime makes from `list`, which its scope collected, with
  /// `entries`, the list's entries, read already. Without a list (nothing was read), there is
  /// nothing to install: the handle observes nothing.
  @MainActor
  init(list: ObservationTracking._AccessList?, entries: [ObjectIdentifier: Set<AnyKeyPath>]) {
    isOwn = true
    self.list = list
    givenEntries = entries
  }

  /// A handle for the tracking the runtime makes from `list`, which its scope collected, whose
  /// entries are read when first asked for (``accessed``).
  @MainActor
  init(list: ObservationTracking._AccessList?) {
    isOwn = true
    self.list = list
    givenEntries = nil
  }

  /// Installs the tracking made from the handle's list, with `willSet` and `didSet` called on
  /// each change of a property read; nothing when the list is empty.
  func install(
    willSet: @escaping @Sendable (ObservationTracking) -> Void,
    didSet: @escaping @Sendable (ObservationTracking) -> Void
  ) {
    guard let list else { return }
    let tracking = ObservationTracking(list)
    state.withLock { $0.tracking = tracking }
    ObservationTracking._installTracking(tracking, willSet: willSet, didSet: didSet)
  }

  /// Observes through `group`, whose tracking observes what this handle's list would, as
  /// `member`: cancelling the handle takes it out of the group.
  func joined(
    _ group: SharedObservations.Group, as member: SharedObservations.Member,
    of observations: SharedObservations
  ) {
    state.withLock { $0.shared = (observations, group, member) }
  }

  /// Keeps `tracking` if it reports the marker's change; returns whether it did, so that the
  /// caller ignores that change.
  func capture(_ tracking: ObservationTracking) -> Bool {
    guard let changed = tracking.changed, type(of: changed).rootType == ScopeMarker.self else {
      return false
    }
    let cancelNow = state.withLock {
      if $0.tracking == nil { $0.tracking = tracking }
      return $0.cancelled
    }
    if cancelNow { tracking.cancel() }
    return true
  }

  /// Ends the observation: removes its registrations from every model it read.
  func cancel() {
    let (tracking, shared) = state.withLock {
      $0.cancelled = true
      let shared = $0.shared
      $0.shared = nil
      return ($0.tracking, shared)
    }
    tracking?.cancel()
    if let shared { shared.observations.leave(shared.group, member: shared.member) }
  }

  /// Stops reacting to changes, keeping the registrations for ``resume(ifReads:)``.
  func pause() { state.withLock { $0.paused = true } }

  /// Reacts again to changes of what it observes, if it was paused and observes exactly the
  /// properties `list` (an access list) read: returns whether it did. A handle that cannot
  /// (cancelled, or its tracking taken from `withObservationTracking`) is left as it is. The list
  /// is compared where it is, its entries not copied.
  @MainActor
  func resume(ifReads list: ObservationTracking._AccessList?) -> Bool {
    guard isOwn else { return false }
    if let givenEntries {
      guard AccessListReader.reads(list, sameAs: givenEntries) else { return false }
    } else {
      guard let readEntries, AccessListReader.reads(list, sameAs: readEntries) else { return false }
    }
    return resumeIfPaused()
  }

  /// Reacts again to changes if paused and not cancelled: returns whether it did. Not on the
  /// main actor: a closure made there and called by `withLock` would check on each call that
  /// it runs on it.
  private func resumeIfPaused() -> Bool {
    state.withLock {
      guard $0.paused, !$0.cancelled else { return false }
      $0.paused = false
      return true
    }
  }

  /// Whether the observation stopped reacting: cancelled, or paused until its view's next body.
  var isCancelled: Bool { state.withLock { $0.cancelled || $0.paused } }

  /// The scope's access list: the key paths read, by the registrar of the model they belong to.
  @MainActor var accessed: [ObjectIdentifier: Set<AnyKeyPath>] {
    if let givenEntries { return givenEntries }
    if let readEntries { return readEntries }
    guard let list = accessList else { return [:] }
    let read = AccessListReader.entries(of: list)
    readEntries = read
    return read
  }

  /// The scope's access list as Observation keeps it, to install the same tracking again.
  @MainActor var accessList: ObservationTracking._AccessList? {
    if let list { return list }
    guard let tracking = state.withLock({ $0.tracking }) else { return nil }
    return AccessListReader.list(of: tracking)
  }
}

/// A model that a tracking scope reads and then changes, to hand its tracking to the runtime.
@Observable final class ScopeMarker: @unchecked Sendable {
  var mark = 0

  /// Reads the marker inside the scope being tracked.
  func touch() { _ = mark }

  /// Changes the marker after the scope was installed, so that its `willSet` sees the tracking.
  func fire() { mark += 1 }
}

/// Reads an access list through its stored properties (``StoredFields``): Observation keeps its
/// entries internal. If a toolchain lays it out differently, no reads are found and nothing else
/// changes.
enum AccessListReader {
  @MainActor
  static func list(of tracking: ObservationTracking) -> ObservationTracking._AccessList? {
    property("list", of: tracking, fields: listFields) as? ObservationTracking._AccessList
  }

  /// The key paths of each entry, by the id of the registrar context the entry belongs to.
  /// Read in place as ``AccessEntry`` values, the dictionary's hash table copied, not rebuilt
  /// (``withEntries(of:_:)``); through the fields found per type when the layout is not the one
  /// expected.
  @MainActor
  static func entries(of list: ObservationTracking._AccessList) -> [ObjectIdentifier: Set<
    AnyKeyPath
  >] {
    if let read = withEntries(of: list, { $0.mapValues(\.properties) }) { return read }
    var result: [ObjectIdentifier: Set<AnyKeyPath>] = [:]
    guard let entries = property("entries", of: list, fields: entriesFields) else { return [:] }
    forEachEntry(of: entries) { key, entry in
      guard let id = key as? ObjectIdentifier,
        let properties = property("properties", of: entry, fields: propertiesFields)
          as? Set<AnyKeyPath>
      else { return }
      result[id] = properties
    }
    return result
  }

  /// Whether `list` (nil when nothing was read) reads exactly the properties of `known`, an
  /// access list's entries: compared in place, and by the identity of the key paths first (a
  /// body reads a property through one key path object each time), by value only where they
  /// differ.
  @MainActor
  static func reads(
    _ list: ObservationTracking._AccessList?, sameAs known: [ObjectIdentifier: Set<AnyKeyPath>]
  ) -> Bool {
    guard let list else { return known.isEmpty }
    let same = withEntries(of: list) { entries in
      guard entries.count == known.count else { return false }
      // One model read (the common body): its entry is compared without a look-up.
      let single = known.count == 1 ? known.first : nil
      for (id, entry) in entries {
        let properties = entry.properties
        let other = if let single { single.key == id ? single.value : nil } else { known[id] }
        guard let other, other.count == properties.count,
          properties.count == 1 && properties.first! === other.first! || properties == other
        else { return false }
      }
      return true
    }
    return same ?? (entries(of: list) == known)
  }

  /// Calls `body` with the entries of `list`, read where they are as a dictionary of
  /// ``AccessEntry``; nil, not calling it, unless the list's layout is the one expected: an
  /// `entries` dictionary keyed by `ObjectIdentifier` whose values are laid out as an
  /// ``AccessEntry`` (checked once). Iterating the dictionary as a type known here costs no
  /// generic metadata look-up per entry, as iterating Observation's own type would.
  @MainActor
  private static func withEntries<R>(
    of list: ObservationTracking._AccessList, _ body: ([ObjectIdentifier: AccessEntry]) -> R
  ) -> R? {
    guard let offset = entriesOffset else { return nil }
    return body(accessEntries(of: list, at: offset))
  }

  /// The entries of `list`, stored at `offset`, as ``AccessEntry`` values. Not on the main
  /// actor: a closure made there and called by `withUnsafeBytes` would check on each call
  /// that it runs on it.
  private static func accessEntries(of list: ObservationTracking._AccessList, at offset: Int)
    -> [ObjectIdentifier: AccessEntry]
  {
    withUnsafeBytes(of: list) {
      $0.load(fromByteOffset: offset, as: [ObjectIdentifier: AccessEntry].self)
    }
  }

  /// Where an access list stores its entries, nil unless they can be read as ``AccessEntry``
  /// values.
  @MainActor static let entriesOffset: Int? = {
    guard let list = StoredFields.of(ObservationTracking._AccessList.self),
      let entries = list.field("entries"),
      let dictionary = entries.type as? any KeyedEntries.Type,
      dictionary.holdsAccessEntries
    else { return nil }
    return entries.offset
  }()

  /// The id under which an access list files the reads of `object`'s properties: its registrar
  /// context's state (`_$observationRegistrar.extent.context.state.buffer`), found once per
  /// object.
  @MainActor
  static func contextID(of object: AnyObject) -> ObjectIdentifier? {
    if let last = lastContext, last.object.pins(object) { return last.id }
    let key = ObjectIdentifier(object)
    if let known = contexts[key], known.object.refers(to: object) {
      lastContext = (ObjectPin(object), known.id)
      return known.id
    }
    if contexts.count >= contextsPruneCount {
      contexts = contexts.filter { !$0.value.object.isGone }
      objects = objects.filter { !$0.value.object.isGone }
      contextsPruneCount = max(64, contexts.count * 2)
    }
    let id = findContextID(of: object)
    let reference = ModelReference(object)
    contexts[key] = KnownContext(object: reference, id: id)
    lastContext = (ObjectPin(object), id)
    if let id { objects[id] = KnownContext(object: reference, id: id) }
    return id
  }

  /// The object whose reads an access list files under `contextID`, if some view held it.
  @MainActor
  static func object(filedUnder contextID: ObjectIdentifier) -> AnyObject? {
    objects[contextID]?.object.object
  }

  private struct KnownContext {
    let object: ModelReference
    let id: ObjectIdentifier?
  }
  @MainActor private static var contexts: [ObjectIdentifier: KnownContext] = [:]
  /// The context found last: the rows of a `ForEach` ask for the model they share one after the
  /// other, which then costs no look-up.
  @MainActor private static var lastContext: (object: ObjectPin, id: ObjectIdentifier?)?
  /// The objects of ``contexts``, by their context's id.
  @MainActor private static var objects: [ObjectIdentifier: KnownContext] = [:]
  /// The size at which the contexts of objects that are gone are dropped.
  @MainActor private static var contextsPruneCount = 64

  private static func findContextID(of object: AnyObject) -> ObjectIdentifier? {
    var value: Any = object
    for label in ["_$observationRegistrar", "extent", "context", "state", "buffer"] {
      guard let next = Mirror(reflecting: value).children.first(where: { $0.label == label })?.value
      else { return nil }
      value = next
    }
    guard type(of: value) is AnyClass else { return nil }
    return ObjectIdentifier(value as AnyObject)
  }

  /// The stored property `label` of `value`, found in its type's layout once per type (its
  /// field in `fields`); the others are not read.
  @MainActor
  private static func property(
    _ label: String, of value: Any, fields: PerTypeCache<StoredFields.Field?>
  ) -> Any? {
    let type = type(of: value)
    if let field = fields.value(for: type, compute: { StoredFields.of(type)?.field(label) }) {
      return StoredFields.read(field, of: value)
    }
    return Mirror(reflecting: value).children.first { $0.label == label }?.value
  }

  @MainActor private static let listFields = PerTypeCache<StoredFields.Field?>()
  @MainActor private static let entriesFields = PerTypeCache<StoredFields.Field?>()
  @MainActor private static let propertiesFields = PerTypeCache<StoredFields.Field?>()

  /// Lists the entries of `dictionary`, a dictionary, through its type's conformance found once.
  @MainActor
  private static func forEachEntry(of dictionary: Any, _ body: (Any, Any) -> Void) {
    let type = type(of: dictionary)
    let list = entryLists.value(for: type) {
      (type as? any KeyedEntries.Type).map { lister($0) }
    }
    list?(dictionary, body)
  }

  private static func lister<D: KeyedEntries>(_: D.Type) -> (Any, (Any, Any) -> Void) -> Void {
    { dictionary, body in (dictionary as! D).forEachEntry(body) }
  }

  @MainActor private static let entryLists = PerTypeCache<((Any, (Any, Any) -> Void) -> Void)?>()
}

/// An access list's entry as Observation lays it out: its registrar's context (never read
/// here, so never retained or released) and the key paths read.
struct AccessEntry {
  let context: UnsafeRawPointer
  let properties: Set<AnyKeyPath>
}

/// A dictionary, whose entries can be listed without knowing its types.
private protocol KeyedEntries {
  func forEachEntry(_ body: (Any, Any) -> Void)

  /// Whether a dictionary of this type can be read as `[ObjectIdentifier: AccessEntry]`: its
  /// keys are `ObjectIdentifier` and its values have the size, alignment and `properties` field
  /// of an ``AccessEntry``.
  @MainActor
  static var holdsAccessEntries: Bool { get }
}

extension Dictionary: KeyedEntries {
  fileprivate func forEachEntry(_ body: (Any, Any) -> Void) {
    for (key, value) in self { body(key, value) }
  }

  @MainActor
  fileprivate static var holdsAccessEntries: Bool {
    guard Key.self == ObjectIdentifier.self,
      let fields = StoredFields.of(Value.self)?.fields, fields.count == 2,
      fields[0].offset == 0, fields[1].label == "properties",
      fields[1].type == Set<AnyKeyPath>.self,
      fields[1].offset == MemoryLayout<AccessEntry>.offset(of: \.properties),
      MemoryLayout<Value>.size == MemoryLayout<AccessEntry>.size,
      MemoryLayout<Value>.stride == MemoryLayout<AccessEntry>.stride,
      MemoryLayout<Value>.alignment == MemoryLayout<AccessEntry>.alignment
    else { return false }
    return true
  }
}
