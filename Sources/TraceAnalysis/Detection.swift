import TraceFormat

/// What every detector works from: the timeline, and helpers to walk causes and name things.
final class Detection {
  let timeline: Timeline

  init(timeline: Timeline) { self.timeline = timeline }

  /// The `slot-write` events of each slot (by identity and name), in order; built on first use.
  private lazy var writes: [UInt64: [Seq]] = {
    var writes: [UInt64: [Seq]] = [:]
    for e in trace.events where e.kind == .slotWrite {
      writes[Self.slotKey(e.identity, e.name), default: []].append(e.seq)
    }
    return writes
  }()

  /// The tasks whose own write cancelled them, by index in the timeline; built on first use.
  private(set) lazy var selfCancellations: [Int: SelfCancellation] = {
    var found: [Int: SelfCancellation] = [:]
    for index in timeline.tasks.indices {
      if let cancellation = selfCancellation(of: index) { found[index] = cancellation }
    }
    return found
  }()

  /// The lifetimes of each identity, by index into the timeline's, in order; built on first use.
  private lazy var lifetimes: [Sym: [Int]] = {
    var lifetimes: [Sym: [Int]] = [:]
    for (i, life) in timeline.identities.enumerated() {
      lifetimes[life.identity, default: []].append(i)
    }
    return lifetimes
  }()

  /// The lifetime of `identity` that began last at or before `seq`.
  func lifetime(of identity: Sym, at seq: Seq) -> IdentityLifetime? {
    lifetimes[identity]?.last { timeline.identities[$0].inserted <= seq }.map {
      timeline.identities[$0]
    }
  }

  private static func slotKey(_ identity: Sym, _ name: Sym) -> UInt64 {
    UInt64(identity.rawValue) << 32 | UInt64(name.rawValue)
  }

  /// The writes of `slot`, in order.
  func writes(of slot: SlotLifetime) -> [Seq] {
    let all = writes[Self.slotKey(slot.identity, slot.name)] ?? []
    return all.filter { $0 > slot.created && (slot.destroyed == 0 || $0 < slot.destroyed) }
  }
  var graph: CausalGraph { timeline.graph }
  var trace: Trace { timeline.trace }

  func text(_ sym: Sym) -> String { timeline[sym] }

  /// The causal chain to `targets`, the last of which is the symptom, and to every event
  /// `summary` cites: a finding's chain holds the evidence of each of its clauses.
  func chain(to targets: [Seq], citing summary: Summary) -> CausalChain {
    CausalChain(seqs: graph.chain(to: targets + summary.cited), symptom: targets.max())
  }

  func event(_ seq: Seq) -> TraceEvent? { graph.event(seq) }

  /// The `warning` events of `kind`, in order.
  func warnings(_ kind: WarningKind) -> [TraceEvent] {
    timeline.warnings.compactMap(event).filter { $0.code == kind.rawValue }
  }

  /// The body evaluation that made the decision `seq`, or the nearest one above it.
  func enclosingBody(of seq: Seq) -> TraceEvent? {
    graph.firstCause(of: seq) { $0.kind == .bodyBegin && $0.seq != seq }
  }

  /// The identity path of `identity`.
  func path(_ identity: Sym) -> IdentityPath { IdentityPath(text(identity)) }

  /// The view type that owns `identity`: its last component without the key.
  func viewType(_ identity: Sym) -> String { path(identity).type }

  /// Where the `if` that flipped is written: the site the runtime recorded on the branch-flip
  /// decisions of the same body, preferring the `if` branch's over the `else` branch's. Only
  /// the decisions right after `decision`'s body are looked at, so this stays cheap.
  func ifSite(of decision: TraceEvent) -> Sym {
    var best = decision.site
    let last = decision.seq.advanced(by: 256)
    var seq = decision.cause.next
    while seq <= last, let e = event(seq) {
      if e.kind == .identity, e.cause == decision.cause,
        e.reason == DecisionReason.branchFlipped.rawValue, !e.site.isNone
      {
        if path(e.identity).isTrueBranch { return e.site }
        if best.isNone { best = e.site }
      }
      guard seq < last else { break }
      seq = seq.next
    }
    return best
  }

  /// `Type.body` of the body evaluation above `seq`; for an evaluation without a body (a
  /// closure that a container stored ran again: ``ContentRun``), the closure in the body that
  /// wrote it (`the ForEach content closure in RecipeBoxScreen.body`).
  func bodyName(above seq: Seq) -> String {
    let evaluation = graph.firstCause(of: seq) {
      ($0.kind == .bodyBegin || $0.kind == .invalidate) && $0.seq != seq
    }
    guard let e = evaluation else { return "the parent's body" }
    if e.kind == .bodyBegin { return text(e.name) + ".body" }
    let path = path(e.identity)
    guard let owner = timeline.owner(of: path, bodyPaths: timeline.bodyPaths)?.type else {
      return "the parent's body"
    }
    let closure =
      switch ContentClosure(path) {
      case .row: "ForEach content"
      case .presentation(let modifier): "\(modifier) content"
      case .destination: "navigationDestination"
      case .none: ""
      }
    return closure.isEmpty ? "\(owner).body" : "the \(closure) closure in \(owner).body"
  }

  /// The slot declared by `name` on `identity` that lived at `seq`.
  func slot(_ identity: Sym, _ name: Sym, at seq: Seq) -> SlotLifetime? {
    timeline.slots.last {
      $0.identity == identity && $0.name == name && $0.created <= seq
        && ($0.destroyed.isNone || $0.destroyed >= seq)
    }
  }

  /// The non-empty texts of `syms`, each once, in order.
  func sites(_ syms: [Sym]) -> [String] {
    var seen: Set<String> = []
    return syms.map(text).filter { !$0.isEmpty && seen.insert($0).inserted }
  }
}

extension Detection {
  /// The value `slot` held just before `seq`.
  func slotValue(_ slot: SlotLifetime, at seq: Seq) -> Sym {
    guard !slot.lastWrite.isNone, slot.lastWrite >= seq else { return slot.value }
    let before = writes(of: slot).last { $0 < seq }
    return before.flatMap { event($0)?.after } ?? slot.initial
  }
}
