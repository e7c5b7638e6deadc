import TraceFormat

/// Why one body evaluation ran, in the tokens of `Self._printChanges()`.
public struct BodyReason: Hashable, Sendable {
  /// The `body-begin` event.
  public var seq: Seq
  public var update: UInt32
  public var time: UInt64
  public var identity: String
  public var type: String
  /// Why it ran, as ``Timeline`` decided: the first token says it.
  public var cause: BodyCause
  /// `@identity` (new), `@self(title: "Draft" → "Final")` (inputs changed, with their values
  /// where recorded; `onDelete: new closure`), `_count: 0 → 1` (a slot changed),
  /// `Store.isLoading: true → false` (a model property, with its values when its write was
  /// recorded), or an environment key.
  public var tokens: [String]
  /// How long the body took, in nanoseconds, in a live recording; nil where nothing was measured.
  public var duration: UInt64?
}

extension Timeline {
  /// Why each body evaluation of the views whose type is `view`, or whose identity path is or
  /// ends with it (`Editor[0.if]`, `VStack/Editor[0.if]`), ran; only in update `update` when given.
  public func why(_ view: String, update: UInt32? = nil) -> [BodyReason] {
    var matches: [Sym: Bool] = [:]
    func matching(_ body: BodySpan) -> Bool {
      if let known = matches[body.identity] { return known }
      let match = self[body.type] == view || IdentityPath(self[body.identity]).ends(with: view)
      matches[body.identity] = match
      return match
    }
    return bodies.filter { (update == nil || $0.update == update) && matching($0) }.map {
      reason(for: $0, invalidations: invalidations(of: $0))
    }
  }

  /// The reason of `body`: its cause first (``BodySpan/cause``), then every other invalidation
  /// of its identity since its previous evaluation, each once.
  private func reason(for body: BodySpan, invalidations: [Seq]) -> BodyReason {
    let causeFirst =
      body.cause.invalidationReason == nil
      ? invalidations : [body.causeEvent] + invalidations.filter { $0 != body.causeEvent }
    return BodyReason(
      seq: body.begin, update: body.update, time: graph.event(body.begin)?.time ?? 0,
      identity: self[body.identity], type: self[body.type], cause: body.cause,
      tokens: (body.cause == .newIdentity ? ["@identity"] : []) + tokens(causeFirst: causeFirst),
      duration: body.duration)
  }

  /// The tokens of the invalidations `seqs`, each once, in their order: `_count: 0 → 1`,
  /// `Store.isLoading: true → false`, `@self(…)`, an environment key.
  func tokens(causeFirst seqs: [Seq]) -> [String] {
    var tokens: [String] = []
    for seq in seqs {
      guard let e = graph.event(seq) else { continue }
      let token: String
      switch InvalidationReason(rawValue: e.code) {
      case .slot?, .observable?, .published?:
        let write = graph.event(e.cause).filter { $0.kind == .slotWrite || $0.kind == .modelWrite }
        token =
          self[e.name]
          + (write.map {
            ": \(ValueText.capped(self[$0.before])) → \(ValueText.capped(self[$0.after]))"
          } ?? "")
      case .parentInputs?:
        token = Self.token(
          ChangedInputs.parse(name: self[e.name], before: self[e.before], after: self[e.after]),
          name: self[e.name])
      default:
        token = self[e.name]
      }
      if !tokens.contains(token) { tokens.append(token) }
    }
    return tokens
  }
}

extension Timeline {
  /// `@self(order: Order(id: 1…) → Order(id: 2…), onDelete: new closure)`: each input that
  /// changed with its values, capped as chain lines cap them, or what was made afresh; `name`
  /// as recorded when it names no input.
  fileprivate static func token(_ inputs: [ChangedInput], name: String) -> String {
    guard !inputs.isEmpty else { return name }
    let parts = inputs.map { input in
      switch input.kind {
      case .closure: "\(input.name): new closure"
      case .binding: "\(input.name): new Binding(get:set:)"
      case .value where input.before.isEmpty && input.after.isEmpty: input.name
      case .value:
        "\(input.name): \(ValueText.capped(input.before)) → \(ValueText.capped(input.after))"
      }
    }
    return "@self(" + parts.joined(separator: ", ") + ")"
  }
}

extension Optional where Wrapped == TraceEvent {
  fileprivate func filter(_ keep: (TraceEvent) -> Bool) -> TraceEvent? {
    flatMap { keep($0) ? $0 : nil }
  }
}

/// A body that did not run although its parent gave it other inputs: its `==` said the new view
/// equals the old (`.equatable()`, `EquatableView`, an `Equatable` view holding more than plain
/// data).
public struct EquatableSkip: Hashable, Sendable {
  /// The kept decision, reason `equatable-equal`.
  public var seq: Seq
  public var update: UInt32
  public var time: UInt64
  /// The view kept: the one `==` compared (inside an `EquatableView`, its content).
  public var identity: String
  public var type: String
  /// The inputs that differed, which `==` did not count.
  public var ignored: [String]
}

extension Timeline {
  /// The bodies of the views matching `view` (as ``why(_:update:)`` matches them) that `==`
  /// skipped; only in update `update` when given.
  public func equatableSkips(_ view: String, update: UInt32? = nil) -> [EquatableSkip] {
    let reason = DecisionReason.equatableEqual.rawValue
    return trace.events.compactMap { e in
      guard e.kind == .identity, e.reason == reason, update == nil || e.update == update else {
        return nil
      }
      var path = IdentityPath(self[e.identity])
      // An EquatableView stands for its content: report the view the user wrote.
      if path.type == "EquatableView",
        let content = identities.first(where: { IdentityPath(self[$0.identity]).parent == path })
      {
        path = IdentityPath(self[content.identity])
      }
      guard path.type == view || path.ends(with: view) else { return nil }
      return EquatableSkip(
        seq: e.seq, update: e.update, time: e.time, identity: path.text, type: path.type,
        ignored: self[e.before].split(separator: ",").map {
          String($0.trimmingPrefix(" "))
        })
    }
  }
}
