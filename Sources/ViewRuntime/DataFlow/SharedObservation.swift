@_spi(SwiftUI) import Observation
import Synchronization

/// The observations of the bodies that read exactly the same `@Observable` properties (the rows
/// of a `ForEach` reading one model's property), as one registration on Observation that tells
/// each of those bodies: a write then calls Observation's registrar once, not once per body.
///
/// Bodies that read the same properties are grouped by their access list's entries (the key
/// paths read, by the registrar they belong to). The first body of a group installs its own
/// tracking, which observes what each of the others would have installed; the group lives while
/// a body belongs to it, and then its tracking is cancelled. As the registrars a group's
/// tracking observes are alive while it is, the ids of its entries cannot be taken by another
/// model meanwhile.
///
/// Which bodies a write invalidates, with which name, is the same as with a tracking per body:
/// each body still paused or cancelled is skipped, and the runtime orders the invalidations by
/// node (``ViewHost/recordModelChanges()``).
final class SharedObservations: Sendable {
  private let groups = Mutex<[Entries: Group]>([:])
  /// The entries ``entries(of:)`` answered last: the rows of a `ForEach`, observed one after
  /// the other, read the same.
  @MainActor private var lastEntries: [ObjectIdentifier: Set<AnyKeyPath>] = [:]
  /// The group of the bodies that read ``lastEntries``, since they were answered: the next row
  /// joins it without hashing and comparing its entries as a key.
  @MainActor private var lastGroup: Group?

  @MainActor init() {}

  /// The entries of the access list `list`, to observe them: those answered last when `list`
  /// reads the same, compared in place (then no dictionary is made, and the group that reads
  /// them is found without hashing a key path, as the two keys share their storage); else read
  /// from the list.
  @MainActor
  func entries(of list: ObservationTracking._AccessList) -> [ObjectIdentifier: Set<AnyKeyPath>] {
    if lastEntries.isEmpty || !AccessListReader.reads(list, sameAs: lastEntries) {
      lastEntries = AccessListReader.entries(of: list)
      lastGroup = nil
    }
    return lastEntries
  }

  /// Observes for `node`, through `handle`, the properties `entries` names (the entries of the
  /// access list `list`, as ``entries(of:)`` answered them last), joining the group of bodies
  /// that read the same: the one joined last while it is listed, else the one listed for them.
  @MainActor
  func observe(
    _ node: Node, handle: ObservationHandle, list: ObservationTracking._AccessList,
    entries: [ObjectIdentifier: Set<AnyKeyPath>], names: ObservationNames
  ) {
    let member = Member(node: node.link, handle: handle)
    var key: Entries?
    if let joined = join(member, last: lastGroup, entries: entries, key: &key) {
      lastGroup = joined
      handle.joined(joined, as: member, of: self)
      return
    }
    let group = Group(key: key ?? Entries(entries), names: names)
    group.add(member)
    handle.joined(group, as: member, of: self)
    lastGroup = group
    let tracking = ObservationTracking(list)
    group.tracking = tracking
    groups.withLock {
      $0[group.key] = group
      group.isListed = true
    }
    ObservationTracking._installTracking(
      tracking, willSet: { group.willSet($0) }, didSet: { group.didSet($0) })
  }

  /// Adds `member` to the group of the bodies that read `entries`: `last` while it is listed,
  /// else the one listed for them; nil when there is none, then with `key` made for a new one.
  /// Not on the main actor: a closure made there and called by `withLock` would check on each
  /// call that it runs on it.
  private func join(
    _ member: Member, last: Group?, entries: [ObjectIdentifier: Set<AnyKeyPath>],
    key: inout Entries?
  ) -> Group? {
    groups.withLock { groups in
      if let last, last.isListed {
        last.add(member)
        return last
      }
      let entries = Entries(entries)
      key = entries
      guard let group = groups[entries] else { return nil }
      group.add(member)
      return group
    }
  }

  /// Takes `member` out of `group`; the group's tracking is cancelled when it was the last.
  func leave(_ group: Group, member: Member) {
    let emptied: Bool = groups.withLock { groups in
      group.remove(member)
      guard group.members.isEmpty, groups[group.key] === group else { return false }
      groups[group.key] = nil
      group.isListed = false
      return true
    }
    if emptied { group.tracking?.cancel() }
  }

  /// The entries of an access list, as a key: hashed by their registrars and how many key
  /// paths each has (hashing the key paths themselves costs more), compared whole.
  struct Entries: Hashable, @unchecked Sendable {
    let entries: [ObjectIdentifier: Set<AnyKeyPath>]

    init(_ entries: [ObjectIdentifier: Set<AnyKeyPath>]) { self.entries = entries }

    func hash(into hasher: inout Hasher) {
      var combined = entries.count
      for (id, keyPaths) in entries { combined ^= id.hashValue &+ keyPaths.count }
      hasher.combine(combined)
    }
  }

  /// A body in a group: its node and its observation's handle. `index` is its place in the
  /// group's members, changed under the lock of ``SharedObservations``.
  final class Member: @unchecked Sendable {
    let node: Unretained<Node>
    let handle: ObservationHandle
    fileprivate var index = 0

    init(node: Unretained<Node>, handle: ObservationHandle) {
      self.node = node
      self.handle = handle
    }
  }

  /// The bodies that read the same properties, and the one tracking that observes them.
  final class Group: @unchecked Sendable {
    fileprivate let key: Entries
    private let names: ObservationNames
    private let snapshot = ObservationNames.Snapshot()
    /// Set once, before the tracking is installed.
    fileprivate var tracking: ObservationTracking?
    /// Whether the group is the one listed for its key; changed under the lock of
    /// ``SharedObservations``.
    fileprivate var isListed = false
    /// Changed under the lock of ``SharedObservations``; read whole under ``membersLock`` by a
    /// write's callbacks, which may come from any thread.
    private var storage: [Member] = []
    private let membersLock = Mutex<Void>(())

    fileprivate init(key: Entries, names: ObservationNames) {
      self.key = key
      self.names = names
    }

    fileprivate var members: [Member] { membersLock.withLock { _ in storage } }

    fileprivate func add(_ member: Member) {
      membersLock.withLock { _ in
        member.index = storage.count
        storage.append(member)
      }
    }

    fileprivate func remove(_ member: Member) {
      membersLock.withLock { _ in
        let index = member.index
        guard index < storage.count, storage[index] === member else { return }
        let last = storage.removeLast()
        if last !== member {
          storage[index] = last
          last.index = index
        }
      }
    }

    /// Names the property about to change, once for every body of the group.
    fileprivate func willSet(_ tracking: ObservationTracking) {
      names.takeSnapshot(for: tracking.changed, into: snapshot)
    }

    /// Invalidates each body of the group that still reacts, for the property that changed.
    fileprivate func didSet(_ tracking: ObservationTracking) {
      let members = self.members
      // On the main queue at once, without making a closure to run later, nor a list of the
      // bodies that react: nothing else runs on the main actor meanwhile, so a body that does
      // not react now cannot before the loop reaches it. The property is named once, for the
      // first body that reacts.
      guard MainQueue.isCurrent else { return didSetElsewhere(tracking, members: members) }
      MainActor.assumeIsolated {
        var name: String?
        for index in members.indices {
          // Borrowed from `members`, which holds them meanwhile.
          withBorrowed(Unmanaged.passUnretained(members[index])) { member in
            guard !member.handle.isCancelled else { return }
            let changed: String
            if let name {
              changed = name
            } else {
              changed = names.name(for: tracking.changed, snapshot: snapshot)
              name = changed
            }
            guard let node = member.node.object else { return }
            member.handle.pause()
            // The host borrowed: `node`, held here, holds it.
            withBorrowed(Unmanaged.passUnretained(node.host)) {
              $0.modelChanged(node, name: changed, byBody: true)
            }
          }
        }
      }
    }

    /// ``didSet(_:)`` off the main queue: the bodies that react now are invalidated on it, soon.
    private func didSetElsewhere(_ tracking: ObservationTracking, members: [Member]) {
      let members = members.filter { !$0.handle.isCancelled }
      guard !members.isEmpty else { return }
      let name = names.name(for: tracking.changed, snapshot: snapshot)
      for member in members {
        let (link, handle) = (member.node, member.handle)
        onMain { ViewHost.bodyReadChanged(link, handle: handle, name: name) }
      }
    }
  }
}
