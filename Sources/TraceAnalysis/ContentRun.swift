import TraceFormat

/// An evaluation that ran no body: a view that a closure stored by a container built (a
/// `ForEach` row written inline, a sheet's content, a navigation destination), whose closure
/// ran again because something it read changed; or a container or control with no body of its
/// own (a `.sheet`, a `ForEach`, a `Toggle`) evaluated again on its own, for a state its
/// binding reads. The runtime records no `body-begin` for it: its invalidation is the cause of
/// the decisions and displays it recorded (docs/runtime-events.md, "One update").
public struct ContentRun: Hashable, Sendable {
  /// The first event the evaluation recorded: an identity decision or a display.
  public var seq: Seq
  public var update: UInt32
  public var time: UInt64
  /// The view the closure built, or the container evaluated.
  public var identity: String
  /// Its view type (`HStack`, `.swipeActions`, `.sheet`).
  public var type: String
  /// The closure that built it, as the code spells it.
  public var closure: ContentClosure
  /// The view whose body wrote the closure: the nearest view above with a body (the screen
  /// whose `ForEach` the row is in); empty when none is.
  public var owner: String
  /// Why it ran, as for a body: the invalidation that made it due.
  public var cause: BodyCause
  /// As ``BodyReason/tokens``: `RecipeBox.favourites: [] → [2]`, `_isOn: false → true`.
  public var tokens: [String]
  /// The events from the input (or task, or lifecycle call) through the write to the
  /// invalidation it ran for, then ``changes``, in trace order.
  public var chain: [Seq]
  /// What it changed on screen: its `display` events, and the identity decisions with a reason
  /// of their own (a branch flipped, an element added) that it caused; empty when it showed the
  /// same as before.
  public var changes: [Seq]
}

/// The closure a ``ContentRun`` called again.
public enum ContentClosure: Hashable, Sendable {
  /// A `ForEach` row's (`List(data)`'s too), for the element with this id (`2`) or at this index
  /// (`index 3`).
  case row(String)
  /// The content of a presentation (`.sheet`, `.fullScreenCover`, `.popover`), named after it.
  case presentation(String)
  /// A navigation destination's, for the pushed value (nil when none: `isPresented:`).
  case destination(String?)
  /// None: the view itself (a container or control with no body) was evaluated again.
  case none

  /// The closure that built the view at `path`, from its key and its parent.
  init(_ path: IdentityPath) {
    let position = path.position
    if path.parent?.type == "ForEach" {
      self = .row(path.explicitID ?? path.index.map { "index \($0)" } ?? path.key ?? "")
    } else if position.hasPrefix("sheet") || position.hasPrefix("popover") {
      self = .presentation(path.parent?.type ?? position)
    } else if position.hasPrefix("path") {
      self = .destination(path.explicitID)
    } else {
      self = .none
    }
  }
}

extension ContentClosure {
  /// What the closure built, as the code spells it: `ForEach row 2`, `ForEach row at index 3`,
  /// `.sheet content`, `navigationDestination for 2`; for none, `type`, the view's own.
  public func name(type: String) -> String {
    switch self {
    case .row(let id) where id.hasPrefix("index "): "ForEach row at \(id)"
    case .row(let id): "ForEach row \(id)"
    case .presentation(let modifier): "\(modifier) content"
    case .destination(let value?): "navigationDestination for \(value)"
    case .destination(nil): "navigationDestination content"
    case .none: type
    }
  }
}

extension ContentRun {
  /// What ran, as the code spells it: `ForEach row 2 in RecipeBoxScreen`, `.sheet content in
  /// BoxSheetScreen`, `navigationDestination for 2 in BoxDestinationScreen`, `.sheet in
  /// BoxSheetScreen` (a container evaluated again).
  public var name: String {
    let what = closure.name(type: type)
    return owner.isEmpty ? what : "\(what) in \(owner)"
  }
}

/// Where an evaluation without a body began, and the invalidations it ran for.
private struct ContentRunStart {
  var identity: Sym
  var update: UInt32
  /// Its first decision or display.
  var first: Seq
  /// The invalidation its events name as their cause: the first that made it due.
  var cause: Seq
  /// The other invalidations of its identity since its last evaluation.
  var others: [Seq]
}

extension Timeline {
  /// The evaluations without a body (``ContentRun``) of the views whose type is `view`, or whose
  /// identity path is or ends with it, or that a closure written in the body of a `view` built
  /// (its rows, sheets and destinations), or that a `view` container holds (`ForEach`,
  /// `.sheet`); only in update `update` when given.
  public func contentRuns(_ view: String, update: UInt32? = nil) -> [ContentRun] {
    let withBody = bodyPaths
    var runs: [ContentRun] = []
    for run in contentRunStarts() where update == nil || run.update == update {
      let path = IdentityPath(self[run.identity])
      let owner = owner(of: path, bodyPaths: withBody)
      guard
        path.type == view || path.ends(with: view) || owner?.type == view
          || path.parent?.type == view
      else { continue }
      let changes = self.changes(of: run)
      let reason = graph.event(run.cause)?.code(as: InvalidationReason.self)
      runs.append(
        ContentRun(
          seq: run.first, update: run.update, time: graph.event(run.first)?.time ?? 0,
          identity: path.text, type: path.type, closure: ContentClosure(path),
          owner: owner?.type ?? "", cause: reason.map(BodyCause.init) ?? .other,
          tokens: tokens(causeFirst: [run.cause] + run.others),
          chain: graph.path(to: run.cause) + changes, changes: changes))
    }
    return runs
  }

  /// Where each evaluation without a body began: the first decision or display whose cause is
  /// an invalidation that no body evaluation took, with the invalidations of the same identity
  /// that it took too.
  private func contentRunStarts() -> [ContentRunStart] {
    var pending: [Sym: [Seq]] = [:]
    var pendingIdentity: [Seq: Sym] = [:]
    var starts: [ContentRunStart] = []
    for e in trace.events {
      switch e.kind {
      case .invalidate:
        pending[e.identity, default: []].append(e.seq)
        pendingIdentity[e.seq] = e.identity
      case .bodyBegin:
        for seq in pending.removeValue(forKey: e.identity) ?? [] { pendingIdentity[seq] = nil }
      case .identity, .display:
        guard let identity = pendingIdentity[e.cause] else { continue }
        let taken = pending.removeValue(forKey: identity) ?? []
        for seq in taken { pendingIdentity[seq] = nil }
        starts.append(
          ContentRunStart(
            identity: identity, update: e.update, first: e.seq, cause: e.cause,
            others: taken.filter { $0 != e.cause }))
      default:
        continue
      }
    }
    return starts
  }

  /// The displays, and the decisions with a reason of their own, in the update of `run` whose
  /// causes lead back to the invalidation it ran for.
  private func changes(of run: ContentRunStart) -> [Seq] {
    guard var i = graph.index(of: run.first) else { return [] }
    let carried: Set<UInt8> = [
      DecisionReason.unchanged.rawValue, DecisionReason.firstAppearance.rawValue,
      DecisionReason.parentRemoved.rawValue,
    ]
    var changes: [Seq] = []
    let events = trace.events
    while i < events.count, events[i].update == run.update {
      let e = events[i]
      i += 1
      let shows =
        e.kind == .display
        || (e.kind == .identity && e.code != IdentityDecision.kept.rawValue
          && !carried.contains(e.reason))
      guard shows, graph.firstCause(of: e.cause, where: { $0.seq == run.cause }) != nil else {
        continue
      }
      changes.append(e.seq)
    }
    return changes
  }

  /// The identity paths of the views whose body ran.
  var bodyPaths: Set<String> { Set(bodies.map { self[$0.identity] }) }

  /// The nearest view above `path` whose body ran (one of `bodyPaths`): the view whose body
  /// wrote the closures and containers in between.
  func owner(of path: IdentityPath, bodyPaths: Set<String>) -> IdentityPath? {
    var current = path.parent
    while let p = current, !bodyPaths.contains(p.text) { current = p.parent }
    return current
  }
}
