import TraceFormat

/// Sample traces that pin one answer across every surface.
public enum SampleTrace {
  /// `@State` seeded from a parent's input (GreetingHost → Greeting's `_name`), where two
  /// invalidations precede Greeting's second body: its changed input (#18, parent-inputs), which
  /// the body names as its cause, then an environment change (#19). `why`, `explain` and every
  /// exporter must all say parent-inputs.
  public static func twoInvalidationsBeforeOneBody() -> Trace {
    let b = TraceBuilder()
    b.update = 1
    let first = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    let hostBody = b.add(.bodyBegin, "App", name: "GreetingHost")
    b.add(
      .slotCreate, "App", cause: hostBody, code: SlotKind.state.rawValue, name: "_user",
      type: "String", site: "App/GreetingHost.swift:10", after: "\"Ada\"")
    b.add(.bodyEnd, "App", cause: hostBody, name: "GreetingHost", value: 1_000)
    let inserted = b.add(
      .identity, "App/Greeting", cause: hostBody, code: IdentityDecision.inserted.rawValue,
      reason: DecisionReason.firstAppearance.rawValue, name: "Greeting")
    let greetingBody = b.add(.bodyBegin, "App/Greeting", cause: inserted, name: "Greeting")
    b.add(
      .slotCreate, "App/Greeting", cause: inserted, code: SlotKind.state.rawValue, name: "_name",
      type: "String", site: "App/Greeting.swift:3", after: "\"Ada\"")
    b.add(
      .read, "App/Greeting", cause: greetingBody, code: DependencyKind.environment.rawValue,
      name: "\\.locale")
    b.add(.bodyEnd, "App/Greeting", cause: greetingBody, name: "Greeting", value: 1_000)
    b.add(.updateEnd, cause: first, value: 2)
    b.update = 0
    let tap = b.add(
      .input, "App/Button", code: InputAction.tap.rawValue, name: "\"Switch user\"")
    let write = b.add(
      .slotWrite, "App", cause: tap, code: Writer.action.rawValue, name: "_user",
      before: "\"Ada\"", after: "\"Grace\"")
    let dirty = b.add(
      .invalidate, "App", cause: write, code: InvalidationReason.slot.rawValue, name: "_user")
    b.update = 2
    let second = b.add(.updateBegin, cause: dirty, code: UpdateTrigger.input.rawValue)
    let hostAgain = b.add(.bodyBegin, "App", cause: dirty, name: "GreetingHost")
    b.add(.bodyEnd, "App", cause: hostAgain, name: "GreetingHost", value: 1_000)
    b.add(
      .identity, "App/Greeting", cause: hostAgain, code: IdentityDecision.kept.rawValue,
      reason: DecisionReason.unchanged.rawValue, name: "Greeting")
    let inputs = b.add(
      .invalidate, "App/Greeting", cause: hostAgain,
      code: InvalidationReason.parentInputs.rawValue, name: "@self(name)")
    b.add(
      .invalidate, "App/Greeting", cause: hostAgain,
      code: InvalidationReason.environment.rawValue, name: "\\.locale")
    let again = b.add(.bodyBegin, "App/Greeting", cause: inputs, name: "Greeting")
    b.add(.bodyEnd, "App/Greeting", cause: again, name: "Greeting", value: 1_000)
    b.add(.updateEnd, cause: second, value: 2)
    b.header.scenario = "two-invalidations"
    return b.trace
  }
}
