import TraceFormat

/// What became of a child identity after its parent's evaluation, and why: the content of its
/// `identity` event.
struct ChildDecision {
  var decision: IdentityDecision
  var reason: DecisionReason
  /// For a branch flip, the `if` that flipped; for an element added or removed, its `ForEach`.
  var site = ""
  /// The explicit ids from → to, when one changed (or the id of an element added or removed).
  var before = ""
  var after = ""
  /// For an element added or removed, its position among the rows plus one; 0 otherwise.
  var position: UInt64 = 0
}

extension Recorder {
  /// Records the identity decision about `node`.
  func identity(_ decision: ChildDecision, of node: Node, cause: Seq) -> Seq {
    record(
      .identity, identity: node.pathSym, cause: cause, code: decision.decision.rawValue,
      reason: decision.reason.rawValue, name: node.typeSym, site: symbol(decision.site),
      before: symbol(decision.before), after: symbol(decision.after), value: decision.position)
  }

  /// Records the children `nodes[range]` kept as they are (``ChildDecision`` `kept`,
  /// `unchanged`), in order, as ``identity(_:of:cause:)`` would one by one.
  /// When ``keptRows`` holds the symbols of these `nodes`, they are copied from there and no
  /// node is read.
  func keptUnchanged(_ nodes: UnsafeBufferPointer<Unmanaged<Node>>, _ range: Range<Int>, cause: Seq)
  {
    if let kept = keptRows, kept.describes(nodes) {
      kept.symbols.withUnsafeBufferPointer { symbols in
        recordDecisions(
          count: range.count, cause: cause, code: IdentityDecision.kept.rawValue,
          reason: DecisionReason.unchanged.rawValue
        ) { symbols[range.lowerBound + $0] }
      }
      return
    }
    recordDecisions(
      count: range.count, cause: cause, code: IdentityDecision.kept.rawValue,
      reason: DecisionReason.unchanged.rawValue
    ) { offset in
      nodes[range.lowerBound + offset]._withUnsafeGuaranteedRef { ($0.pathSym, $0.typeSym) }
    }
  }

  /// The symbol of `text`, without a look-up for the empty text.
  private func symbol(_ text: String) -> Sym { text.isEmpty ? .none : intern(text) }
}
