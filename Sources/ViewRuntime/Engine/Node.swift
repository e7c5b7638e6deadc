import Foundation
import TraceFormat

/// One identity in the live tree: a position plus explicit id, holding the current view value,
/// its state slots, its children and its lifecycle.
///
/// The properties the update loop reads and writes for every node it visits are not checked for
/// exclusive access at run time (`@exclusivity(unchecked)`): each access is a read, an
/// assignment, or a change through a standard-library operation (an array's `insert`, a set's
/// `insert`, a `swap`) that calls no code of the runtime's or the app's while it lasts, so no
/// access to one overlaps another (the debug build's checks found none before they were turned
/// off). A checked access calls `swift_beginAccess` and `swift_endAccess` each time.
/// ``isRemoved`` and ``isHidden`` stay checked: unchecked, the driver's walk of the tree, which
/// reads them for every node, was compiled into slower code (a tap found among 10,000 rows took
/// 15% longer).
@MainActor
final class Node {
  let host: ViewHost
  /// The node's parent, while it lives (held through its link: see ``Unretained``).
  var parent: Node? { parentLink?.object }
  private let parentLink: Unretained<Node>?
  /// How others refer to the node without keeping it alive, made when first asked for: a leaf
  /// that nothing observes and that has no children never needs one.
  var link: Unretained<Node> {
    if let madeLink { return madeLink }
    let link = Unretained<Node>()
    link.attach(self)
    madeLink = link
    return link
  }
  @exclusivity(unchecked) private var madeLink: Unretained<Node>?
  let key: ChildKey
  let path: String
  let pathSym: Sym
  /// The hash of the path, which a child's path goes on from; nil when its recorded text names
  /// a UUID (deterministic mode), which its children's paths hold too.
  let pathHash: StringTable.HashPrefix?
  let typeID: ObjectIdentifier
  /// What the runtime knows of the view's type (its identity includes the type, so it never
  /// changes).
  private let typeDescriptor: ViewDescriptor
  let typeName: String
  let typeSym: Sym
  let depth: Int
  /// Order of creation, to break ties when sorting dirty nodes.
  let serial: Int

  @exclusivity(unchecked) var view: any View
  @exclusivity(unchecked) var children: [Node] = []
  /// State slots by property label (`_count`).
  @exclusivity(unchecked) var slots = Slots()
  /// The environment this node's view sees.
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// Whether the node must evaluate its body (or rebuild its children) in the next update.
  @exclusivity(unchecked) var isDirty = true
  /// Whether the node waits in the host's ``DirtyQueue``.
  @exclusivity(unchecked) var isQueued = false
  /// The event that made it dirty, for the cause of its next body.
  @exclusivity(unchecked) var dirtyCause: Seq = .none
  @exclusivity(unchecked) var isVisible = false
  var isRemoved = false
  /// The observation registration of the last body, paused when the body runs again (and kept
  /// if it reads the same).
  @exclusivity(unchecked) var observation: ObservationHandle?
  /// Legacy `ObservableObject` subscriptions of the last body.
  @exclusivity(unchecked) var legacySubscriptions: [LegacySubscription] = []
  /// While the node is in a lazy row outside the window: what its last body read, observed no
  /// more. Its invalidations wait for the row to come back.
  @exclusivity(unchecked) var suspended: SuspendedObservation?
  /// Environment keys the last body read.
  @exclusivity(unchecked) var environmentReads = ReadNames()
  /// Per-node storage of the runtime for views that keep state outside slots (tasks, windows,
  /// navigation, presentation).
  @exclusivity(unchecked) var runtimeState: AnyObject?
  /// The environment this node passes to its children, when it changes it (environment modifiers).
  @exclusivity(unchecked) var childEnvironment: EnvironmentValues?
  /// The identity decision that inserted this node; nil once its first body has run.
  @exclusivity(unchecked) var insertionSeq: Seq?
  /// Hidden by its container (a covered navigation root, a lazy row out of the window).
  var isHidden = false
  /// Bumped as each evaluation begins: a value read by an earlier one is no dependency now.
  @exclusivity(unchecked) var readGeneration = 0
  /// What the current evaluation saw through bindings, by source (see ``ValueReaders``).
  @exclusivity(unchecked) var projectionsBySource = [ObjectIdentifier: [ValueReaders.Projection]]()
  /// The last batch of ``LifecycleQueue`` whose walk visited the node.
  @exclusivity(unchecked) var lifecycleWalk = 0
  /// The last batch of ``LifecycleQueue`` whose walk was to reach the node when it was queued
  /// (or inserted under a node queued for it).
  @exclusivity(unchecked) var lifecycleQueued = 0
  /// How many times the node was evaluated; 0 during its first evaluation.
  @exclusivity(unchecked) var evaluationCount = 0
  /// What the last body read, for `read` events and environment invalidation.
  @exclusivity(unchecked) var reads = ReadNames()
  /// The call of a content closure that built this node's view (a `ForEach` row, a sheet's
  /// content), when a container built it so (``ContentBuild``).
  @exclusivity(unchecked) var contentBuild: ContentBuild?
  /// Calls of content closures this container made whose views have no node of their own.
  @exclusivity(unchecked) var containerBuilds: [ContentBuild] = []
  /// What the leaf showed when it was last recorded (``shown``), and its symbol.
  @exclusivity(unchecked) var displayed: String?
  @exclusivity(unchecked) var displayedSym = Sym.none

  init(
    host: borrowing ViewHost, parent: __shared Node?, key: ChildKey, view: any View,
    environment: EnvironmentValues
  ) {
    // The host and the parent are borrowed: the caller keeps them, and the host alone is
    // stored, with a retain of its own.
    self.host = copy host
    parentLink = parent?.link
    let type = type(of: view)
    typeID = ObjectIdentifier(type)
    typeDescriptor = ViewDescriptor.ofType(type)
    let descriptor = typeDescriptor.resolved(for: view)
    let typeName = descriptor.name(of: view)
    let path = IdentityPath.text(under: parent?.path, type: typeName, key: key.label)
    depth = (parent?.depth ?? -1) + 1
    serial = host.nextSerial()
    let parentHash: StringTable.HashPrefix? = if let parent { parent.pathHash } else { .empty }
    // Read once: each read of the host's recorder retains it.
    let recorder = host.recorder
    (pathSym, pathHash) = recorder.intern(path: path, after: parentHash)
    typeSym = descriptor.nameSymbol(named: typeName, in: recorder)
    // The names, the key, the view and the environment stored last, moved: stored before
    // their last reads (or before the initializer's other work), each is copied.
    let isPresented = key.reasonHint == .presentation
    self.typeName = consume typeName
    self.path = consume path
    self.key = consume key
    self.view = consume view
    self.environment = consume environment
    if isPresented { host.presentationCandidates.append(self) }
  }

  deinit { madeLink?.detach() }

  /// What the runtime knows of the view (of its type, unless it is optional).
  var descriptor: ViewDescriptor {
    typeDescriptor.dependsOnValue ? typeDescriptor.resolved(for: view) : typeDescriptor
  }

  /// ``descriptor``'s ``ViewDescriptor/rebuildsWithParent``, read with no reference to the
  /// descriptor taken (and no copy of the view) unless the view's type is optional.
  var rebuildsWithParent: Bool {
    typeDescriptor.dependsOnValue
      ? typeDescriptor.resolved(for: view).rebuildsWithParent : typeDescriptor.rebuildsWithParent
  }

  /// Whether the view acts when the node appears (`shown`) or disappears, read as
  /// ``rebuildsWithParent`` is.
  func hasVisibilityHook(shown: Bool) -> Bool {
    typeDescriptor.dependsOnValue
      ? Self.hasVisibilityHook(descriptor, shown: shown)
      : Self.hasVisibilityHook(typeDescriptor, shown: shown)
  }

  private static func hasVisibilityHook(_ descriptor: ViewDescriptor, shown: Bool) -> Bool {
    shown ? descriptor.didAppear != nil : descriptor.didDisappear != nil
  }

  /// Whether the node should be visible: not removed, not hidden, and its parent visible.
  var isShown: Bool {
    !isRemoved && !isHidden && (parent?.isShown ?? true)
  }

  /// Records that the body being evaluated read `name`, once per body.
  func noteRead(_ kind: DependencyKind, name: String, host: ViewHost, cause: Seq) {
    guard reads.insert(name) else { return }
    if kind == .environment { environmentReads.insert(name) }
    host.recorder.read(kind, name: name, identity: pathSym, cause: cause)
  }

  /// The node and its descendants, parents first, in tree order.
  /// The children are read unretained, as ``withUnretained(_:_:)`` reads them: the array
  /// walked holds them, whatever `body` does to the tree.
  func forEachInTree(_ body: (Node) -> Void) {
    body(self)
    guard !children.isEmpty else { return }
    Node.withUnretained(children) { children in
      for child in children { child.withNode { $0.forEachInTree(body) } }
    }
  }
}

/// The names a body read, each once. Most bodies read none to three: the first two are kept in
/// place, with no set to allocate and no name to hash; the rest in a set.
struct ReadNames {
  private var first: String?
  private var second: String?
  private var rest: Set<String> = []

  /// Adds `name`; false when it was there already.
  @discardableResult
  mutating func insert(_ name: String) -> Bool {
    guard let first else {
      first = name
      return true
    }
    if first == name { return false }
    guard let second else {
      second = name
      return true
    }
    if second == name { return false }
    return rest.insert(name).inserted
  }

  func contains(_ name: String) -> Bool {
    first == name || second == name || rest.contains(name)
  }

  mutating func removeAll() {
    first = nil
    second = nil
    if !rest.isEmpty { rest.removeAll() }
  }
}

/// A view that names itself in paths (modifiers: `.padding`, `.task`).
@MainActor
protocol NamedView: RuntimeHooks {
  var displayName: String { get }
}

/// The name a view type shows in paths: its type name without generic arguments, or the
/// modifier's name for a modified view.
@MainActor
func viewTypeName(_ view: any View) -> String { ViewDescriptor.of(view).name(of: view) }
