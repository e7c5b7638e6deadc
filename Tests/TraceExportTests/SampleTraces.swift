import TraceAnalysis
import TraceFormat
import TraceTestSupport

/// Traces that the exporter tests share.
enum SampleTraces {
  static let app = "App"
  static let counterA = "App/then:Counter"
  static let counterB = "App/else:Counter"

  /// Hostile text: markup, quotes, CDATA ends, line separators, control characters, emoji.
  static let evilName =
    "Row<\"x\"&'y'></script><script>window.__pwned=1</script>]]>\u{2028}\u{2029}é🙂"
  static let evilEffect = "GET /notes/17?a=1&b=<2> </script><!-- ]]> \u{1}\t\r\n end"
  static let evilIdentity = "App/" + evilName

  /// A counter whose state resets when a branch flips, with a task cancelled on the way.
  static func branchFlip() -> Trace { branchFlipBuilder().trace }

  static func branchFlipBuilder() -> TraceBuilder {
    let b = TraceBuilder()
    b.header.metadata = [.init(key: "host", value: "ci <1>")]
    // Update 1: first appearance.
    b.update = 1
    let u1 = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    let appBody = b.add(.bodyBegin, app, cause: u1, name: "App")
    let inserted = b.add(
      .identity, counterA, cause: appBody, code: IdentityDecision.inserted.rawValue,
      reason: DecisionReason.firstAppearance.rawValue, name: "Counter")
    b.add(
      .slotCreate, counterA, cause: inserted, code: SlotKind.state.rawValue, name: "_count",
      type: "Int",
      site: "Counter.swift:4", after: "0")
    b.add(.appear, counterA, cause: inserted, name: "Counter")
    b.add(.bodyEnd, app, name: "App", value: 900)
    b.add(.bodyBegin, counterA, cause: inserted, name: "Counter")
    b.add(.bodyEnd, counterA, name: "Counter", value: 1000)
    b.add(
      .taskStart, counterA, cause: inserted, code: TaskKind.task.rawValue, name: "load",
      site: "Counter.swift:9", value: 1)
    b.add(.effectBegin, counterA, name: evilEffect, site: "Store.swift:20", value: 7)
    b.add(.updateEnd, value: 2)
    // Update 2: a tap increments the counter.
    b.update = 2
    let tap = b.add(.input, counterA, code: InputAction.tap.rawValue, name: "text \"+\"")
    let u2 = b.add(.updateBegin, cause: tap, code: UpdateTrigger.input.rawValue)
    let write = b.add(
      .slotWrite, counterA, cause: tap, code: Writer.action.rawValue, name: "_count", before: "0",
      after: "1")
    let invalidate = b.add(
      .invalidate, counterA, cause: write, code: InvalidationReason.slot.rawValue, name: "_count")
    b.add(.bodyBegin, counterA, cause: invalidate, name: "Counter")
    b.add(.bodyEnd, counterA, name: "Counter", value: 800)
    b.add(.updateEnd, cause: u2, value: 1)
    // Update 3: a toggle flips the branch; the counter's state and task go with it.
    b.update = 3
    let toggle = b.add(
      .input, app, code: InputAction.toggle.rawValue, name: "toggle \"Flip\"", after: "true")
    b.add(.updateBegin, cause: toggle, code: UpdateTrigger.input.rawValue)
    let flip = b.add(
      .slotWrite, app, cause: toggle, code: Writer.action.rawValue, name: "_flag", before: "false",
      after: "true")
    let appInvalidate = b.add(
      .invalidate, app, cause: flip, code: InvalidationReason.slot.rawValue, name: "_flag")
    let appBody2 = b.add(.bodyBegin, app, cause: appInvalidate, name: "App")
    let removed = b.add(
      .identity, counterA, cause: appBody2, code: IdentityDecision.removed.rawValue,
      reason: DecisionReason.branchFlipped.rawValue, name: "Counter")
    b.add(.slotDestroy, counterA, cause: removed, name: "_count", before: "1")
    b.add(.disappear, counterA, cause: removed, name: "Counter")
    b.add(.taskCancel, counterA, cause: removed, code: CancelReason.disappeared.rawValue, value: 1)
    let insertedB = b.add(
      .identity, counterB, cause: appBody2, code: IdentityDecision.inserted.rawValue,
      reason: DecisionReason.branchFlipped.rawValue, name: "Counter")
    b.add(
      .slotCreate, counterB, cause: insertedB, code: SlotKind.state.rawValue, name: "_count",
      type: "Int",
      site: "Counter.swift:4", after: "0")
    b.add(.appear, counterB, cause: insertedB, name: "Counter")
    b.add(.bodyEnd, app, name: "App", value: 700)
    b.add(.bodyBegin, counterB, cause: insertedB, name: "Counter")
    b.add(.bodyEnd, counterB, name: "Counter", value: 600)
    b.add(.taskEnd, counterA, code: TaskOutcome.finishedAfterCancel.rawValue, value: 1)
    b.add(.effectEnd, counterA, code: EffectOutcome.succeeded.rawValue, name: evilEffect, value: 7)
    b.add(
      .warning, counterA, code: WarningKind.writeAfterCancel.rawValue, name: "write <after> cancel",
      site: "Counter.swift:12")
    b.add(.updateEnd, value: 3)
    return b
  }

  /// The finding the analyzer would report for ``branchFlip()``: the reset of `_count`.
  static func branchFlipFinding(in trace: Trace) -> Finding {
    // toggle → write _flag → invalidate App → App's body → counter removed → slot destroyed → slot created
    let seqs: [Seq] = [19, 21, 22, 23, 24, 25, 29]
    precondition(trace.event(seq: 29)?.kind == .slotCreate)
    return Finding(
      kind: .stateResetBranchFlip, severity: .warning,
      summary: "Counter's <_count> was reset & \"lost\" when the branch flipped </script>",
      chain: seqs, sites: ["Counter.swift:4"],
      fix: "Move the `if` inside Counter instead of around it.")
  }

  /// A trace whose view names, values and effect names are hostile text.
  static func evil() -> Trace {
    let b = TraceBuilder()
    b.header = TraceHeader(
      scenario: "evil <scenario> & \"quotes\" \u{1}", runtimeVersion: "1.0]]>", clock: .live,
      startTime: 42,
      metadata: [.init(key: "k\u{0}", value: "\r\n\t v </script>")])
    b.update = 1
    let begin = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    let ins = b.add(
      .identity, evilIdentity, cause: begin, code: IdentityDecision.inserted.rawValue,
      reason: DecisionReason.idChanged.rawValue, name: evilName, before: "<old>",
      after: "\u{2028}new&")
    b.add(
      .slotCreate, evilIdentity, cause: ins, name: "_text", type: "String", site: "a<b>.swift:1",
      after: evilEffect)
    b.add(.appear, evilIdentity, cause: ins, name: evilName)
    b.add(.bodyBegin, evilIdentity, cause: ins, name: evilName)
    b.add(.bodyEnd, evilIdentity, name: evilName, value: 5)
    b.add(.effectBegin, evilIdentity, name: evilEffect, value: 1)
    b.add(.effectEnd, evilIdentity, code: EffectOutcome.failed.rawValue, name: evilEffect, value: 1)
    b.add(.updateEnd, value: 1)
    return b.trace
  }

  /// One event of every kind with every code its enumeration has, plus one unknown code.
  static func everyCode() -> Trace {
    let b = TraceBuilder()
    b.update = 1
    for kind in EventKind.allCases {
      let codes: [UInt8] = kind.codeCount.map { Array(0..<UInt8($0)) + [250] } ?? [0]
      for code in codes {
        b.add(
          kind, kind == .updateBegin || kind == .updateEnd ? "" : "Root/child", code: code,
          reason: kind == .identity ? code % UInt8(DecisionReason.allCases.count) : 0,
          name: kind.fields.contains(.name) ? "n" : "",
          type: kind.fields.contains(.type) ? "T" : "",
          site: kind.fields.contains(.site) ? "f.swift:1" : "",
          before: kind.fields.contains(.before) ? "b" : "",
          after: kind.fields.contains(.after) ? "a" : "",
          value: kind.fields.contains(.value) ? 18_446_744_073_709_551_615 : 0)
      }
    }
    return b.trace
  }
}

extension EventKind {
  /// How many codes the kind's enumeration has, or nil when it records no code.
  var codeCount: Int? {
    switch self {
    case .updateBegin: UpdateTrigger.allCases.count
    case .input: InputAction.allCases.count
    case .invalidate: InvalidationReason.allCases.count
    case .read: DependencyKind.allCases.count
    case .identity: IdentityDecision.allCases.count
    case .slotCreate: SlotKind.allCases.count
    case .slotWrite, .modelWrite: Writer.allCases.count
    case .taskStart: TaskKind.allCases.count
    case .taskCancel: CancelReason.allCases.count
    case .taskEnd: TaskOutcome.allCases.count
    case .effectEnd: EffectOutcome.allCases.count
    case .warning: WarningKind.allCases.count
    default: nil
    }
  }
}
