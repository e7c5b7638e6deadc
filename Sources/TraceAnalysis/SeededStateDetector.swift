import TraceFormat

/// `@State` seeded from a parent's value that later changed: the slot kept its first value and
/// ignores the new one (`state/seeded-from-parent`).
///
/// The runtime reports a parent that builds the view with a different initial value for a
/// `@State` as a changed input naming that property (`@self(quantity)` for `_quantity`); the slot
/// keeps its value, which is the symptom.
struct SeededStateDetector {
  let d: Detection

  func detect() -> [Finding] {
    var slotsByIdentity: [Sym: [SlotLifetime]] = [:]
    for slot in d.timeline.slots { slotsByIdentity[slot.identity, default: []].append(slot) }
    var findings: [Finding] = []
    var reported: Set<Sym> = []
    let parentInputs = InvalidationReason.parentInputs.rawValue
    for body in d.timeline.bodies where body.causeReason == parentInputs {
      guard let slots = slotsByIdentity[body.identity], let begin = d.event(body.begin),
        let inputs = d.event(begin.cause)
      else { continue }
      let names = Set(changedInputs(d.text(inputs.name)).map { "_" + $0 })
      guard
        let slot = slots.first(where: {
          names.contains(d.text($0.name)) && $0.created < inputs.seq
            && ($0.destroyed == 0 || $0.destroyed > inputs.seq)
            && !looksFreshlyMade(d.text($0.initial)) && !resynced($0, after: inputs)
        }), reported.insert(slot.site).inserted
      else { continue }
      findings.append(finding(slot, inputs: inputs))
    }
    return findings
  }

  /// Whether the view wrote the slot again in the update where its parent passed the new seed
  /// (an `onChange(of:)` that copies it): then the slot did not keep its value.
  private func resynced(_ slot: SlotLifetime, after inputs: TraceEvent) -> Bool {
    guard let next = d.writes(of: slot).first(where: { $0 > inputs.seq }) else { return false }
    return d.event(next)?.update == inputs.update
  }

  /// The property names in `@self(a,b)`.
  private func changedInputs(_ name: String) -> [String] {
    ChangedInputs.parse(name: name).map(\.name)
  }

  private func finding(_ slot: SlotLifetime, inputs: TraceEvent) -> Finding {
    let view = d.viewType(slot.identity)
    let parent = d.bodyName(above: inputs.seq)
    let kept = d.text(d.slotValue(slot, at: inputs.seq))
    let source = d.graph.path(to: inputs.seq).lazy.compactMap { d.event($0) }.first {
      $0.kind == .slotWrite
    }
    let property = String(d.text(slot.name).dropFirst())
    var summary = Summary()
    summary.state(
      .evaluated,
      "\(d.text(slot.name)) of \(view) was seeded from its parent, which now passes another value",
      cites: [inputs.seq], quoting: [property])
    if let source {
      let (name, before, after) = (d.text(source.name), d.text(source.before), d.text(source.after))
      summary.say(" (")
      summary.state(
        .wrote, "\(name) of \(d.viewType(source.identity)) went \(before) → \(after)",
        cites: [source.seq], quoting: [name, before, after])
      summary.say(")")
    }
    summary.say(", but ")
    let write = d.writes(of: slot).last { $0 < inputs.seq } ?? slot.created
    summary.state(.held, "it keeps \(kept)", cites: [write], quoting: [kept])
    summary.say(": @State takes its initial value only when the identity appears")
    return Finding(
      kind: .stateSeededFromParent, summary: summary,
      chain: d.chain(to: [inputs.seq], citing: summary), sites: d.sites([slot.site]),
      fix:
        "Do not copy the parent's value into @State in \(view): take `\(property)` as a plain "
        + "`let`, or as a @Binding if \(view) edits it; or, if the copy is a draft, reset it "
        + "with `.onChange(of:)` or give \(view) `.id(…)` of the value in \(parent).")
  }
}
