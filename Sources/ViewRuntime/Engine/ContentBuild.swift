@_spi(SwiftUI) import Observation
import TraceFormat

/// One call of a content closure that a container stored and calls outside any body (a
/// `ForEach` row, a sheet's content, a navigation destination, a `GeometryReader`'s content):
/// user code that builds views, tracked as a body is. The `@Observable` properties the call read
/// are dependencies of the node it built, its ``node``: a change invalidates that node alone,
/// which calls the closure again before it is evaluated (``ViewHost/rebuildIfStale(_:)``). A
/// node invalidated for another reason (its own state) keeps its view: the closure runs again
/// only when something it read changed. (A state slot the closure reads is read by the
/// container that calls it, as the container's evaluation: a write re-runs the container,
/// which calls its closures again.)
///
/// A call that built several children (a `GeometryReader` whose content is a tuple) has no node
/// of its own: it is a dependency of the container that called it, whose evaluation calls it
/// again.
@MainActor
final class ContentBuild {
  /// Calls the closure again: nil when it builds nothing now (a sheet's item went away).
  let make: @MainActor () -> Any?
  /// Whether an `@Observable` property it read changed since.
  fileprivate(set) var observedChange = false
  /// The node it built, or the container it is a dependency of.
  var node: Node? {
    get { nodeLink?.object }
    set { nodeLink = newValue?.link }
  }
  private var nodeLink: Unretained<Node>?

  /// Sets ``node`` to `node` without making an optional of it (a retain and a release).
  func attach(to node: Node) { nodeLink = node.link }
  /// The update in which the call was made: a node evaluated in it needs no new call.
  fileprivate(set) var update: UInt32 = 0
  /// False once a newer call replaced this one: its changes are no dependency any more.
  var isCurrent = true

  /// The build, for the observation of its call, which must not keep it alive (see
  /// ``Unretained``: a weak reference would send every retain of the build, one per row each
  /// time a `ForEach` asks whether a row may keep its view, down the slow path). Made when first
  /// asked for: a call that read no `@Observable` property (a row made from its element alone)
  /// is observed by nothing and never needs one.
  fileprivate var link: Unretained<ContentBuild> {
    if let madeLink { return madeLink }
    let link = Unretained<ContentBuild>()
    link.attach(self)
    madeLink = link
    return link
  }
  private var madeLink: Unretained<ContentBuild>?

  fileprivate init(make: @escaping @MainActor () -> Any?) {
    self.make = make
  }

  deinit { madeLink?.detach() }
}

extension ViewHost {
  /// Calls `make`, a content closure that a container stored, as a tracked evaluation of user
  /// code (``ContentBuild``). The container hands the build to the child list with the view
  /// (``ChildList/Item/build``), and reconciliation attaches it to the node.
  func build<Built>(_ make: @escaping @MainActor () -> Built) -> (
    view: Built, build: ContentBuild
  ) {
    let build = ContentBuild(make: { make() })
    return (call(build, make), build)
  }

  /// Calls `make`, `build`'s closure, observing the `@Observable` properties it reads: a change
  /// invalidates the build's node, if the build is still current. The reads are collected in a
  /// scope of the runtime's own (``ObservationScope``), as a body's are: a call that read no
  /// `@Observable` property (a row made from its element alone) installs nothing and makes no
  /// callbacks.
  private func call<Built>(_ build: ContentBuild, _ make: () -> Built) -> Built {
    build.update = recorder.update
    guard let (built, list) = ObservationScope.collect(make) else {
      return callThroughTracking(build, make)
    }
    if let list {
      let (willSet, didSet) = changeHandlers(for: build)
      ObservationTracking._installTracking(
        ObservationTracking(list), willSet: willSet, didSet: didSet)
    }
    return built
  }

  /// ``call(_:_:)`` through `withObservationTracking`, where the runtime cannot open a scope of
  /// its own.
  private func callThroughTracking<Built>(_ build: ContentBuild, _ make: () -> Built) -> Built {
    let (willSet, didSet) = changeHandlers(for: build)
    return withObservationTracking(make, willSet: willSet, didSet: didSet)
  }

  /// What a change to a property a call of `build` read does: names it before and after the
  /// change, then invalidates the build's node, if the build is still current.
  private func changeHandlers(for build: ContentBuild) -> (
    willSet: @Sendable (ObservationTracking) -> Void,
    didSet: @Sendable (ObservationTracking) -> Void
  ) {
    let names = observationNames
    let snapshot = ObservationNames.Snapshot()
    let link = build.link
    return (
      { tracking in names.takeSnapshot(for: tracking.changed, into: snapshot) },
      { tracking in
        let name = names.name(for: tracking.changed, snapshot: snapshot)
        onMain {
          guard let build = link.object, build.isCurrent, let node = build.node, !node.isRemoved
          else { return }
          build.observedChange = true
          node.host.modelChanged(node, name: name, byBody: false)
        }
      }
    )
  }

  /// Before `node` is evaluated: when its view was built by a content closure in an earlier
  /// update and something the closure read changed since, calls the closure again. A call that
  /// builds nothing now, or a view of another type, leaves the view to the container, which is
  /// evaluated again.
  func rebuildIfStale(_ node: Node) {
    guard let build = node.contentBuild else { return }
    guard build.update != recorder.update, build.observedChange else { return }
    let fresh = ContentBuild(make: build.make)
    guard let view = call(fresh, build.make) as? any View,
      ObjectIdentifier(type(of: view)) == node.typeID
    else {
      staleBuilds += 1
      if let container = node.parent { markDirty(container, cause: node.dirtyCause) }
      return
    }
    node.view = view
    node.adopt(fresh)
  }
}

extension Node {
  /// Attaches `build`, the call that built this node's view, replacing the last one. The build
  /// is consumed, and stored as it came: a borrowed one would be retained to be stored.
  func adopt(_ build: consuming ContentBuild) {
    if let old = contentBuild, old !== build { old.isCurrent = false }
    build.attach(to: self)
    contentBuild = build
  }

  /// Attaches `builds`, calls this container made whose children have no node of their own,
  /// replacing the last ones.
  func depend(on builds: [ContentBuild]) {
    for old in containerBuilds { old.isCurrent = false }
    containerBuilds = builds
    for build in builds {
      build.attach(to: self)
    }
  }
}
