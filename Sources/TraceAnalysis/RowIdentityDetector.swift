import TraceFormat

/// `ForEach` rows whose identity does not follow their data: rows identified by index that keep
/// their state when an element is inserted or removed before them (`state/wrong-row`), and
/// element ids that occur more than once (`identity/duplicate-id`).
struct RowIdentityDetector {
  let d: Detection

  func detect() -> [Finding] { wrongRows() + duplicateIDs() }

  /// A row identified by index that got new inputs in an update where an index row was inserted
  /// or removed beside it, while it held state that had been written.
  private func wrongRows() -> [Finding] {
    var shifted: Set<String> = []
    for life in d.timeline.identities {
      for (seq, reason) in [
        (life.inserted, DecisionReason.elementAdded), (life.removed, .elementRemoved),
      ]
      where seq != 0
        && (seq == life.inserted ? life.insertReason : life.removeReason) == reason.rawValue
      {
        let path = d.text(life.identity)
        guard IdentityPath.last(path).contains("[index="), let e = d.event(seq) else { continue }
        shifted.insert("\(IdentityPath.parent(path))|\(e.update)")
      }
    }
    guard !shifted.isEmpty else { return [] }
    // The slots that were written, by the index row that holds them.
    var written: [String: [SlotLifetime]] = [:]
    for slot in d.timeline.slots where slot.firstWrite != 0 {
      if let row = IdentityPath.indexRow(d.text(slot.identity)) {
        written[row, default: []].append(slot)
      }
    }
    var findings: [Finding] = []
    var reported: Set<String> = []
    for body in d.timeline.bodies {
      guard let cause = d.event(d.event(body.begin)?.cause ?? 0), cause.kind == .invalidate,
        cause.code == InvalidationReason.parentInputs.rawValue,
        let row = IdentityPath.indexRow(d.text(body.identity))
      else { continue }
      let list = IdentityPath.parent(row)
      guard shifted.contains("\(list)|\(body.update)"), !reported.contains(list),
        let slot = written[row]?.first(where: {
          $0.created < cause.seq && ($0.destroyed == 0 || $0.destroyed > cause.seq)
            && $0.firstWrite < cause.seq
        })
      else { continue }
      reported.insert(list)
      let rowName = IdentityPath.last(row)
      findings.append(
        Finding(
          kind: "state/wrong-row", severity: .error,
          summary:
            "\(rowName) kept \(d.text(slot.name)) = \(d.text(d.slotValue(slot, at: cause.seq))) "
            + "while it was given another element (\(d.text(cause.name))): the ForEach identifies "
            + "rows by index, and an element was inserted or removed",
          chain: d.graph.chain(to: [cause.seq]), sites: d.sites([slot.site]),
          fix:
            "Identify rows by their element, not their position: `ForEach(items) { … }` with "
            + "Identifiable elements (or `id: \\.id`), instead of `ForEach(0..<items.count)` or "
            + "`ForEach(items.indices)`."))
    }
    return findings
  }

  /// Each `duplicate-id` warning of a ForEach, once per ForEach.
  private func duplicateIDs() -> [Finding] {
    var seen: Set<Sym> = []
    var findings: [Finding] = []
    for seq in d.timeline.warnings {
      guard let e = d.event(seq), e.code == WarningKind.duplicateID.rawValue,
        seen.insert(e.identity).inserted
      else { continue }
      findings.append(
        Finding(
          kind: "identity/duplicate-id", severity: .error,
          summary:
            "\(d.text(e.name)) in \(d.bodyName(above: seq)): rows that share an id share one "
            + "identity, so their state and updates mix",
          chain: d.graph.chain(to: [seq]), sites: [],
          fix:
            "Give every element a unique id (a stored UUID or a database key), or pass "
            + "`id:` a property that is unique; never an id derived from display text."))
    }
    return findings
  }
}
